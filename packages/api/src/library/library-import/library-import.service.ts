import { type Catalog, toCsv } from '@chuck/catalog';
import type { Db, PreferredMovie, SeenRating } from '@chuck/db';
import { chunks } from '@chuck/db';
import { strToU8, zipSync } from 'fflate';
import { listOwn } from '../../club/dvd-club/dvd-club.service.ts';
import type { AppDeps, WriteDeps } from '../../context.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { favouritesOf, saveFavourites } from '../../front-counter/preferences/preferences.service.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { STARS_FOR_THUMB } from '../../shared/diary-limits.ts';
import { lockMember } from '../../support/identity/identity.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import * as diary from '../diary/diary.service.ts';
import * as seen from '../seen/seen.service.ts';
import { getSocialProfile } from '../social-profile/social-profile.service.ts';
import { listWatchingSoon } from '../watching-soon/watching-soon.service.ts';
import * as watchlist from '../watchlist/watchlist.service.ts';
import { type Film, pickedRows } from './import-matching.ts';
import { type ImportFile, matchImport, planImport } from './import-plan.ts';
import { importProgress } from './import-progress.ts';
import { readLetterboxdZip } from './letterboxd-zip.ts';
import { exportRows, letterboxdExportFiles, readCsvRecords, readLibraryFile } from './library-formats.ts';
import * as repo from './library-import.repository.ts';
import {
  type ExportOutput,
  type ImportCounts,
  type ImportLibraryInput,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportReport,
  MAX_PAST_IMPORTS,
  MAX_UNMATCHED_LISTED,
  type PastImports,
  type UndoImportOutput,
} from './library-import.schema.ts';
import type { DiaryFields } from './plan-diary.ts';
import { sameFavourites } from './profile-favourites.ts';

const IMPORT_LIMIT = {
  max: 20,
  windowSeconds: 60 * 60,
  message: 'That is a lot of imports in a row. Please wait a while and try again.',
};
/** Previews come before each import, and a member may look at a few files first. */
const PREVIEW_LIMIT = { ...IMPORT_LIMIT, max: 60 };
const WRITE_CHUNK = 1000;

/** The upload read into rows, with the member's picks checked against them (no database needed). */
async function readFile(input: ImportLibraryInput): Promise<ImportFile> {
  const file = await readRows(input);
  return { favourites: null, ...file, picked: pickedRows(file.rows, input.matches) };
}

async function readRows(input: ImportLibraryInput) {
  if (input.zip !== undefined) return readLetterboxdZip(input.zip, input.filename);
  if (input.csv === undefined) throw invalid('Send the file: csv (its text) or zip (base64).');
  return readLibraryFile(await readCsvRecords(input.csv), input.filename);
}

/** POST /user/import/preview: the plan, row by row (every row); nothing is written. */
export async function previewImport(
  ctx: Pick<AppDeps, 'db' | 'catalog' | 'bus'>,
  userId: string,
  input: ImportLibraryInput,
): Promise<ImportPreview> {
  const file = await readFile(input);
  await enforce(ctx.db, `library-preview:${userId}`, PREVIEW_LIMIT);
  const progress = importProgress(ctx.bus, userId, 'preview');
  const matches = await matchImport(ctx.catalog, file, progress);
  const plan = await planImport(ctx.db, userId, file, matches, input.keepOnWatchlist);
  const rows = previewOrder(plan.rows);
  const count = (action: ImportPreviewRow['action'], of = rows) =>
    of.filter((r) => r.action === action).length;
  const files = [...new Set(rows.map((r) => r.file))].map((name) => {
    const of = rows.filter((r) => r.file === name);
    return {
      file: name,
      rows: of.length,
      add: count('add', of),
      update: count('update', of),
      skip: count('skip', of),
      unmatched: of.filter(isNotImported).length,
    };
  });
  return {
    format: plan.format,
    rows,
    files,
    totals: { add: count('add'), update: count('update'), skip: count('skip') },
    warnings: [...new Set(rows.flatMap((r) => (r.warning ? [r.warning] : [])))],
  };
}

