import { type Kysely, sql } from 'kysely';

// Issue 29: a seen film's thumbs are derived from its one star rating: 3½ stars and up liked, 2 and
// below disliked, 2½-3 and no rating neither (null). 2026_11_29_1100 kept the old thumbs in the middle;
// here the column allows null and every row is set from its stars, so recommendations, the taste match
// and Double Feature read the same judgement the screens show. The rule's code is seen's film-rating.ts.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table seen_items alter column user_rating drop not null`.execute(db);
  await deriveThumbs(db);
}

/** Sets every seen film's thumbs from its stars (exported for its test). */
export async function deriveThumbs(db: Kysely<any>): Promise<void> {
  await sql`update seen_items set user_rating = case
      when stars_halves >= 7 then 'thumbs_up' when stars_halves <= 4 then 'thumbs_down' end
    where user_rating is distinct from case
      when stars_halves >= 7 then 'thumbs_up' when stars_halves <= 4 then 'thumbs_down' end`.execute(db);
}
