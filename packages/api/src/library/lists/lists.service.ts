import { type Catalog, generatedPosterUrl } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { getMovie } from '../../front-counter/catalog/catalog.service.ts';
import { toIso } from '../../lib/movie-fields.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { FORMER_MEMBER } from '../../shared/former-member.ts';
import { DEFAULT_LIST_VISIBILITY, LIST_FILMS_MAX, LISTS_PER_MEMBER } from '../../shared/list-limits.ts';
import { areConnected, publicNames } from '../../social/connections/connections.service.ts';
import { mayView, type Viewer, visibleMember } from '../../social/members/members.service.ts';
import { notify } from '../../social/notifications/notifications.service.ts';
import { lockMember } from '../../support/identity/identity.service.ts';
import * as repo from './lists.repository.ts';
import {
  type AddListItemInput,
  type CreateListInput,
  type FilmList,
  type FilmLists,
  LIST_NOT_FOUND,
  type ListItem,
  type ListSummary,
  type UpdateListInput,
} from './lists.schema.ts';

/** What the caller is to a list: its owner, an editor, someone who may only look, or nobody it shows to. */
type Role = 'owner' | 'editor' | 'reader' | 'none';

/** The lists a film's page names ('In 3 lists'). */
const FILM_LISTS_SHOWN = 6;

/**
 * docs/product.md §3 'Lists': the owner; an editor while still connected with the owner; then the
 * list's visibility with the member page's rules (blocks included), 'private' showing it to nobody else.
 */
async function roleOf(db: Db, viewer: Viewer, list: repo.ListRow, editors: readonly string[]): Promise<Role> {
  if (viewer?.id === list.ownerId) return 'owner';
  if (viewer && editors.includes(viewer.id) && (await areConnected(db, viewer.id, list.ownerId)))
    return 'editor';
  if (list.visibility === 'private') return 'none';
  return (await mayView(db, viewer, list.ownerId, list.visibility)) ? 'reader' : 'none';
}

/** The list and what the caller is to it; a list they may not see is the same 404 as a missing one. */
async function visibleList(db: Db, viewer: Viewer, id: number, lock = false) {
  const list = await (lock ? repo.lockList(db, id) : repo.findList(db, id));
  if (!list) throw notFound(LIST_NOT_FOUND);
  const editors = await repo.listEditors(db, id);
  const role = await roleOf(db, viewer, list, editors);
  if (role === 'none') throw notFound(LIST_NOT_FOUND);
  return { list, editors, role };
}

/** The list locked for a change of its films: the owner's and its editors' to make. */
async function editableList(db: Db, viewer: Viewer, id: number) {
  const found = await visibleList(db, viewer, id, true);
  if (found.role === 'reader') throw forbidden('Only the list’s owner and its editors can change its films.');
  return found;
}

/** The list locked for a change only its owner makes. */
async function ownedList(db: Db, viewer: Viewer, id: number, what: string) {
  const found = await visibleList(db, viewer, id, true);
  if (found.role !== 'owner') throw forbidden(`Only the list’s owner can ${what}.`);
  return found;
}

async function toFilmList(
  db: Db,
  list: repo.ListRow,
  editors: readonly string[],
  role: Role,
): Promise<FilmList> {
  const items = await repo.listItems(db, list.id);
  const adders = items.map((i) => i.addedBy).filter((id): id is string => id !== null);
  const names = await publicNames(db, [list.ownerId, ...editors, ...adders]);
  const member = (id: string) => ({ id, name: names.get(id)! });
  return {
    id: list.id,
    owner: member(list.ownerId),
    title: list.title,
    description: list.description,
    ranked: list.ranked,
    visibility: list.visibility,
    createdAt: toIso(list.createdAt),
    updatedAt: toIso(list.updatedAt),
    editors: editors.map(member),
    items: items.map(
      (item, i): ListItem => ({
        movieId: item.movieId,
        title: item.title,
        year: item.year,
        posterUrl: item.posterUrl,
        note: item.note,
        position: i + 1,
        addedBy: item.addedBy ? member(item.addedBy) : null,
        addedAt: toIso(item.addedAt),
      }),
    ),
    isOwner: role === 'owner',
    canEdit: role === 'owner' || role === 'editor',
  };
}

export async function getList(db: Db, viewer: Viewer, id: number): Promise<FilmList> {
  const { list, editors, role } = await visibleList(db, viewer, id);
  return toFilmList(db, list, editors, role);
}

/** Answers the list as the caller now sees it, after a change made in `change`'s transaction. */
async function changed(db: Db, viewer: Viewer, id: number, change: (trx: Db) => Promise<void>) {
  await inTransaction(db, change);
  return getList(db, viewer, id);
}

