import { normalizeTitle } from '@chuck/catalog';
import type { ConnectionType, Db } from '@chuck/db';
import { publicName } from '../../lib/display-name.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { blockedPartners, isBlockedEitherWay } from '../blocks/blocks.service.ts';
import { notifyAll } from '../notifications/notifications.service.ts';
import { coolingDown, type LeadRow, listPending, listSuggestions } from './connection-requests.repository.ts';
import * as repo from './connections.repository.ts';
import type { Connection, ConnectionLead, ConnectionsOverview, PublicProfile } from './connections.schema.ts';

/** One change suggests at most this many new members, the strongest first. */
export const MAX_NEW_CONNECTIONS = 25;
/** New suggestions stop at this many pairs per member (a completed loan is suggested regardless). */
const MAX_CONNECTIONS = 200;
/** A film's most recent holders considered when looking for new connections (popular films are sampled). */
const HOLDERS_PER_FILM = 200;
/** The list shows at most this many connections, and this many suggestions. */
const LIST_LIMIT = 250;
const SUGGESTION_LIMIT = 50;

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
 * Brings the member's pairs up to date after `changed` (call it in the transaction that made the
 * change, after the write). Rebuilds the member's films for that reason; when they moved (or a loan
 * completed), recounts what they share with everyone, suggests new pairs (the other member is
 * asked), updates existing ones and lapses those that share nothing any more. Nobody is connected
 * here: only a request accepted connects (issue 27).
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

export const orderPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
const pairKey = (user1Id: string, user2Id: string) => `${user1Id} ${user2Id}`;

function typeOf(row: { rentalFilms: number; collectionFilms: number }): ConnectionType {
  if (row.rentalFilms > 0) return 'rental';
  return row.collectionFilms > 0 ? 'collection' : 'taste';
}

