import type { Db, DiscCondition, DiscVisibility } from '@chuck/db';
import type { WriteDeps } from '../../context.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { nameOf } from '../../lib/display-name.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { assertMayLend } from '../../support/identity/member-standing.service.ts';
import { balanceOf } from '../credits/credits.service.ts';
import * as media from './dvd-club.repository.ts';
import {
  type CollectionItem,
  type CollectionSummary,
  type CreateItemInput,
  DISC_FORMATS,
  type UpdateItemInput,
} from './dvd-club.schema.ts';

/** A generous ceiling that keeps one account from filling the shelf (and the database) by script. */
const MAX_COLLECTION_SIZE = 5000;

export type LockedDisc = media.LockedItem;

const ITEM_NOT_FOUND = 'Movie not found in the collection';

function toItem(row: media.ItemRow): CollectionItem {
  return {
    id: row.id,
    title: row.title,
    year: row.year,
    director: row.director,
    genre: row.genre,
    runtimeMinutes: row.runtimeMinutes,
    format: row.format,
    condition: row.condition,
    visibility: row.visibility,
    notes: row.notes,
    ownerId: row.ownerId,
    ownerName: nameOf(row, 'owner'),
    movieId: row.movieId,
    posterUrl: row.posterUrl,
    onLoan: Boolean(row.onLoan),
    lostAt: row.lostAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How many discs the member owns. */
export function countDiscs(db: Db, ownerId: string): Promise<number> {
  return media.countByOwner(db, ownerId);
}

export async function listOwn(db: Db, user: SessionUser): Promise<CollectionItem[]> {
  return (await media.listByOwner(db, user.id)).map(toItem);
}

/** The discs others may see. */
const SHOWN = ['rentable', 'public'] as const;

/** How many of the member's discs others may see (rentable and public): the member page's count. */
export function countShown(db: Db, ownerId: string): Promise<number> {
  return media.countByOwner(db, ownerId, SHOWN);
}

/** The member's discs that others may see (rentable and public), newest first. */
export async function listShown(db: Db, userId: string): Promise<CollectionItem[]> {
  return (await media.listByOwner(db, userId, SHOWN)).map(toItem);
}

const collectionChanged = (userId: string) => ({ type: 'collection.changed', userId }) as const;
/** docs/product.md §3 'Shelf alert': watchers of the film hear about a disc newly rentable. */
const onShelf = (discId: number, ownerId: string) => ({ type: 'disc.on-shelf', discId, ownerId }) as const;

export async function addItem(
  { db, effects }: WriteDeps,
  user: SessionUser,
  input: CreateItemInput,
): Promise<CollectionItem> {
  if (input.visibility === 'rentable') await assertMayLend(db, user.id);
  if ((await media.countByOwner(db, user.id)) >= MAX_COLLECTION_SIZE) {
    throw conflict(`Your collection is full (${MAX_COLLECTION_SIZE} movies). Remove a movie to add another.`);
  }
  const id = await inTransaction(db, async (trx) => {
    const id = await media.insertItem(trx, {
      ownerId: user.id,
      title: input.title,
      year: input.year ?? null,
      director: input.director ?? null,
      genre: input.genre ?? null,
      runtimeMinutes: input.runtimeMinutes ?? null,
      format: input.format,
      condition: input.condition,
      visibility: input.visibility,
      notes: input.notes ?? null,
      movieId: input.movieId ?? null,
      posterUrl: input.posterUrl ?? null,
    });
    // Others can see it: members who own the same film are now connected with this one.
    if (input.visibility !== 'private') await effects.emit(trx, collectionChanged(user.id));
    if (input.visibility === 'rentable') await effects.emit(trx, onShelf(id, user.id));
    return id;
  });
  return toItem((await media.findById(db, id))!);
}

/** One disc, as `viewer` may see it: a private disc is its owner's alone (404 for anyone else). */
export async function getItem(db: Db, viewer: SessionUser | null, id: number): Promise<CollectionItem> {
  const row = await media.findVisible(db, id, viewer?.id ?? null);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return toItem(row);
}

export async function updateItem(
  { db, effects }: WriteDeps,
  user: SessionUser,
  input: UpdateItemInput,
): Promise<CollectionItem> {
  const { id, format, condition, visibility: next, notes } = input;
  // Absent fields stay as they are (Kysely leaves undefined values out of the update).
  const changes = { format, condition, visibility: next, notes };
  if (Object.values(changes).every((value) => value === undefined)) {
    throw invalid('Nothing to update: send format, condition, visibility or notes.');
  }
  if (next === 'rentable') await assertMayLend(db, user.id);
  await inTransaction(db, async (trx) => {
    const item = await media.lockItem(trx, id);
    if (!item || item.ownerId !== user.id) throw notFound(ITEM_NOT_FOUND);
    const leavesShelf = item.visibility === 'rentable' && next !== undefined && next !== 'rentable';
    if (leavesShelf) await effects.emit(trx, { type: 'disc.leaving-shelf', disc: item, next });
    await media.updateItem(trx, id, {
      ...changes,
      // A disc going (back) on the shelf is listed as new.
      ...(next === 'rentable' && item.visibility !== 'rentable' ? { listedAt: new Date() } : {}),
    });
    if (next !== undefined && next !== item.visibility) await effects.emit(trx, collectionChanged(user.id));
    if (next === 'rentable' && item.visibility !== 'rentable') await effects.emit(trx, onShelf(id, user.id));
  });
  return toItem((await media.findById(db, id))!);
}

export async function deleteItem(
  { db, effects }: WriteDeps,
  user: SessionUser,
  id: number,
): Promise<{ id: number; deleted: true }> {
  await inTransaction(db, async (trx) => {
    const item = await media.lockItem(trx, id);
    if (!item || item.ownerId !== user.id) throw notFound(ITEM_NOT_FOUND);
    await effects.emit(trx, { type: 'disc.leaving-shelf', disc: item, next: 'removed' });
    await media.deleteItem(trx, id);
    if (item.visibility !== 'private') await effects.emit(trx, collectionChanged(user.id));
  });
  return { id, deleted: true };
}

/** Locks one disc until `trx` ends (`share`: others may read it too); undefined when there is none. */
export function lockDisc(
  trx: Db,
  id: number,
  mode: 'update' | 'share' = 'update',
): Promise<LockedDisc | undefined> {
  return media.lockItem(trx, id, mode);
}

/**
 * docs/product.md §3 'Loan dispute': a disc agreed lost leaves the shelf for good (its line and open
 * requests end as for any disc leaving it) and the owner's collection shows it as lost.
 */
export async function markLost(
  { effects }: Pick<WriteDeps, 'effects'>,
  trx: Db,
  item: LockedDisc,
): Promise<void> {
  if (item.visibility === 'rentable') {
    await effects.emit(trx, { type: 'disc.leaving-shelf', disc: item, next: 'private' });
  }
  await media.updateItem(trx, item.id, { visibility: 'private', lostAt: new Date() });
  if (item.visibility !== 'private') await effects.emit(trx, collectionChanged(item.ownerId));
}

/** A disc's condition as it came back from a loan. */
export function setCondition(trx: Db, id: number, condition: DiscCondition): Promise<void> {
  return media.updateItem(trx, id, { condition });
}

export async function summary(db: Db, user: SessionUser): Promise<CollectionSummary> {
  const [counts, credits, lent] = await Promise.all([
    media.countByVisibilityAndFormat(db, user.id),
    balanceOf(db, user.id),
    media.countActiveLoans(db, user.id),
  ]);
  const group = (visibility: DiscVisibility) => {
    const formats = DISC_FORMATS.map((format) => ({
      format,
      count: counts
        .filter((c) => c.visibility === visibility && c.format === format)
        .reduce((sum, c) => sum + Number(c.count), 0),
    }));
    return { count: formats.reduce((sum, f) => sum + f.count, 0), formats };
  };
  const availableForRent = group('rentable');
  const publicCollection = group('public');
  const privateCount = group('private').count;
  return {
    credits,
    totalMovies: availableForRent.count + publicCollection.count + privateCount,
    availableForRent,
    publicCollection,
    privateCount,
    lentOut: lent.lentOut,
    borrowed: lent.borrowed,
  };
}