/** A zip's CSVs as the preview lists them: what a member checks first (the diary, reviews) first. */
const PREVIEW_FILES = [
  'diary.csv',
  'reviews.csv',
  'ratings.csv',
  'watched.csv',
  'watchlist.csv',
  'profile.csv',
];
function previewOrder(rows: readonly ImportPreviewRow[]): ImportPreviewRow[] {
  const rank = (file: string | null) => {
    const i = PREVIEW_FILES.indexOf(file?.slice(file.lastIndexOf('/') + 1) ?? '');
    return i === -1 ? PREVIEW_FILES.length : i;
  };
  // Array.prototype.sort is stable: rows of one file keep their order.
  return [...rows].sort((a, b) => rank(a.file) - rank(b.file));
}

/** What an applied import replaced: its undo puts exactly this back (diary entries it added carry its id). */
interface UndoLog {
  diary: { id: number; before: DiaryFields }[];
  /** `before` was thumbs alone (a string) in undo logs written before issue 29's stars. */
  seen: { film: Film; before: seen.Judgement | null }[];
  taken: (Film & { id: number; watchOptions: string | null; position: number; addedAt: string })[];
  queued: number[];
  /** Absent from logs written before issue 29's film links. */
  links?: { movieId: number; before: repo.FilmLink | null }[];
  /** The Top 3 Favorites it saved (the member had none); absent from logs before profile.csv was read. */
  favourites?: PreferredMovie[];
}

/**
 * Applies an import (the plan the preview showed, worked out again: the films matched first, then
 * the plan inside the transaction): seen
 * films first (marking seen takes a film off the queue), then the diary, then the queue in file
 * order, so the last row ends at the front. Records what it replaced, for undo.
 */
export async function importLibrary(
  ctx: Pick<AppDeps, 'db' | 'catalog' | 'effects' | 'bus'>,
  userId: string,
  input: ImportLibraryInput,
): Promise<ImportReport> {
  const file = await readFile(input);
  await enforce(ctx.db, `library-import:${userId}`, IMPORT_LIMIT);

  const progress = importProgress(ctx.bus, userId, 'apply');
  const matches = await matchImport(ctx.catalog, file, progress);
  const { plan, importId } = await inTransaction(ctx.db, async (trx) => {
    await lockMember(trx, userId);
    const plan = await planImport(trx, userId, file, matches, input.keepOnWatchlist);
    const changes =
      plan.diaryInserts.length +
      plan.diaryUpdates.length +
      plan.seenChanges.length +
      plan.queueAdds.length +
      plan.linkChanges.length +
      plan.favourites.length;
    let saved = 0;
    const savedMore = (n: number) => {
      saved += n;
      progress('saving', saved, changes);
    };
    if (!changes) {
      if (plan.rows.some((r) => r.match)) await ctx.effects.emit(trx, { type: 'library.imported', userId });
      return { plan, importId: null };
    }
    const importId = await repo.insertImport(
      trx,
      userId,
      plan.format,
      input.filename ?? null,
      countsOf(plan.rows),
    );
    const undo: UndoLog = { diary: [], seen: [], taken: [], queued: [], links: [] };
    savedMore(0);

    for (const part of chunks(plan.seenChanges, WRITE_CHUNK)) {
      await seen.upsertItems(
        trx,
        userId,
        part.map(({ film, judgement }) => ({ ...film, watchOptions: null, ...judgement })),
      );
      const taken = await watchlist.takeItems(
        trx,
        userId,
        part.map(({ film }) => film.movieId).filter((id) => !plan.keptQueued.has(id)),
      );
      undo.taken.push(
        ...taken.map(({ watchOptions, addedAt, ...item }) => ({
          ...item,
          watchOptions: watchOptions ? JSON.stringify(watchOptions) : null,
          addedAt: addedAt.toISOString(),
        })),
      );
      savedMore(part.length);
    }
    undo.seen = plan.seenChanges.map(({ film, before }) => ({ film, before }));
    for (const part of chunks(plan.diaryInserts, WRITE_CHUNK)) {
      await diary.insertEntries(
        trx,
        userId,
        part.map((entry) => ({ ...entry, importId })),
      );
      savedMore(part.length);
    }
    for (const { id, patch, before } of plan.diaryUpdates) {
      await diary.updateEntryRow(trx, userId, id, patch);
      undo.diary.push({ id, before });
      savedMore(1);
    }
    for (const part of chunks(plan.queueAdds, WRITE_CHUNK)) {
      await watchlist.insertAtFront(
        trx,
        userId,
        part.map((film) => ({ ...film, watchOptions: null })),
      );
      savedMore(part.length);
    }
    undo.queued = plan.queueAdds.map((film) => film.movieId);
    for (const part of chunks(plan.linkChanges, WRITE_CHUNK)) {
      await repo.upsertFilmLinks(
        trx,
        userId,
        part.map((c) => c.link),
      );
      savedMore(part.length);
    }
    undo.links = plan.linkChanges.map(({ link, before }) => ({ movieId: link.movieId, before }));
    if (plan.favourites.length) {
      await saveFavourites(trx, { kind: 'member', userId }, plan.favourites);
      undo.favourites = plan.favourites;
      savedMore(plan.favourites.length);
    }
    await repo.saveUndo(trx, importId, undo);

    await ctx.effects.emit(trx, { type: 'library.imported', userId });
    if (plan.seenChanges.length) await ctx.effects.emit(trx, { type: 'taste.changed', userId });
    return { plan, importId };
  });

  const notImported = plan.rows.filter(isNotImported);
  const { imported, alreadyPresent, diaryEntries } = countsOf(plan.rows);
  return {
    format: plan.format,
    imported,
    alreadyPresent,
    unmatched: notImported.slice(0, MAX_UNMATCHED_LISTED).map(({ file, row, title, year, reason }) => ({
      file,
      row,
      title,
      year,
      reason: reason ?? 'Not imported',
    })),
    unmatchedTotal: notImported.length,
    diaryEntries,
    importId,
  };
}

