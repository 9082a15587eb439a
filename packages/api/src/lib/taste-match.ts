import { type RawBuilder, sql } from 'kysely';

// docs/product.md §3 'Taste match': how alike two members' judgements of films are, 0-100. The
// members page and the connections list both read it, so the one query that computes it lives here.

/** Fewer films rated by both than this, and there is no score. */
const TASTE_MATCH_MIN_SHARED = 5;
/** Neutral films added to every comparison: a few shared films cannot make a 0 or a 100. */
const SHRINK = 5;

/**
 * A member's judgement of each film, as x = +1 (liked), 0 (neither: 2½-3 stars) or -1 (disliked),
 * read from: the seen list's thumbs first (the member's own record of having watched it; a seen film
 * without a rating judges nothing), then thumbs on the film by title, then thumbs on one of Chuck's
 * picks. 'Not interested' says nothing about taste and is skipped. Literal ranks and statuses keep
 * each branch on its (user_id, ...) index.
 */
function judgements(members: RawBuilder<unknown>, films?: RawBuilder<unknown>) {
  const onlyFilms = (column: string) => (films ? sql`and ${sql.ref(column)} in (${films})` : sql``);
  return sql`select distinct on (user_id, movie_id) user_id, movie_id, x from (
      select user_id, movie_id,
          case user_rating when 'thumbs_up' then 1 when 'thumbs_down' then -1 else 0 end as x, 1 as rank
        from seen_items
        where user_id in (${members}) and (user_rating is not null or stars_halves is not null)
          ${onlyFilms('movie_id')}
      union all
      select user_id, movie_id, case when rating = 'thumbs_up' then 1 else -1 end, 2
        from movie_ratings
        where user_id in (${members}) and movie_id is not null and rating in ('thumbs_up', 'thumbs_down')
          ${onlyFilms('movie_id')}
      union all
      select user_id, movie_id, case when user_rating = 'thumbs_up' then 1 else -1 end, 3
        from recommendations
        where user_id in (${members}) and user_rating in ('thumbs_up', 'thumbs_down') ${onlyFilms('movie_id')}
    ) judged
    order by user_id, movie_id, rank`;
}

/**
 * One row per member of `others` who rated a film the viewer rated too (snake_case columns, to be
 * used as a subquery): `member_id`, `shared_films` (films both rated) and `taste_match`.
 *
 * For each shared film the agreement is 1 - |x_viewer - x_other| / 2 (1 when both liked or both
 * disliked it, 0 when one liked what the other did not); the score is the mean agreement shrunk
 * toward 50 by SHRINK neutral films, as a whole percent: (Σ agreement + SHRINK/2) / (n + SHRINK).
 * It is null while fewer than TASTE_MATCH_MIN_SHARED films are shared.
 */
export function tasteMatchesOf(viewerId: string, others: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(
    with mine as (
      select movie_id, x from (${judgements(sql`${viewerId}`)}) v
    ),
    theirs as (
      select user_id, movie_id, x from (${judgements(others, sql`select movie_id from mine`)}) o
      where user_id <> ${viewerId}
    )
    select t.user_id as member_id,
      count(*)::int as shared_films,
      case when count(*) < ${sql.lit(TASTE_MATCH_MIN_SHARED)} then null
        else round(100 * (sum(1 - abs(m.x - t.x) / 2.0) + ${sql.lit(SHRINK / 2)})
          / (count(*) + ${sql.lit(SHRINK)}))::int
      end as taste_match
    from theirs t join mine m on m.movie_id = t.movie_id
    group by t.user_id
  )`;
}
