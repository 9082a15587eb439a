import type { ConnectionPreference, ConnectionType, Database, Db } from '@chuck/db';
import { type Insertable, sql } from 'kysely';
import { tasteMatchesOf } from '../../lib/taste-match.ts';

export type FilmReason = 'collection' | 'taste';

/** A film as a member holds it: a disc or a like, with when they got it. */
export interface HeldFilm {
  movieId: number | null;
  title: string;
  year: number | null;
  since: Date;
}

/** Discs other members can see (public or rentable): private ones never connect anyone. */
export async function visibleDiscs(db: Db, userId: string): Promise<HeldFilm[]> {
  return db
    .selectFrom('physicalMedia')
    .select(['movieId', 'title', 'year', 'createdAt as since'])
    .where('ownerId', '=', userId)
    .where('visibility', '<>', 'private')
    .execute();
}

/**
 * Films the member likes: a thumbs up on their seen list, or, for films not on it (rated as a
 * visitor, or free text), a thumbs-up rating. The seen list wins where both exist.
 */
export async function likedFilms(db: Db, userId: string): Promise<HeldFilm[]> {
  const { rows } = await sql<HeldFilm>`
    select movie_id as "movieId", title, year, updated_at as since
    from seen_items where user_id = ${userId} and user_rating = 'thumbs_up'
    union all
    select r.movie_id, coalesce(m.title, r.movie_title), m.year, r.updated_at
    from movie_ratings r
    left join movies m on m.id = r.movie_id
    where r.user_id = ${userId} and r.rating = 'thumbs_up'
      and (r.movie_id is null or not exists (
        select 1 from seen_items s where s.user_id = r.user_id and s.movie_id = r.movie_id))`.execute(db);
  return rows;
}

export interface ReturnedLoan {
  otherId: string;
  title: string;
  year: number | null;
  returnedAt: Date;
}

/** Loans the member completed (the disc came back), lending or borrowing. */
export async function returnedLoans(db: Db, userId: string): Promise<ReturnedLoan[]> {
  const { rows } = await sql<ReturnedLoan>`
    select case when owner_id = ${userId} then borrower_id else owner_id end as "otherId",
      title, year, coalesce(returned_at, updated_at) as "returnedAt"
    from loans
    where status = 'returned' and (owner_id = ${userId} or borrower_id = ${userId})`.execute(db);
  return rows;
}

export async function memberFilms(db: Db, userId: string, reason: FilmReason) {
  return db
    .selectFrom('memberFilms')
    .select(['filmKey', 'movieId', 'titleKey', 'title', 'since'])
    .where('userId', '=', userId)
    .where('reason', '=', reason)
    .execute();
}

/**
 * Serialises changes to the same films (in a stable order, so two writers never deadlock): a
 * member liking a film waits for another member's like of it to commit, then sees it.
 */
export async function lockFilms(trx: Db, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  const sorted = [...new Set(keys)].sort();
  await sql`select count(pg_advisory_xact_lock(hashtextextended(k, 0)))
    from (select unnest(${sorted}::text[]) as k order by 1) keys`.execute(trx);
}

export async function insertMemberFilms(trx: Db, rows: Insertable<Database['memberFilms']>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('memberFilms')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['userId', 'reason', 'filmKey']).doNothing())
      .execute();
  }
}

export async function deleteMemberFilms(
  trx: Db,
  userId: string,
  reason: FilmReason,
  filmKeys: readonly string[],
): Promise<void> {
  if (!filmKeys.length) return;
  await trx
    .deleteFrom('memberFilms')
    .where('userId', '=', userId)
    .where('reason', '=', reason)
    .where('filmKey', 'in', filmKeys)
    .execute();
}