/** A row the import leaves out: skipped and matching no film (a row merged into another is imported). */
const isNotImported = (r: ImportPreviewRow) => r.action === 'skip' && !r.match && !r.merged;

/** The report's counts (kept with the import, so the list of past imports says the same). */
function countsOf(rows: readonly ImportPreviewRow[]): ImportCounts {
  return {
    imported: rows.filter((r) => r.action !== 'skip').length,
    alreadyPresent: rows.filter((r) => r.action === 'skip' && r.match).length,
    unmatched: rows.filter(isNotImported).length,
    diaryEntries: rows.filter((r) => r.list === 'diary' && r.action !== 'skip').length,
  };
}

const UNDO_HOURS = 24;

/** GET /user/imports: the member's imports, latest first; only the last can be undone, within 24 hours. */
export async function pastImports(db: Db, userId: string): Promise<PastImports> {
  const rows = await repo.memberImports(db, userId, MAX_PAST_IMPORTS);
  return rows.map((row, i) => ({
    id: row.id,
    appliedAt: row.createdAt.toISOString(),
    format: row.format as PastImports[number]['format'],
    filename: row.filename,
    counts: (row.counts as ImportCounts | null) ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoable: i === 0 && row.undoneAt === null && row.recent,
    undoUntil: new Date(row.createdAt.getTime() + UNDO_HOURS * 3600_000).toISOString(),
  }));
}

/**
 * An undo log's `before`: thumbs alone in logs written before the stars (issue 29), as 4 or 2 stars;
 * logs written before the thumbs were derived also carry them (userRating), left out here.
 */
function judgementOf(before: seen.Judgement | SeenRating): seen.Judgement {
  if (typeof before === 'string') {
    return { starsHalves: seen.halvesOf(STARS_FOR_THUMB[before]), ratedOn: null, fromThumbs: true };
  }
  return { starsHalves: before.starsHalves, ratedOn: before.ratedOn, fromThumbs: before.fromThumbs };
}

const NO_UNDO = 'Import not found';
const UNDO_WINDOW = 'An import can be undone for 24 hours after it was applied; this one can no longer be.';

