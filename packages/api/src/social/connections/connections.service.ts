import { normalizeTitle } from '@chuck/catalog';
import type { ConnectionType, Db } from '@chuck/db';
import type { Reaction } from '../../effects/events.ts';
import { notFound } from '../../errors.ts';
import { publicName } from '../../lib/display-name.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SessionUser } from '../../support/auth/auth.ts';
import { blockedPartners, isBlockedEitherWay } from '../blocks/blocks.service.ts';
import { notifyAll } from '../notifications/notifications.service.ts';
import * as repo from './connections.repository.ts';
import type { Connection, PublicProfile } from './connections.schema.ts';

/** One change connects the member with at most this many new members, the strongest first. */
export const MAX_NEW_CONNECTIONS = 25;
/** New connections stop at this many per member (a completed loan connects regardless). */
const MAX_CONNECTIONS = 200;
/** A film's most recent holders considered when looking for new connections (popular films are sampled). */
const HOLDERS_PER_FILM = 200;
/** The list shows at most this many. */
const LIST_LIMIT = 250;

/** What changed for the member: their visible discs, their likes, or a loan they completed. */
export type ConnectionChange = 'collection' | 'taste' | 'rental';

/** The same film: the normalised title and the year ('The Thing' 1982 → 'thing|1982'). */
export function titleKeyOf(title: string, year: number | null): string {
  return `${normalizeTitle(title) || title.trim().toLowerCase()}|${year ?? ''}`;
}

interface Film {
  filmKey: string;
  movieId: number | null;
  titleKey: string;
  title: string;
  since: Date;
}

/** One row per film: a catalog id where known, else the title key; a title-only copy of a known film is dropped. */
export function distinctFilms(held: readonly repo.HeldFilm[]): Film[] {
  const byKey = new Map<string, Film>();
  const catalogued = new Set<string>();
  for (const h of held) {
    const titleKey = titleKeyOf(h.title, h.year);
    if (h.movieId !== null) catalogued.add(titleKey);
    const filmKey = h.movieId === null ? `t:${titleKey}` : `m:${h.movieId}`;
    const known = byKey.get(filmKey);
    if (!known || h.since < known.since) {
      byKey.set(filmKey, { filmKey, movieId: h.movieId, titleKey, title: h.title, since: h.since });
    }
  }
  return [...byKey.values()].filter((f) => f.movieId !== null || !catalogued.has(f.titleKey));
}

/**
 * Brings the member's connections up to date after `changed` (call it in the transaction that
 * made the change, after the write). Rebuilds the member's films for that reason; when they moved
 * (or a loan completed), recounts what they share with everyone, creates new connections (each
 * side notified), updates existing ones and lapses those that share nothing any more.
 */
export async function refreshConnections(db: Db, userId: string, changed: ConnectionChange): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (changed !== 'rental' && !(await syncFilms(trx, userId, changed))) return;
    await recount(trx, userId);
  });
}

/**
 * Reads in all of the member's films once (discs and likes from before connections existed, or
 * written straight to the database) and recounts; later changes keep them current.
 */
async function syncOnce(db: Db, userId: string): Promise<void> {
  if (await repo.isSynced(db, userId)) return;
  await inTransaction(db, async (trx) => {
    const discs = await syncFilms(trx, userId, 'collection');
    const likes = await syncFilms(trx, userId, 'taste');
    if (discs || likes || (await repo.returnedLoans(trx, userId)).length) await recount(trx, userId);
    await repo.markSynced(trx, userId);
  });
}

/** Makes member_films match the member's discs or likes; false when nothing changed. */
async function syncFilms(trx: Db, userId: string, reason: repo.FilmReason): Promise<boolean> {
  const held =
    reason === 'collection' ? await repo.visibleDiscs(trx, userId) : await repo.likedFilms(trx, userId);
  const wanted = distinctFilms(held);
  const stored = await repo.memberFilms(trx, userId, reason);
  const storedKeys = new Set(stored.map((f) => f.filmKey));
  const wantedKeys = new Set(wanted.map((f) => f.filmKey));
  const added = wanted.filter((f) => !storedKeys.has(f.filmKey));
  const removed = stored.filter((f) => !wantedKeys.has(f.filmKey));
  if (!added.length && !removed.length) return false;
  await repo.lockFilms(
    trx,
    [...added, ...removed].flatMap((f) => [
      `${reason}:t:${f.titleKey}`,
      ...(f.movieId === null ? [] : [`${reason}:m:${f.movieId}`]),
    ]),
  );
  await repo.deleteMemberFilms(
    trx,
    userId,
    reason,
    removed.map((f) => f.filmKey),
  );
  await repo.insertMemberFilms(
    trx,
    added.map((f) => ({ userId, reason, ...f })),
  );
  return true;
}

const orderPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
const pairKey = (user1Id: string, user2Id: string) => `${user1Id} ${user2Id}`;

function typeOf(row: { rentalFilms: number; collectionFilms: number }): ConnectionType {
  if (row.rentalFilms > 0) return 'rental';
  return row.collectionFilms > 0 ? 'collection' : 'taste';
}

async function recount(trx: Db, userId: string): Promise<void> {
  const rentals = (await repo.returnedLoans(trx, userId)).map((loan) => ({
    otherId: loan.otherId,
    titleKey: titleKeyOf(loan.title, loan.year),
    title: loan.title,
    at: loan.returnedAt,
  }));
  const existing = await repo.lockConnectionsOf(trx, userId);
  const otherOf = (c: { user1Id: string; user2Id: string }) => (c.user1Id === userId ? c.user2Id : c.user1Id);
  // Blocked pairs and removed connections are never connected automatically (docs/product.md §3).
  const apart = new Set([
    ...(await blockedPartners(trx, userId)),
    ...existing.filter((c) => c.removedAt !== null).map(otherOf),
  ]);
  const active = existing.filter((c) => c.strength > 0 && !apart.has(otherOf(c))).map(otherOf);
  const fresh = await newcomers(trx, userId, MAX_CONNECTIONS - active.length, [...apart]);
  const others = [...new Set([...active, ...fresh, ...rentals.map((r) => r.otherId)])].filter(
    (id) => !apart.has(id),
  );
  const shared = await repo.sharedWith(trx, userId, others, rentals);
  const pairs: repo.PairStats[] = shared
    .map((row) => {
      const [user1Id, user2Id] = orderPair(userId, row.otherId);
      return {
        user1Id,
        user2Id,
        movieTitle: row.movieTitle,
        connectionType: typeOf(row),
        strength: row.strength,
        rentalFilms: row.rentalFilms,
        collectionFilms: row.collectionFilms,
        tasteFilms: row.tasteFilms,
        lastSharedAt: row.lastSharedAt,
      };
    })
    .sort((a, b) => (pairKey(a.user1Id, a.user2Id) < pairKey(b.user1Id, b.user2Id) ? -1 : 1));
  const known = new Set(existing.map((c) => pairKey(c.user1Id, c.user2Id)));
  const created = await repo.insertConnections(
    trx,
    pairs.filter((p) => !known.has(pairKey(p.user1Id, p.user2Id))),
  );
  await repo.updateConnections(trx, pairs);
  const sharing = new Set(pairs.map((p) => pairKey(p.user1Id, p.user2Id)));
  await repo.lapseConnections(
    trx,
    existing.filter((c) => c.strength > 0 && !sharing.has(pairKey(c.user1Id, c.user2Id))).map((c) => c.id),
  );
  if (created.length) await announce(trx, created);
}

/** The members to connect with next: the best candidates who have room for another connection. */
async function newcomers(trx: Db, userId: string, room: number, apart: readonly string[]): Promise<string[]> {
  const wanted = Math.min(room, MAX_NEW_CONNECTIONS);
  if (wanted <= 0) return [];
  const found = await repo.discover(trx, userId, HOLDERS_PER_FILM, wanted * 3, apart);
  const counts = await repo.activeConnectionCounts(
    trx,
    found.map((f) => f.otherId),
  );
  return found
    .filter((f) => (counts.get(f.otherId) ?? 0) < MAX_CONNECTIONS)
    .slice(0, wanted)
    .map((f) => f.otherId);
}

const WHY: Record<ConnectionType, string> = {
  rental: 'a DVD Club loan you completed together',
  collection: 'you both own it',
  taste: 'you both liked it',
};