export async function isSynced(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberFilmSyncs')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function markSynced(trx: Db, userId: string): Promise<void> {
  await trx
    .insertInto('memberFilmSyncs')
    .values({ userId })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

export interface RentalFact {
  otherId: string;
  titleKey: string;
  title: string;
  at: Date;
}

/** What the member shares with one other member now. */
export interface SharedRow {
  otherId: string;
  strength: number;
  rentalFilms: number;
  collectionFilms: number;
  tasteFilms: number;
  lastSharedAt: Date;
  movieTitle: string;
}

/**
 * Members the member has no pair with yet who own the most of the member's discs (those others can
 * see), among each film's `perFilm` most recent holders (a film thousands own is sampled, not
 * scanned): the candidates for new suggestions, best first. Likes never find anyone: the seen list
 * is private, and a suggestion through a like would tell a stranger what the member rated.
 */
export async function discover(
  db: Db,
  userId: string,
  perFilm: number,
  limit: number,
  excluded: readonly string[],
): Promise<{ otherId: string; shared: number }[]> {
  const { rows } = await sql<{ otherId: string; shared: number }>`
    with mine as (
      select reason, movie_id, title_key, since from member_films
      where user_id = ${userId} and reason = 'collection'
    ),
    holders as (
      select o.user_id, m.title_key as film, greatest(m.since, o.since) as at
      from mine m cross join lateral (
        select user_id, since from member_films o
        where o.reason = m.reason and o.movie_id = m.movie_id and o.user_id <> ${userId}
        order by o.since desc limit ${perFilm}) o
      where m.movie_id is not null
      union all
      select o.user_id, m.title_key, greatest(m.since, o.since)
      from mine m cross join lateral (
        select user_id, since from member_films o
        where o.reason = m.reason and o.title_key = m.title_key and o.user_id <> ${userId}
        order by o.since desc limit ${perFilm}) o
    )
    select h.user_id as "otherId", count(distinct h.film)::int as shared
    from holders h
    where h.user_id <> all(${excluded}::text[]) and not exists (
      select 1 from connections c
      where c.strength > 0 and ((c.user1_id = ${userId} and c.user2_id = h.user_id)
        or (c.user2_id = ${userId} and c.user1_id = h.user_id)))
    group by h.user_id
    order by shared desc, max(h.at) desc, h.user_id
    limit ${limit}`.execute(db);
  return rows;
}

/** How many members each of `userIds` is connected with now. */
export async function activeConnectionCounts(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const { rows } = await sql<{ userId: string; n: number }>`
    select user_id as "userId", count(*)::int as n from (
      select user1_id as user_id from connections where strength > 0 and user1_id = any(${userIds}::text[])
      union all
      select user2_id from connections where strength > 0 and user2_id = any(${userIds}::text[])
    ) ends group by user_id`.execute(db);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/**
 * Exactly what the member shares with each of `others`, counted per film (by title key) and per
 * reason; the film named is the most recent of the strongest reason (rental, collection, taste).
 * Members who share nothing are left out.
 */
export async function sharedWith(
  db: Db,
  userId: string,
  others: readonly string[],
  rentals: readonly RentalFact[],
): Promise<SharedRow[]> {
  if (!others.length) return [];
  const { rows } = await sql<SharedRow>`
    with mine as (
      select reason, movie_id, title_key, title, since from member_films where user_id = ${userId}
    ),
    theirs as (
      select user_id, reason, movie_id, title_key, since from member_films
      where user_id = any(${others}::text[])
    ),
    matches as (
      select t.user_id as other, m.reason, m.title_key as film, m.title, greatest(m.since, t.since) as at
      from mine m join theirs t on t.reason = m.reason and t.movie_id = m.movie_id
      union all
      select t.user_id, m.reason, m.title_key, m.title, greatest(m.since, t.since)
      from mine m join theirs t on t.reason = m.reason and t.title_key = m.title_key
      union all
      select r.other, 'rental', r.title_key, r.title, r.at
      from jsonb_to_recordset(${JSON.stringify(
        rentals.map((r) => ({
          other: r.otherId,
          title_key: r.titleKey,
          title: r.title,
          at: r.at.toISOString(),
        })),
      )}::jsonb)
        as r(other text, title_key text, title text, at timestamptz)
    )
    select other as "otherId",
      count(distinct film)::int as strength,
      (count(distinct film) filter (where reason = 'rental'))::int as "rentalFilms",
      (count(distinct film) filter (where reason = 'collection'))::int as "collectionFilms",
      (count(distinct film) filter (where reason = 'taste'))::int as "tasteFilms",
      max(at) as "lastSharedAt",
      (array_agg(title order by case reason when 'rental' then 0 when 'collection' then 1 else 2 end,
        at desc))[1] as "movieTitle"
    from matches group by other`.execute(db);
  return rows;
}

/** The member's connections, locked in id order (every writer locks in the same order). */
export async function lockConnectionsOf(trx: Db, userId: string) {
  return trx
    .selectFrom('connections')
    .select(['id', 'user1Id', 'user2Id', 'strength', 'removedAt', 'status', 'rentalFilms', 'collectionFilms'])
    .where((eb) => eb.or([eb('user1Id', '=', userId), eb('user2Id', '=', userId)]))
    .orderBy('id')
    .forUpdate()
    .execute();
}

export interface PairStats {
  user1Id: string;
  user2Id: string;
  movieTitle: string;
  connectionType: ConnectionType;
  strength: number;
  rentalFilms: number;
  collectionFilms: number;
  tasteFilms: number;
  lastSharedAt: Date;
}

/** Stores pairs the store found (as suggestions); returns the ones this call created. */
export async function insertConnections(trx: Db, pairs: readonly PairStats[]) {
  if (!pairs.length) return [];
  return trx
    .insertInto('connections')
    .values(pairs.map((p) => ({ ...p })))
    .onConflict((oc) => oc.columns(['user1Id', 'user2Id']).doNothing())
    .returning(['id', 'user1Id', 'user2Id', 'movieTitle', 'connectionType'])
    .execute();
}

/** Writes what each pair shares now. */
export async function updateConnections(trx: Db, pairs: readonly PairStats[]): Promise<void> {
  if (!pairs.length) return;
  await sql`
    update connections c set
      movie_title = v.movie_title, connection_type = v.connection_type, strength = v.strength,
      rental_films = v.rental_films, collection_films = v.collection_films, taste_films = v.taste_films,
      last_shared_at = v.last_shared_at, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(
      pairs.map((p) => ({
        user1_id: p.user1Id,
        user2_id: p.user2Id,
        movie_title: p.movieTitle,
        connection_type: p.connectionType,
        strength: p.strength,
        rental_films: p.rentalFilms,
        collection_films: p.collectionFilms,
        taste_films: p.tasteFilms,
        last_shared_at: p.lastSharedAt.toISOString(),
      })),
    )}::jsonb) as v(user1_id text, user2_id text, movie_title text, connection_type text, strength int,
      rental_films int, collection_films int, taste_films int, last_shared_at timestamptz)
    where c.user1_id = v.user1_id and c.user2_id = v.user2_id
      -- Unchanged pairs are not rewritten (JSON carries milliseconds, the column microseconds).
      and (c.strength, c.rental_films, c.collection_films, c.taste_films, c.movie_title,
          date_trunc('milliseconds', c.last_shared_at))
        is distinct from
        (v.strength, v.rental_films, v.collection_films, v.taste_films, v.movie_title, v.last_shared_at)`.execute(
    trx,
  );
}

/** Pairs that share nothing any more: kept (their conversation stays) with strength 0. */
export async function lapseConnections(trx: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await trx
    .updateTable('connections')
    .set({ strength: 0, rentalFilms: 0, collectionFilms: 0, tasteFilms: 0, updatedAt: sql`now()` })
    .where('id', 'in', ids)
    .execute();
}

/** What members see of each other: user `u` and social profile `p`. */
const PROFILE_COLUMNS = [
  'u.firstName',
  'u.lastName',
  'u.profileImageUrl',
  'p.displayName',
  'p.bio',
  'p.favoriteGenres',
  // A deleted member is named 'a former member' (lib/display-name.ts).
  'u.deletedAt',
] as const;

/** How members are named and shown to each other. */
export async function publicProfiles(db: Db, userIds: readonly string[]) {
  if (!userIds.length) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('socialProfiles as p', 'p.userId', 'u.id')
    .select(['u.id', ...PROFILE_COLUMNS])
    .where('u.id', 'in', userIds)
    .execute();
}
export type PublicProfileRow = Awaited<ReturnType<typeof publicProfiles>>[number];

export async function connectionPreferenceOf(db: Db, userId: string): Promise<ConnectionPreference> {
  const row = await db
    .selectFrom('socialProfiles')
    .select('connectionPreference')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.connectionPreference ?? 'any';
}

/**
 * The order a member's connections are listed in, by their connection preference: the highest
 * taste match first (similar_taste); the lowest taste match first, then the discs and loans shared
 * with members of other tastes (different_taste); members without a taste match yet after those;
 * or simply the strongest, most recent (any). The taste match is lib/taste-match.ts's (`t`).
 */
const ORDER: Record<ConnectionPreference, ReturnType<typeof sql>> = {
  similar_taste: sql`t.taste_match desc nulls last, c.taste_films desc, c.strength desc, c.last_shared_at desc,
    c.id desc`,
  different_taste: sql`t.taste_match asc nulls last, (c.rental_films + c.collection_films > 0) desc,
    c.taste_films asc, c.strength desc, c.last_shared_at desc, c.id desc`,
  any: sql`c.strength desc, c.last_shared_at desc, c.id desc`,
};

/**
 * Accepted connections, with the other member's profile and taste match; those with `hidden`
 * members (blocked either way) are left out.
 */
export async function listConnections(
  db: Db,
  userId: string,
  preference: ConnectionPreference,
  limit: number,
  hidden: readonly string[],
) {
  return db
    .selectFrom('connections as c')
    .innerJoin('users as u', (join) =>
      join.on(sql<boolean>`u.id = case when c.user1_id = ${userId} then c.user2_id else c.user1_id end`),
    )
    .leftJoin('socialProfiles as p', 'p.userId', 'u.id')
    .leftJoin(tasteMatchesOf(userId, connectedTo(userId)).as('t'), (join) =>
      join.on(sql<boolean>`t.member_id = u.id`),
    )
    .selectAll('c')
    .select(['u.id as otherId', ...PROFILE_COLUMNS, sql<number | null>`t.taste_match`.as('tasteMatch')])
    .where((eb) => eb.or([eb('c.user1Id', '=', userId), eb('c.user2Id', '=', userId)]))
    .where('c.status', '=', 'accepted')
    .where(sql<boolean>`u.id <> all(${hidden}::text[])`)
    .orderBy(ORDER[preference])
    .limit(limit)
    .execute();
}
export type ConnectionListRow = Awaited<ReturnType<typeof listConnections>>[number];

/** The members `userId` is connected with (the taste match is computed for these only). */
const connectedTo = (userId: string) =>
  sql`select case when cc.user1_id = ${userId} then cc.user2_id else cc.user1_id end
    from connections cc where (cc.user1_id = ${userId} or cc.user2_id = ${userId}) and cc.status = 'accepted'`;

/** The connection, when `userId` is one of its two members. */
export async function findMembership(db: Db, id: number, userId: string) {
  return db
    .selectFrom('connections')
    .select(['id', 'user1Id', 'user2Id', 'movieTitle'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('user1Id', '=', userId), eb('user2Id', '=', userId)]))
    .executeTakeFirst();
}

/** The conversation's latest message: the list of conversations sorts by it. */
export async function touchConversation(trx: Db, id: number, at: Date): Promise<void> {
  await trx.updateTable('connections').set({ lastMessageAt: at }).where('id', '=', id).execute();
}

/** The pair's row, whatever its state; undefined when the store never found or joined them. */
export async function findPair(db: Db, user1Id: string, user2Id: string) {
  return db
    .selectFrom('connections')
    .select(['id', 'status'])
    .where('user1Id', '=', user1Id)
    .where('user2Id', '=', user2Id)
    .executeTakeFirst();
}

/** Members the member is connected with (both accepted). */
export async function countActiveConnections(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('connections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('user1Id', '=', userId), eb('user2Id', '=', userId)]))
    .where('status', '=', 'accepted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
