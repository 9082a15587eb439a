import type { Db } from '@chuck/db';
import { sql } from 'kysely';

// docs/product.md §4 'Year in Rewind': every statistic is one aggregate over the member's diary
// entries of the year (diary_entries_user_watched_idx), joined to the catalog for runtimes, genres,
// directors and decades. The year's bounds are literal dates, so the index range scan is exact.

const TOP = 10;

function yearEntries(userId: string, year: number) {
  return sql`select d.movie_id, d.title, d.year, d.poster_url, d.watched_on, d.rating_halves, d.rewatch,
      m.runtime, m.genre_ids, m.director, coalesce(m.year, d.year) as film_year,
      coalesce('m' || d.movie_id::text, 't' || lower(d.title) || ':' || coalesce(d.year::text, '')) as film_key
    from diary_entries d left join movies m on m.id = d.movie_id
    where d.user_id = ${userId} and d.watched_on >= ${`${year}-01-01`}::date and d.watched_on < ${`${year + 1}-01-01`}::date`;
}

type Num = number | string | null;

export async function totals(db: Db, userId: string, year: number) {
  const { rows } = await sql<{
    entries: Num;
    films: Num;
    minutes: Num;
    withoutRuntime: Num;
    firstWatches: Num;
    rewatches: Num;
    averageHalves: Num;
  }>`with e as (${yearEntries(userId, year)})
    select count(*) as entries, count(distinct film_key) as films,
      coalesce(sum(runtime), 0) as minutes,
      count(*) filter (where runtime is null) as without_runtime,
      count(*) filter (where not rewatch) as first_watches,
      count(*) filter (where rewatch) as rewatches,
      avg(rating_halves) as average_halves
    from e`.execute(db);
  return rows[0]!;
}

export async function perMonth(db: Db, userId: string, year: number) {
  const { rows } = await sql<{
    month: Num;
    entries: Num;
    films: Num;
  }>`with e as (${yearEntries(userId, year)})
    select extract(month from watched_on)::int as month, count(*) as entries, count(distinct film_key) as films
    from e group by 1 order by 1`.execute(db);
  return rows;
}

export async function genres(db: Db, userId: string, year: number) {
  const { rows } = await sql<{ genreId: Num; entries: Num }>`with e as (${yearEntries(userId, year)})
    select g as genre_id, count(*) as entries from e, unnest(e.genre_ids) as g
    group by g order by entries desc, g limit ${TOP}`.execute(db);
  return rows;
}

export async function directors(db: Db, userId: string, year: number) {
  const { rows } = await sql<{ name: string; entries: Num }>`with e as (${yearEntries(userId, year)})
    select trim(name) as name, count(*) as entries
    from e, unnest(string_to_array(e.director, ',')) as name
    where trim(name) <> ''
    group by trim(name) order by entries desc, trim(name) limit ${TOP}`.execute(db);
  return rows;
}

export async function decades(db: Db, userId: string, year: number) {
  const { rows } = await sql<{ decade: Num; entries: Num }>`with e as (${yearEntries(userId, year)})
    select (film_year / 10) * 10 as decade, count(*) as entries from e where film_year is not null
    group by 1 order by entries desc, decade desc limit ${TOP}`.execute(db);
  return rows;
}

// The CamelCasePlugin names result columns in camelCase (movie_id → movieId).
type FilmRow = { movieId: number | null; title: string; year: number | null; posterUrl: string | null };

export async function highestRated(db: Db, userId: string, year: number) {
  const { rows } = await sql<FilmRow & { halves: Num }>`with e as (${yearEntries(userId, year)})
    select * from (
      select distinct on (film_key) movie_id, title, year, poster_url, rating_halves as halves, watched_on
      from e where rating_halves is not null
      order by film_key, rating_halves desc, watched_on desc
    ) best order by halves desc, watched_on desc, title limit ${TOP}`.execute(db);
  return rows;
}

export async function mostRewatched(db: Db, userId: string, year: number) {
  const { rows } = await sql<FilmRow & { watches: Num }>`with e as (${yearEntries(userId, year)})
    select min(movie_id) as movie_id, min(title) as title, min(year) as year, min(poster_url) as poster_url,
      count(*) as watches
    from e group by film_key having count(*) > 1
    order by watches desc, max(watched_on) desc limit ${TOP}`.execute(db);
  return rows;
}

/** Discs lent and borrowed (handed over in the year), credits in and out, connections made. */
export async function clubYear(db: Db, userId: string, year: number) {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const { rows } = await sql<{ lent: Num; borrowed: Num; earned: Num; spent: Num; connections: Num }>`select
      (select count(*) from loans where owner_id = ${userId}
        and handed_over_at >= ${from}::timestamptz and handed_over_at < ${to}::timestamptz) as lent,
      (select count(*) from loans where borrower_id = ${userId}
        and handed_over_at >= ${from}::timestamptz and handed_over_at < ${to}::timestamptz) as borrowed,
      (select coalesce(sum(amount) filter (where amount > 0), 0) from credit_ledger where user_id = ${userId}
        and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as earned,
      (select coalesce(-sum(amount) filter (where amount < 0), 0) from credit_ledger where user_id = ${userId}
        and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as spent,
      (select count(*) from connections where (user1_id = ${userId} or user2_id = ${userId})
        and removed_at is null and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as connections`.execute(
    db,
  );
  return rows[0]!;
}