/** Tells both members of each new connection who they are now connected with, and through what. */
async function announce(trx: Db, created: Awaited<ReturnType<typeof repo.insertConnections>>): Promise<void> {
  const profiles = await repo.publicProfiles(trx, [
    ...new Set(created.flatMap((c) => [c.user1Id, c.user2Id])),
  ]);
  const names = new Map(profiles.map((p) => [p.id, publicName(p)]));
  await notifyAll(
    trx,
    created.flatMap((c) =>
      [
        [c.user1Id, c.user2Id],
        [c.user2Id, c.user1Id],
      ].map(([me, other]) => {
        const otherName =
          names.get(other!) ?? publicName({ id: other!, displayName: null, firstName: null, lastName: null });
        return {
          userId: me!,
          type: 'new_connection',
          title: 'New Connection',
          message: `You're now connected with ${otherName} through ${c.movieTitle} (${WHY[c.connectionType]}).`,
          data: {
            movieTitle: c.movieTitle,
            connectionId: c.id,
            connectionType: c.connectionType,
            otherUserId: other,
            otherName,
          },
        };
      }),
    ),
  );
}

function toProfile(row: Omit<repo.PublicProfileRow, 'id'> & { id: string }): PublicProfile {
  return {
    id: row.id,
    displayName: publicName(row),
    profileImageUrl: row.profileImageUrl,
    bio: row.bio,
    favoriteGenres: row.favoriteGenres ?? [],
  };
}

function toConnection(row: repo.ConnectionListRow): Connection {
  return {
    id: row.id,
    user1Id: row.user1Id,
    user2Id: row.user2Id,
    otherUser: toProfile({ ...row, id: row.otherId }),
    movieTitle: row.movieTitle,
    strength: String(row.strength),
    connectionType: row.connectionType,
    sharedFilms: { rental: row.rentalFilms, collection: row.collectionFilms, taste: row.tasteFilms },
    tasteMatch: row.tasteMatch,
    createdAt: row.createdAt.toISOString(),
    lastSharedAt: row.lastSharedAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}

/** The member's connections in the order their connection preference asks for. */
export async function listConnections(db: Db, user: SessionUser): Promise<Connection[]> {
  await syncOnce(db, user.id);
  const [preference, hidden] = await Promise.all([
    repo.connectionPreferenceOf(db, user.id),
    blockedPartners(db, user.id),
  ]);
  return (await repo.listConnections(db, user.id, preference, LIST_LIMIT, hidden)).map(toConnection);
}

/**
 * Whether the two members are connected as their lists show it: a connection that shares a film or
 * has a conversation, not removed, with neither blocking the other.
 */
export async function areConnected(db: Db, userId: string, otherId: string): Promise<boolean> {
  if (userId === otherId) return false;
  const row = await repo.findPair(db, ...orderPair(userId, otherId));
  if (!row || row.removedAt !== null || (row.strength === 0 && row.lastMessageAt === null)) return false;
  return !(await isBlockedEitherWay(db, userId, otherId));
}

export const CONNECTION_NOT_FOUND = 'Connection not found';

/**
 * 'Remove connection' (docs/product.md §3): the connection leaves both lists and is not renewed
 * automatically until either member messages the other again. Nobody is told.
 */
export async function removeConnection(db: Db, userId: string, memberId: string) {
  if (!(await areConnected(db, userId, memberId))) throw notFound(CONNECTION_NOT_FOUND);
  await inTransaction(db, async (trx) => {
    const row = await repo.findPair(trx, ...orderPair(userId, memberId));
    if (row) await repo.removeConnection(trx, row.id);
  });
  return { memberId, removed: true as const };
}

/** A block (docs/product.md §3 'Member block'): the pair's connection lapses at once. */
export const separateMembers: Reaction<'member.blocked'> = async (trx, { blockerId, blockedId }) => {
  const row = await repo.findPair(trx, ...orderPair(blockerId, blockedId));
  if (row && row.strength > 0) await repo.lapseConnections(trx, [row.id]);
};

/** The member's connection `id`; undefined when it is not theirs (others' conversations stay unseen). */
export function findMembership(db: Db, id: number, userId: string) {
  return repo.findMembership(db, id, userId);
}

/**
 * A message was sent by `senderId`: the conversation sorts by its latest message, and a removed
 * connection is back (and may be renewed automatically again, starting now).
 */
export async function touchConversation(trx: Db, id: number, at: Date, senderId: string): Promise<void> {
  if (await repo.touchConversation(trx, id, at)) await recount(trx, senderId);
}

/** The name other members see for `user`. */
export async function publicNameOf(db: Db, user: SessionUser): Promise<string> {
  const [profile] = await repo.publicProfiles(db, [user.id]);
  return publicName(profile ?? { ...user, displayName: null });
}

// Flair rewards connections.
export { countActiveConnections } from './connections.repository.ts';