/** Recounts what the member shares with everyone they have a pair with, and finds new suggestions. */
export async function recount(trx: Db, userId: string): Promise<void> {
  const rentals = (await repo.returnedLoans(trx, userId)).map((loan) => ({
    otherId: loan.otherId,
    titleKey: titleKeyOf(loan.title, loan.year),
    title: loan.title,
    at: loan.returnedAt,
  }));
  const existing = await repo.lockConnectionsOf(trx, userId);
  const otherOf = (c: { user1Id: string; user2Id: string }) => (c.user1Id === userId ? c.user2Id : c.user1Id);
  // Blocked pairs, and suggestions removed or declined in the last 90 days, are left alone
  // (docs/product.md §3 'Connection request').
  const apart = new Set([
    ...(await blockedPartners(trx, userId)),
    ...existing.filter((c) => c.status === 'suggested' && coolingDown(c.removedAt)).map(otherOf),
  ]);
  const active = existing
    .filter((c) => (c.strength > 0 || c.status !== 'suggested') && !apart.has(otherOf(c)))
    .map(otherOf);
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
  const known = new Map(existing.map((c) => [pairKey(c.user1Id, c.user2Id), c]));
  await repo.insertConnections(
    trx,
    pairs.filter((p) => !known.has(pairKey(p.user1Id, p.user2Id))),
  );
  await repo.updateConnections(trx, pairs);
  const sharing = new Set(pairs.map((p) => pairKey(p.user1Id, p.user2Id)));
  await repo.lapseConnections(
    trx,
    existing.filter((c) => c.strength > 0 && !sharing.has(pairKey(c.user1Id, c.user2Id))).map((c) => c.id),
  );
  // A pair becomes a suggestion when it first shares something others can see (a disc, a loan).
  const suggested = pairs.filter((p) => {
    const before = known.get(pairKey(p.user1Id, p.user2Id));
    const shownBefore = before ? before.rentalFilms + before.collectionFilms > 0 : false;
    return (
      (before?.status ?? 'suggested') === 'suggested' && !shownBefore && p.rentalFilms + p.collectionFilms > 0
    );
  });
  if (suggested.length) await suggest(trx, userId, suggested);
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

/** docs/product.md §3 'Connection request': why the two might connect, as a question. */
export function connectQuestion(type: ConnectionType, movieTitle: string): string {
  const why: Record<ConnectionType, string> = {
    rental: `You completed a loan of ${movieTitle} together`,
    collection: `You both own ${movieTitle}`,
    taste: `You both liked ${movieTitle}`,
  };
  return `${why[type]} — connect?`;
}

/** The names members are shown by, for `userIds`. */
export async function publicNames(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const profiles = await repo.publicProfiles(db, [...new Set(userIds)]);
  const names = new Map(profiles.map((p) => [p.id, publicName(p)]));
  for (const id of userIds) {
    if (!names.has(id)) names.set(id, publicName({ id, displayName: null, firstName: null, lastName: null }));
  }
  return names;
}

/**
 * Asks the other member of each new suggestion whether to connect (the member whose change found
 * it sees it on their Connections tab): 'You both own The Thing — connect?', with Accept and Ignore.
 */
async function suggest(trx: Db, userId: string, pairs: readonly repo.PairStats[]): Promise<void> {
  const otherOf = (p: repo.PairStats) => (p.user1Id === userId ? p.user2Id : p.user1Id);
  const names = await publicNames(trx, [userId]);
  const name = names.get(userId)!;
  await notifyAll(
    trx,
    pairs.map((p) => ({
      userId: otherOf(p),
      type: 'connection_suggested' as const,
      title: `Connect with ${name}?`,
      message: connectQuestion(p.connectionType, p.movieTitle),
      data: {
        movieTitle: p.movieTitle,
        connectionType: p.connectionType,
        otherUserId: userId,
        otherName: name,
      },
    })),
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

/** A request or suggestion: the other member by name and picture only (no bio until connected). */
function toLead(row: LeadRow): ConnectionLead {
  return {
    member: {
      id: row.otherId,
      displayName: publicName({ ...row, id: row.otherId }),
      profileImageUrl: row.profileImageUrl,
    },
    movieTitle: row.movieTitle,
    connectionType: row.connectionType,
    strength: String(row.rentalFilms + row.collectionFilms),
    at: row.at.toISOString(),
  };
}

/**
 * The Connections tab: the member's connections in the order their connection preference asks
 * for, the requests waiting on either side, and the suggestions neither has acted on.
 */
export async function listConnections(db: Db, user: SessionUser): Promise<ConnectionsOverview> {
  await syncOnce(db, user.id);
  const [preference, hidden] = await Promise.all([
    repo.connectionPreferenceOf(db, user.id),
    blockedPartners(db, user.id),
  ]);
  const [connections, pending, suggestions] = await Promise.all([
    repo.listConnections(db, user.id, preference, LIST_LIMIT, hidden),
    listPending(db, user.id, hidden),
    listSuggestions(db, user.id, hidden, SUGGESTION_LIMIT),
  ]);
  return {
    connections: connections.map(toConnection),
    pending: {
      incoming: pending.filter((r) => r.requestedBy !== user.id).map(toLead),
      outgoing: pending.filter((r) => r.requestedBy === user.id).map(toLead),
    },
    suggestions: suggestions.map(toLead),
  };
}

/**
 * THE rule for who counts as connected (the 'connections only' pages, messages outside a loan,
 * taste match, Double Feature): both accepted, and neither blocks the other.
 */
export async function areConnected(db: Db, userId: string, otherId: string): Promise<boolean> {
  if (userId === otherId) return false;
  const row = await repo.findPair(db, ...orderPair(userId, otherId));
  if (row?.status !== 'accepted') return false;
  return !(await isBlockedEitherWay(db, userId, otherId));
}

export const CONNECTION_NOT_FOUND = 'Connection not found';

/** The member's connection `id`; undefined when it is not theirs (others' conversations stay unseen). */
export function findMembership(db: Db, id: number, userId: string) {
  return repo.findMembership(db, id, userId);
}

/** A message was sent: the conversation sorts by its latest message (it never reconnects anyone). */
export async function touchConversation(trx: Db, id: number, at: Date): Promise<void> {
  await repo.touchConversation(trx, id, at);
}

/** The name other members see for `user`. */
export async function publicNameOf(db: Db, user: SessionUser): Promise<string> {
  const [profile] = await repo.publicProfiles(db, [user.id]);
  return publicName(profile ?? { ...user, displayName: null });
}

// Flair rewards connections.
export { countActiveConnections } from './connections.repository.ts';
