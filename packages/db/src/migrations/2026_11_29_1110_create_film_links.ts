import { type Kysely, sql } from 'kysely';

// Issue 29: what a Letterboxd or IMDb file says about a film, kept so the export writes it back as it
// came: the Letterboxd URI and IMDb id, the file's own title and year (Letterboxd's 'Casablanca' 1942
// where the catalog has 1941), and the days watched.csv and watchlist.csv give. One row per member
// and catalog film, written by imports only. A diary entry keeps its own URI and logged `Date`.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table film_links (
    user_id text not null references users (id) on delete cascade,
    movie_id integer not null,
    letterboxd_uri text,
    imdb_const text,
    title text,
    year integer,
    watched_on date,
    listed_on date,
    primary key (user_id, movie_id)
  )`.execute(db);
  await sql`alter table diary_entries add column logged_on date, add column letterboxd_uri text`.execute(db);
}
