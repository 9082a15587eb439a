import { rowKey } from './import-matching.ts';
import type { ImportRow } from './library-formats.ts';
import type { ImportPreviewRow } from './library-import.schema.ts';

type Place = { file: string | null; row: number };

/**
 * The preview's line for each row of the file, as the plan decides it: `say` sets a row's line
 * (a later word about the same row replaces it), `inFileOrder` lists them as the files were read
 * (a zip's rows come from several files: a row is its file and number).
 */
export function previewLines(rows: readonly ImportRow[]) {
  const rank = new Map(rows.map((r, i) => [rowKey(r), i]));
  const byRank = (a: Place, b: Place) => rank.get(rowKey(a))! - rank.get(rowKey(b))!;
  const out = new Map<string, ImportPreviewRow>();
  const say = (
    row: ImportRow,
    fields: Partial<ImportPreviewRow> & Pick<ImportPreviewRow, 'list' | 'action'>,
  ) =>
    out.set(rowKey(row), {
      file: row.file,
      row: row.row,
      title: row.title,
      year: row.year,
      match: null,
      reason: null,
      rating: row.ratingText,
      warning: null,
      suggestions: [],
      merged: false,
      leavesWatchlist: false,
      ...fields,
    });
  return { out, say, byRank, inFileOrder: () => [...out.values()].sort(byRank) };
}
export type PreviewLines = ReturnType<typeof previewLines>;
