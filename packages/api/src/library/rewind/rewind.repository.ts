import type { Db } from '@chuck/db';
import { type RawBuilder, sql } from 'kysely';

// docs/product.md §4 'Year in Rewind'. Two statements: `yearMarks` (every request: what the member's
// diary of the year looks like now, and the club's numbers) and `yearStats` (only when those marks
// changed: every diary statistic in one pass). Both read diary_entries_user_watched_idx over the
// year's bounds given as literal dates; the bench 'rewind' holds them to issue 18's budget.

const TOP = 10;

/** The year as a half-open range of dates, inlined so the planner sees the bounds. */
function yearRange(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

/**
 * The member's diary entries of the year. A film is one number (sorts and hashes faster than text):
 * the catalog id, or for a typed title a negative hash of it.
 */
function diaryOfYear(userId: string, year: number): RawBuilder<unknown> {
  const { from, to } = yearRange(year);
  return sql`(select *,
      coalesce(movie_id, -1 - (hashtext(lower(title) || ':' || coalesce(year::text, '')) & 2147483647)) as film_key
    from diary_entries
    where user_id = ${userId} and watched_on >= ${from}::date and watched_on < ${to}::date)`;
}

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

/**
 * Every diary statistic of the year. The entries fold into one row per film first (a few thousand
 * rows at most), so the catalog join and the genre and director lists touch each film once and
 * weigh it by its watches. A film's best rating and the day of it are one sortable number,
 * halves × 100000 + the day's number, so 'best rated, most recently' needs no second sort.
 */
export async function yearStats(db: Db, userId: string, year: number): Promise<YearStats> {
  const { rows } = await sql<YearStats>`
    with f as materialized (
      select f.*, m.runtime, m.genre_ids, m.director, coalesce(m.year, f.year) as film_year from (
        select film_key, min(movie_id) as movie_id, min(title) as title, min(year) as year,
          min(poster_url) as poster_url, count(*)::int as n, (count(*) filter (where rewatch))::int as re,
          max(watched_on) as last, count(rating_halves)::int as rated, sum(rating_halves)::int as halves_sum,
          max(rating_halves * 100000 + (watched_on - date '1900-01-01')) as best_key
        from ${diaryOfYear(userId, year)} d group by film_key) f
      left join movies m on m.id = f.movie_id
    )
    select t.*,
      (select json_agg(json_build_object('month', month, 'entries', n, 'films', films) order by month) from (
        select month, sum(n)::int as n, count(*)::int as films from (
          select extract(month from watched_on)::int as month, film_key, count(*) as n
          from ${diaryOfYear(userId, year)} d group by 1, 2) per_film
        group by month) x) as months,
      (select json_agg(json_build_object('genreId', g, 'entries', n) order by n desc, g) from (
        select g, sum(n)::int as n from f, unnest(f.genre_ids) as g
        group by g order by n desc, g limit ${TOP}) x) as genres,
      -- The catalog joins a film's directors with ', ' (catalog import).
      (select json_agg(json_build_object('name', name, 'entries', n) order by n desc, name) from (
        select name, sum(n)::int as n from f, unnest(string_to_array(f.director, ', ')) as name
        where name <> '' group by name order by n desc, name limit ${TOP}) x) as directors,
      (select json_agg(json_build_object('decade', decade, 'entries', n) order by n desc, decade desc) from (
        select (film_year / 10) * 10 as decade, sum(n)::int as n from f where film_year is not null
        group by 1 order by n desc, decade desc limit ${TOP}) x) as decades,
      (select json_agg(json_build_object('movieId', movie_id, 'title', title, 'year', year,
          'posterUrl', poster_url, 'halves', best_key / 100000) order by best_key desc, title) from (
        select movie_id, title, year, poster_url, best_key from f where best_key is not null
        order by best_key desc, title limit ${TOP}) x) as best,
      (select json_agg(json_build_object('movieId', movie_id, 'title', title, 'year', year,
          'posterUrl', poster_url, 'watches', n) order by n desc, last desc) from (
        select movie_id, title, year, poster_url, n, last from f where n > 1
        order by n desc, last desc limit ${TOP}) x) as rewatched
    from (
      select coalesce(sum(n), 0)::int as entries, count(*)::int as films,
        coalesce(sum(runtime * n), 0)::int as minutes,
        coalesce(sum(n) filter (where runtime is null), 0)::int as without_runtime,
        coalesce(sum(n - re), 0)::int as first_watches, coalesce(sum(re), 0)::int as rewatches,
        sum(halves_sum)::float8 / nullif(sum(rated), 0) as average_halves
      from f) t`.execute(db);
  return rows[0]!;
}

export interface YearMarks {
  /**
   * The diary of the year as it stands: its entries, their ids and their latest change. Any entry
   * added, removed, moved in or out of the year or edited changes it (edits set updated_at).
   */
  diary: string;
  lent: number;
  borrowed: number;
  earned: number;
  spent: number;
  connections: number;
}

/**
 * The diary's marks for the year (from the index alone: diary_entries_user_watched_idx carries
 * updated_at), then discs lent and borrowed (handed over in the year), credits in and out and
 * connections made: one round trip, a millisecond.
 */
export async function yearMarks(db: Db, userId: string, year: number): Promise<YearMarks> {
  const { from, to } = yearRange(year);
  const { rows } = await sql<YearMarks>`
    select
      (select count(*) || ':' || coalesce(sum(id), 0) || ':' || coalesce(max(updated_at)::text, '')
        from diary_entries where user_id = ${userId}
        and watched_on >= ${from}::date and watched_on < ${to}::date) as diary,
      (select count(*)::int from loans where owner_id = ${userId}
        and handed_over_at >= ${from}::timestamptz and handed_over_at < ${to}::timestamptz) as lent,
      (select count(*)::int from loans where borrower_id = ${userId}
        and handed_over_at >= ${from}::timestamptz and handed_over_at < ${to}::timestamptz) as borrowed,
      (select coalesce(sum(amount) filter (where amount > 0), 0)::int from credit_ledger where user_id = ${userId}
        and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as earned,
      (select coalesce(-sum(amount) filter (where amount < 0), 0)::int from credit_ledger where user_id = ${userId}
        and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as spent,
      (select count(*)::int from connections where (user1_id = ${userId} or user2_id = ${userId})
        and status = 'accepted' and accepted_at >= ${from}::timestamptz and accepted_at < ${to}::timestamptz)
        as connections`.execute(db);
  return rows[0]!;
}
