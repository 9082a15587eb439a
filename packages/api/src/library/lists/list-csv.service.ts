import { toCsv } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import type { AppDeps } from '../../context.ts';
import { invalid } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  LIST_DESCRIPTION_MAX,
  LIST_FILMS_MAX,
  LIST_NOTE_MAX,
  LIST_TITLE_MAX,
} from '../../shared/list-limits.ts';
import type { Viewer } from '../../social/members/members.service.ts';
import { matchFilms } from '../library-import/import-matching.ts';
import { escapeFormula, readCsvRecords } from '../library-import/library-formats.ts';
import * as repo from './lists.repository.ts';
import type { ImportListInput, ImportListOutput } from './lists.schema.ts';
import { createList, getList } from './lists.service.ts';

// Letterboxd's list export (/work/shared/CLUB-NOTES.md): a version line, the list's own header and
// values, a blank line, then one row per film under FILM_HEADER.
const VERSION_LINE = 'Letterboxd list export v7';
const LIST_HEADER = ['Date', 'Name', 'Tags', 'URL', 'Description'];
const FILM_HEADER = ['Position', 'Name', 'Year', 'URL', 'Description'];
const UNMATCHED_LISTED = 50;

/**
 * The list as Letterboxd writes one: a ranked list numbers its films, an unranked one leaves Position
 * blank (so an import of it reads back the same); the note is the film's Description.
 */
export async function exportList(db: Db, viewer: Viewer, id: number) {
  const list = await getList(db, viewer, id);
  const head = toCsv([
    LIST_HEADER,
    [list.createdAt.slice(0, 10), list.title, '', '', list.description].map(escapeFormula),
  ]);
  const films = toCsv([
    FILM_HEADER,
    ...list.items.map((item) =>
      [list.ranked ? item.position : '', item.title, item.year, '', item.note ?? ''].map(escapeFormula),
    ),
  ]);
  const slug =
    list.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'list';
  return { filename: `${slug}.csv`, content: `${VERSION_LINE}\r\n${head}\r\n${films}` };
}

/** A cell read back without the apostrophe our export puts before a formula-like value. */
const cell = (value: string | undefined) => (value ?? '').trim().replace(/^'(?=[=+\-@\t\r])/, '');

/** The file's list (name and description) and its film rows, from Letterboxd's layout or any CSV with a Name column. */
function readListFile(records: readonly string[][]) {
  const lower = (r: readonly string[]) => r.map((c) => c.trim().toLowerCase());
  const filmHeader = records.findIndex((r) => lower(r).includes('name') && lower(r).includes('year'));
  if (filmHeader < 0) {
    throw invalid('That is not a Letterboxd list export: no row of the file has Name and Year columns.');
  }
  const listHeader = records.findIndex((r, i) => i < filmHeader && lower(r).includes('name'));
  const info = listHeader >= 0 ? records[listHeader + 1] : undefined;
  const infoCol = (name: string) => (listHeader >= 0 ? lower(records[listHeader]!).indexOf(name) : -1);
  const col = (name: string) => lower(records[filmHeader]!).indexOf(name);
  const [position, name, year, description] = ['position', 'name', 'year', 'description'].map(col);
  const rows = records.slice(filmHeader + 1).map((r, i) => ({
    // The row's number as a spreadsheet shows it (records skip blank lines, so an estimate past them).
    row: filmHeader + i + 2,
    title: cell(r[name!]),
    year: /^\d{4}$/.test(cell(r[year!])) ? Number(cell(r[year!])) : null,
    position: position! >= 0 ? cell(r[position!]) : '',
    note: description! >= 0 ? cell(r[description!]).slice(0, LIST_NOTE_MAX) || null : null,
  }));
  return {
    title: (info && cell(info[infoCol('name')])) || 'Imported list',
    description: (info && infoCol('description') >= 0 && cell(info[infoCol('description')])) || '',
    rows: rows.filter((r) => r.title !== ''),
  };
}

/**
 * A new list from a Letterboxd list export, its films matched to the catalog as the library import
 * matches them; films it cannot match are named, not imported, and the list is made only when the
 * file reads.
 */
export async function importList(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  user: { id: string },
  input: ImportListInput,
): Promise<ImportListOutput> {
  const file = readListFile(await readCsvRecords(input.csv, 'The list'));
  if (file.rows.length > LIST_FILMS_MAX) {
    throw invalid(`A list holds at most ${LIST_FILMS_MAX} films; that file has ${file.rows.length}.`);
  }
  const matches = await matchFilms(deps.catalog, file.rows);
  const byRow = new Map(matches.map((m) => [m.row, m]));
  const seen = new Set<number>();
  const items: repo.NewItem[] = [];
  const unmatched: ImportListOutput['unmatched'] = [];
  for (const row of file.rows) {
    const { film, reason } = byRow.get(row.row)!;
    if (!film) {
      unmatched.push({ row: row.row, title: row.title, reason: reason ?? 'Not in the catalog' });
    } else if (seen.has(film.movieId)) {
      unmatched.push({ row: row.row, title: row.title, reason: `${film.title} is already on the list` });
    } else {
      seen.add(film.movieId);
      const { movieId, title, year, posterUrl } = film;
      items.push({ movieId, title, year, posterUrl, note: row.note, addedBy: user.id });
    }
  }
  const list = await createList(deps.db, user, {
    title: file.title.slice(0, LIST_TITLE_MAX),
    description: file.description.slice(0, LIST_DESCRIPTION_MAX),
    ranked: file.rows.some((r) => r.position !== ''),
    visibility: input.visibility,
  });
  await inTransaction(deps.db, async (trx) => {
    await repo.lockList(trx, list.id);
    await repo.appendItems(trx, list.id, items);
  });
  return {
    list: await getList(deps.db, user, list.id),
    unmatched: unmatched.slice(0, UNMATCHED_LISTED),
    unmatchedTotal: unmatched.length,
  };
}