export async function createList(db: Db, user: { id: string }, input: CreateListInput): Promise<FilmList> {
  const id = await inTransaction(db, async (trx) => {
    // One member's lists, one change at a time: two at once cannot both take the 100th place.
    await lockMember(trx, user.id);
    if ((await repo.countLists(trx, user.id)) >= LISTS_PER_MEMBER) {
      throw invalid(`You can keep at most ${LISTS_PER_MEMBER} lists: delete one to make another.`);
    }
    const row = await repo.insertList(trx, {
      ownerId: user.id,
      title: input.title,
      description: input.description ?? '',
      ranked: input.ranked ?? false,
      visibility: input.visibility ?? DEFAULT_LIST_VISIBILITY,
    });
    return row.id;
  });
  return getList(db, user, id);
}

export function updateList(db: Db, user: { id: string }, input: UpdateListInput): Promise<FilmList> {
  return changed(db, user, input.id, async (trx) => {
    await ownedList(trx, user, input.id, 'rename it or change its visibility');
    const { id: _id, ...patch } = input;
    await repo.updateList(trx, input.id, patch);
  });
}

export async function deleteList(db: Db, user: { id: string }, id: number): Promise<{ deleted: boolean }> {
  return inTransaction(db, async (trx) => {
    await ownedList(trx, user, id, 'delete it');
    return { deleted: await repo.deleteList(trx, id) };
  });
}

/** The catalog's facts about the film, kept with the list (an unknown film is a 404). */
async function filmFacts(catalog: Catalog, movieId: number) {
  const movie = await getMovie(catalog, movieId);
  const year = movie.release_date ? Number(movie.release_date.slice(0, 4)) : null;
  return {
    movieId: movie.id,
    title: movie.title,
    year: Number.isInteger(year) ? year : null,
    posterUrl: movie.poster_path ?? generatedPosterUrl(movie.id),
  };
}

export async function addListItem(
  deps: { db: Db; catalog: Catalog },
  user: { id: string },
  input: AddListItemInput,
): Promise<FilmList> {
  // Looked up before the list is locked: the catalog may be a remote service.
  const film = await filmFacts(deps.catalog, input.movieId);
  return changed(deps.db, user, input.id, async (trx) => {
    const { list } = await editableList(trx, user, input.id);
    if (await repo.hasItem(trx, list.id, film.movieId)) {
      throw conflict(`${film.title} is already on this list.`);
    }
    if ((await repo.countItems(trx, list.id)) >= LIST_FILMS_MAX) {
      throw invalid(`A list holds at most ${LIST_FILMS_MAX} films.`);
    }
    await repo.appendItems(trx, list.id, [{ ...film, note: input.note ?? null, addedBy: user.id }]);
    await repo.touchList(trx, list.id);
    if (user.id !== list.ownerId) {
      // Also what refreshes the owner's open list page (the web's notification map).
      const names = await publicNames(trx, [user.id]);
      await notify(trx, list.ownerId, {
        type: 'list_film_added',
        title: 'A film was added to your list',
        message: `${names.get(user.id)} added ${film.title} to ${list.title}`,
        data: { listId: list.id, movieId: film.movieId, movieTitle: film.title },
      });
    }
  });
}

export function setListNote(
  db: Db,
  user: { id: string },
  input: { id: number; movieId: number; note: string | null },
): Promise<FilmList> {
  return changed(db, user, input.id, async (trx) => {
    await editableList(trx, user, input.id);
    if (!(await repo.setNote(trx, input.id, input.movieId, input.note)))
      throw notFound('That film is not on this list.');
    await repo.touchList(trx, input.id);
  });
}

export function removeListItem(
  db: Db,
  user: { id: string },
  input: { id: number; movieId: number },
): Promise<FilmList> {
  return changed(db, user, input.id, async (trx) => {
    await editableList(trx, user, input.id);
    if (!(await repo.deleteItem(trx, input.id, input.movieId)))
      throw notFound('That film is not on this list.');
    await repo.touchList(trx, input.id);
  });
}

/**
 * The films named come first in that order; films not named (added in another tab meanwhile) follow
 * in their current order; ids no longer on the list are ignored. Under the list's lock, so an add at
 * the same moment lands after the new order, never between two renumbered films.
 */
