import type { Db } from '@chuck/db';
import { sql } from 'kysely';

// docs/product.md §4 'Year in Rewind': one statement reads the member's diary entries of the year
// once (diary_entries_user_watched_idx, the year's bounds as literal dates), joins the catalog for
// runtimes, genres, directors and decades, and answers every statistic as JSON: one round trip,
// one pass over the rows (the bench 'rewind' holds it to issue 18's budget).

const TOP = 10;

interface FilmStat {
  movieId: number | null;
  title: string;
  year: number | null;
  posterUrl: string | null;
}

export interface YearStats {
  entries: number;
  films: number;
  minutes: number;
  withoutRuntime: number;
  firstWatches: number;
  rewatches: number;
  /** Mean half stars, or null. */
  averageHalves: number | null;
  months: { month: number; entries: number; films: number }[] | null;
  genres: { genreId: number; entries: number }[] | null;
  directors: { name: string; entries: number }[] | null;
  decades: { decade: number; entries: number }[] | null;
  best: (FilmStat & { halves: number })[] | null;
  rewatched: (FilmStat & { watches: number })[] | null;
}

export async function yearStats(db: Db, userId: string, year: number): Promise<YearStats> {
  const { rows } = await sql<YearStats>`
    with e as materialized (
      select d.movie_id, d.title, d.year, d.poster_url, d.watched_on, d.rating_halves, d.rewatch,
        m.runtime, m.genre_ids, m.director, coalesce(m.year, d.year) as film_year,
        -- One number per film (sorts faster than text): the catalog id, or for a typed title a negative hash of it.
        coalesce(d.movie_id, -1 - (hashtext(lower(d.title) || ':' || coalesce(d.year::text, '')) & 2147483647)) as film_key
      from diary_entries d left join movies m on m.id = d.movie_id
      where d.user_id = ${userId}
        and d.watched_on >= ${`${year}-01-01`}::date and d.watched_on < ${`${year + 1}-01-01`}::date
    )
    select
      count(*)::int as entries,
      count(distinct film_key)::int as films,
      coalesce(sum(runtime), 0)::int as minutes,
      (count(*) filter (where runtime is null))::int as without_runtime,
      (count(*) filter (where not rewatch))::int as first_watches,
      (count(*) filter (where rewatch))::int as rewatches,
      avg(rating_halves)::float8 as average_halves,
      (select json_agg(json_build_object('month', month, 'entries', n, 'films', films) order by month) from (
        select extract(month from watched_on)::int as month, count(*) as n, count(distinct film_key) as films
        from e group by 1) x) as months,
      (select json_agg(json_build_object('genreId', g, 'entries', n) order by n desc, g) from (
        select g, count(*) as n from e, unnest(e.genre_ids) as g
        group by g order by n desc, g limit ${TOP}) x) as genres,
      -- The catalog joins a film's directors with ', ' (catalog import).
      (select json_agg(json_build_object('name', name, 'entries', n) order by n desc, name) from (
        select name, count(*) as n from e, unnest(string_to_array(e.director, ', ')) as name
        where name <> '' group by name order by n desc, name limit ${TOP}) x) as directors,
      (select json_agg(json_build_object('decade', decade, 'entries', n) order by n desc, decade desc) from (
        select (film_year / 10) * 10 as decade, count(*) as n from e where film_year is not null
        group by 1 order by n desc, decade desc limit ${TOP}) x) as decades,
      (select json_agg(json_build_object('movieId', movie_id, 'title', title, 'year', year,
          'posterUrl', poster_url, 'halves', halves) order by halves desc, watched_on desc, title) from (
        select * from (
          select distinct on (film_key) movie_id, title, year, poster_url, rating_halves as halves, watched_on
          from e where rating_halves is not null
          order by film_key, rating_halves desc, watched_on desc
        ) per_film order by halves desc, watched_on desc, title limit ${TOP}) x) as best,
      (select json_agg(json_build_object('movieId', movie_id, 'title', title, 'year', year,
          'posterUrl', poster_url, 'watches', n) order by n desc, last desc) from (
        select min(movie_id) as movie_id, min(title) as title, min(year) as year, min(poster_url) as poster_url,
          count(*) as n, max(watched_on) as last
        from e group by film_key having count(*) > 1 order by n desc, last desc limit ${TOP}) x) as rewatched
    from e`.execute(db);
  return rows[0]!;
}

/** Discs lent and borrowed (handed over in the year), credits in and out, connections made. */
export async function clubYear(db: Db, userId: string, year: number) {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const { rows } = await sql<{
    lent: number;
    borrowed: number;
    earned: number;
    spent: number;
    connections: number;
  }>`
    select
      (select count(*)::int from loans where owner_id = ${userId}
        and handed_over_at >= ${from}::timestamptz and handed_over_at < ${to}::timestamptz) as lent,
      (select count(*)::int from loans where borrower_id = ${userId}
        and handed_over_at >= ${from}::timestamptz and handed_over_at < ${to}::timestamptz) as borrowed,
      (select coalesce(sum(amount) filter (where amount > 0), 0)::int from credit_ledger where user_id = ${userId}
        and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as earned,
      (select coalesce(-sum(amount) filter (where amount < 0), 0)::int from credit_ledger where user_id = ${userId}
        and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as spent,
      (select count(*)::int from connections where (user1_id = ${userId} or user2_id = ${userId})
        and removed_at is null and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz)
        as connections`.execute(db);
  return rows[0]!;
}