/** POST /user/import/{id}/undo: the member's last import, within 24 hours, put back exactly as it was. */
export async function undoImport(
  { db, effects }: WriteDeps,
  userId: string,
  id: number,
): Promise<UndoImportOutput> {
  return inTransaction(db, async (trx) => {
    await lockMember(trx, userId);
    const last = await repo.lastImport(trx, userId);
    if (!last || !(await repo.isMemberImport(trx, userId, id))) throw notFound(NO_UNDO);
    if (last.id !== id) throw conflict('Only your last import can be undone.');
    if (last.undoneAt) throw conflict('That import has already been undone.');
    if (!last.undoable) throw conflict(UNDO_WINDOW);
    const undo = last.undo as UndoLog;

    const diaryEntries = await diary.deleteImported(trx, userId, id);
    for (const { id: entryId, before } of undo.diary)
      await diary.updateEntryRow(trx, userId, entryId, before);
    await watchlist.deleteItems(trx, userId, undo.queued);
    const added = undo.seen.filter((s) => s.before === null).map((s) => s.film.movieId);
    await seen.deleteItems(trx, userId, added);
    const changed = undo.seen.flatMap(({ film, before }) =>
      before ? [{ ...film, watchOptions: null, ...judgementOf(before) }] : [],
    );
    for (const part of chunks(changed, WRITE_CHUNK)) await seen.upsertItems(trx, userId, part);
    await watchlist.restoreItems(trx, userId, undo.taken);
    const links = undo.links ?? [];
    await repo.deleteFilmLinks(
      trx,
      userId,
      links.filter((l) => l.before === null).map((l) => l.movieId),
    );
    await repo.upsertFilmLinks(
      trx,
      userId,
      links.flatMap((l) => (l.before ? [l.before] : [])),
    );
    // The favourites it saved go, unless the member has chosen others since.
    const owner = { kind: 'member', userId } as const;
    if (undo.favourites && sameFavourites(await favouritesOf(trx, owner), undo.favourites)) {
      await saveFavourites(trx, owner, []);
    }
    await repo.markUndone(trx, id);
    if (undo.seen.length) await effects.emit(trx, { type: 'taste.changed', userId });
    return {
      diaryEntries: diaryEntries + undo.diary.length,
      seen: undo.seen.length,
      watchlist: undo.queued.length + undo.taken.length,
    };
  });
}

export async function exportLibrary(db: Db, userId: string, now = new Date()): Promise<ExportOutput> {
  const [queue, seenList, entries] = await Promise.all([
    watchlist.listWatchlist(db, userId),
    seen.listSeen(db, userId),
    diary.allEntries(db, userId),
  ]);
  return {
    filename: `chucks-video-store-library-${now.toISOString().slice(0, 10)}.csv`,
    csv: toCsv(exportRows(queue, seenList, entries.map(diary.toDiaryEntry))),
  };
}

/** The Top 3 Favorites with their catalog years (a title typed without a match has none). */
async function favouriteFilms(catalog: Catalog, favourites: readonly PreferredMovie[]) {
  const ids = favourites.flatMap((f) => (f.movieId === null ? [] : [f.movieId]));
  const years = new Map((await catalog.titledFilms(ids)).map((f) => [f.id, f.year]));
  return favourites.map((f) => ({ ...f, year: f.movieId === null ? null : (years.get(f.movieId) ?? null) }));
}

/**
 * GET /user/export?format=zip (docs/product.md §4 'Import and export'): Letterboxd's export CSVs,
 * which its importer and ours read back, and backup.json with everything of the member's library.
 */
export async function exportLibraryZip(
  { db, catalog }: Pick<AppDeps, 'db' | 'catalog'>,
  user: SessionUser,
  now = new Date(),
): Promise<{ filename: string; zip: string }> {
  const [queue, seenList, entries, watchingSoon, profile, collection, links, favourites] = await Promise.all([
    watchlist.listWatchlist(db, user.id),
    seen.listSeen(db, user.id),
    diary.allEntries(db, user.id),
    listWatchingSoon(db, user.id),
    getSocialProfile(db, user.id),
    listOwn(db, user),
    repo.filmLinks(db, user.id),
    favouritesOf(db, { kind: 'member', userId: user.id }),
  ]);
  const diaryEntries = entries.map(diary.toDiaryEntry);
  const kept = entries.map((e, i) => ({
    ...diaryEntries[i]!,
    loggedOn: e.loggedOn,
    letterboxdUri: e.letterboxdUri,
  }));
  const files: Record<string, Uint8Array> = {};
  const csvs = letterboxdExportFiles(
    queue,
    seenList,
    kept,
    new Map(links.map((l) => [l.movieId, l])),
    await favouriteFilms(catalog, favourites),
  );
  for (const [name, rows] of Object.entries(csvs)) {
    files[name] = strToU8(toCsv(rows));
  }
  const backup = {
    exportedAt: now.toISOString(),
    profile,
    watchlist: queue,
    seen: seenList,
    diary: diaryEntries,
    watchingSoon,
    collection,
  };
  files['backup.json'] = strToU8(JSON.stringify(backup, null, 2));
  return {
    filename: `chucks-video-store-library-${now.toISOString().slice(0, 10)}.zip`,
    zip: Buffer.from(zipSync(files)).toString('base64'),
  };
}
