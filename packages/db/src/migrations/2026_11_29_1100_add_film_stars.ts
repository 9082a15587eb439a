import { type Kysely, sql } from 'kysely';

// Issue 29: one rating per film, in half stars, independent of the diary. It lives on the seen
// list (a rated film has been seen) as a count of halves, 1-10 like the diary's, null = not rated;
// `rated_on` is the day it was given (Letterboxd's ratings.csv `Date`); `from_thumbs` marks a rating
// a thumb gave (4 or 2 stars), which a later thumb may change and a star rating never is. The thumbs column stays for
// its readers (recommendations, taste match, Double Feature) and is derived from the stars from now on.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table seen_items
    add column stars_halves smallint check (stars_halves between 1 and 10),
    add column rated_on date,
    add column from_thumbs boolean not null default false`.execute(db);
  await moveRatingsIn(db);
}

/** Gives every seen film a rating from what it has today (exported for its test). */
export async function moveRatingsIn(db: Kysely<any>): Promise<void> {
  // Today's judgements moved in: the latest rated diary entry of the film, else its thumbs as 4 or 2
  // stars (what the export has always written for them, so nothing a member exported reads differently).
  await sql`update seen_items s set stars_halves = coalesce(
      (select d.rating_halves from diary_entries d
        where d.user_id = s.user_id and d.movie_id = s.movie_id and d.rating_halves is not null
        order by d.watched_on desc, d.id desc limit 1),
      case s.user_rating when 'thumbs_up' then 8 else 4 end),
    from_thumbs = not exists (select 1 from diary_entries d
      where d.user_id = s.user_id and d.movie_id = s.movie_id and d.rating_halves is not null)`.execute(db);
  // Thumbs follow the stars: 3½ and up liked, 2 and below disliked; 2½-3 keep the thumbs they had.
  await sql`update seen_items set user_rating = case
      when stars_halves >= 7 then 'thumbs_up' when stars_halves <= 4 then 'thumbs_down' else user_rating end`.execute(
    db,
  );
}
