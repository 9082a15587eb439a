import type { Database, Db } from '@chuck/db';
import { sql, type UpdateObject } from 'kysely';

/** A pair removed or declined is not suggested again for this long (issue 27). */
const COOLDOWN_DAYS = 90;

/** A pending request or a suggestion, with the other member as a stranger may see them. */
export interface LeadRow {
  otherId: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  deletedAt: Date | null;
  movieTitle: string;
  connectionType: 'rental' | 'collection' | 'taste';
  rentalFilms: number;
  collectionFilms: number;
  requestedBy: string | null;
  at: Date;
}

/** The other member of each of `userId`'s rows, with what a lead shows of them (never a bio). */
const leadsOf = (userId: string) => sql`
  select u.id as "otherId", p.display_name as "displayName", u.first_name as "firstName",
    u.last_name as "lastName", u.profile_image_url as "profileImageUrl", u.deleted_at as "deletedAt",
    c.movie_title as "movieTitle", c.connection_type as "connectionType", c.rental_films as "rentalFilms",
    c.collection_films as "collectionFilms", c.requested_by as "requestedBy", c.status,
    c.removed_at, c.updated_at, c.last_shared_at
  from connections c
  join users u on u.id = case when c.user1_id = ${userId} then c.user2_id else c.user1_id end
  left join social_profiles p on p.user_id = u.id
  where (c.user1_id = ${userId} or c.user2_id = ${userId}) and u.deleted_at is null`;

/** Requests waiting on either side, newest first; `hidden` members (blocked either way) left out. */
export async function listPending(db: Db, userId: string, hidden: readonly string[]): Promise<LeadRow[]> {
  const { rows } = await sql<LeadRow>`
    select l.*, l.updated_at as at from (${leadsOf(userId)}) l
    where l.status = 'requested' and l."otherId" <> all(${hidden}::text[])
    order by l.updated_at desc, l."otherId"`.execute(db);
  return rows;
}

/**
 * Pairs the store found that neither has acted on: a disc both own where others can see it, or a
 * loan completed together (likes never count here: they are private). A pair removed or declined
 * in the last 90 days is left out, and so are `hidden` members.
 */
export async function listSuggestions(
  db: Db,
  userId: string,
  hidden: readonly string[],
  limit: number,
): Promise<LeadRow[]> {
  const { rows } = await sql<LeadRow>`
    select l.*, l.last_shared_at as at from (${leadsOf(userId)}) l
    where l.status = 'suggested' and l."rentalFilms" + l."collectionFilms" > 0
      and (l.removed_at is null or l.removed_at < now() - make_interval(days => ${COOLDOWN_DAYS}))
      and l."otherId" <> all(${hidden}::text[])
    order by l."rentalFilms" + l."collectionFilms" desc, l.last_shared_at desc, l."otherId"
    limit ${limit}`.execute(db);
  return rows;
}

/** Whether the pair's removal or decline is less than 90 days old. */
export function coolingDown(removedAt: Date | null, now = new Date()): boolean {
  return removedAt !== null && now.getTime() - removedAt.getTime() < COOLDOWN_DAYS * 86_400_000;
}

/** The pair's row, locked (the pair's steps go one at a time); undefined when the store never found them. */
export async function lockPair(trx: Db, user1Id: string, user2Id: string) {
  return trx
    .selectFrom('connections')
    .select([
      'id',
      'status',
      'requestedBy',
      'removedAt',
      'strength',
      'rentalFilms',
      'collectionFilms',
      'movieTitle',
      'connectionType',
    ])
    .where('user1Id', '=', user1Id)
    .where('user2Id', '=', user2Id)
    .forUpdate()
    .executeTakeFirst();
}

/** A member who has not left the store. */
export async function memberExists(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The pair's row set to `values`, as of now. */
async function updatePair(trx: Db, id: number, values: UpdateObject<Database, 'connections'>): Promise<void> {
  await trx
    .updateTable('connections')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Back to a suggestion that shares nothing: what a removal and a block both leave of the pair. */
const UNSHARED = {
  status: 'suggested',
  requestedBy: null,
  acceptedAt: null,
  strength: 0,
  rentalFilms: 0,
  collectionFilms: 0,
  tasteFilms: 0,
} as const;

/**
 * Ends the pair's connection, request or suggestion: back to a suggestion that is not shown again
 * until `removedAt` is 90 days old (it shares nothing from now on, until then).
 */
export async function removeConnection(trx: Db, id: number): Promise<void> {
  await updatePair(trx, id, { ...UNSHARED, removedAt: sql`now()` });
}

/** `by` asks the other member of the pair to connect. */
export async function markRequested(trx: Db, id: number, by: string): Promise<void> {
  await updatePair(trx, id, { status: 'requested', requestedBy: by });
}

/** Both agreed: connected from now on, whatever films they share later. */
export async function markAccepted(trx: Db, id: number): Promise<void> {
  await updatePair(trx, id, {
    status: 'accepted',
    requestedBy: null,
    acceptedAt: sql`now()`,
    removedAt: null,
  });
}

/** A block ends the pair's connection or request at once (no cooldown: the block keeps them apart). */
export async function dropConsent(trx: Db, id: number): Promise<void> {
  await updatePair(trx, id, UNSHARED);
}