export function reorderList(
  db: Db,
  user: { id: string },
  input: { id: number; movieIds: readonly number[] },
): Promise<FilmList> {
  if (new Set(input.movieIds).size !== input.movieIds.length) {
    throw invalid('movieIds: each film can appear only once in the new order');
  }
  return changed(db, user, input.id, async (trx) => {
    await editableList(trx, user, input.id);
    const current = (await repo.listItems(trx, input.id)).map((r) => r.movieId);
    const onList = new Set(current);
    const named = input.movieIds.filter((id) => onList.has(id));
    const namedSet = new Set(named);
    await repo.renumber(trx, input.id, [...named, ...current.filter((id) => !namedSet.has(id))]);
    await repo.touchList(trx, input.id);
  });
}

export function addListEditor(
  db: Db,
  user: { id: string },
  input: { id: number; memberId: string },
): Promise<FilmList> {
  return changed(db, user, input.id, async (trx) => {
    const { list } = await ownedList(trx, user, input.id, 'invite editors');
    if (input.memberId === user.id) throw invalid('You own this list: you can already edit it.');
    if (!(await areConnected(trx, user.id, input.memberId))) {
      throw invalid('Only your connections can edit your lists: connect with this member first.');
    }
    if (!(await repo.insertEditor(trx, list.id, input.memberId))) return;
    const names = await publicNames(trx, [user.id]);
    await notify(trx, input.memberId, {
      type: 'list_editor_added',
      title: 'You can edit a list',
      message: `${names.get(user.id)} added you as an editor of ${list.title}`,
      data: { listId: list.id },
    });
  });
}

/** The owner removes an editor, or an editor leaves; the films they added stay. */
export async function removeListEditor(
  db: Db,
  user: { id: string },
  input: { id: number; memberId: string },
): Promise<{ removed: boolean }> {
  return inTransaction(db, async (trx) => {
    const { role } = await visibleList(trx, user, input.id, true);
    const leaving = role === 'editor' && input.memberId === user.id;
    if (role !== 'owner' && !leaving) throw forbidden('Only the list’s owner can remove its editors.');
    if (!(await repo.deleteEditor(trx, input.id, input.memberId))) {
      throw notFound('That member does not edit this list.');
    }
    return { removed: true };
  });
}

function toSummary(row: repo.SummaryRow, names: ReadonlyMap<string, string>): ListSummary {
  return {
    id: row.id,
    owner: { id: row.ownerId, name: names.get(row.ownerId) ?? FORMER_MEMBER },
    title: row.title,
    description: row.description,
    ranked: row.ranked,
    visibility: row.visibility,
    filmCount: Number(row.filmCount),
    posters: row.posters.filter((p): p is string => p !== null),
    updatedAt: toIso(row.updatedAt),
  };
}

/** Of these lists, those `viewer` may see: each owner's visibility asked once per kind. */
async function seenBy(db: Db, viewer: Viewer, rows: readonly repo.SummaryRow[]) {
  const edits = viewer
    ? await repo.editedBy(
        db,
        viewer.id,
        rows.map((r) => r.id),
      )
    : new Set<number>();
  const asked = new Map<string, Promise<Role>>();
  const visible: repo.SummaryRow[] = [];
  for (const row of rows) {
    const editors = edits.has(row.id) && viewer ? [viewer.id] : [];
    const key = `${row.ownerId}\n${row.visibility}\n${editors.length}`;
    if (!asked.has(key)) asked.set(key, roleOf(db, viewer, row, editors));
    if ((await asked.get(key)) !== 'none') visible.push(row);
  }
  const names = await publicNames(
    db,
    visible.map((r) => r.ownerId),
  );
  return visible.map((row) => toSummary(row, names));
}

/** The lists on a member page: the member must be one the caller may see, then each list's own rule. */
export async function listsOfMember(db: Db, viewer: Viewer, memberId: string): Promise<ListSummary[]> {
  await visibleMember(db, viewer, memberId, 'Member not found');
  return seenBy(db, viewer, await repo.listsOf(db, memberId));
}

/** 'In 3 lists' on a film's page: the lists holding it that the caller may see. */
export async function listsWithFilm(db: Db, viewer: Viewer, movieId: number): Promise<FilmLists> {
  const lists = await seenBy(db, viewer, await repo.listsWithFilm(db, movieId));
  return { count: lists.length, lists: lists.slice(0, FILM_LISTS_SHOWN) };
}

/**
 * A list as a link preview shows it: only a public one (null otherwise, or when there is none), so a
 * list some may not see renders no tags for anyone.
 */
export async function publicListPreview(db: Db, id: number): Promise<FilmList | null> {
  const row = await repo.findList(db, id);
  return row?.visibility === 'public' ? getList(db, null, id) : null;
}

/** The public lists' ids and when they changed (the sitemap). */
export function publicLists(db: Db, limit: number) {
  return repo.publicListIds(db, limit);
}
