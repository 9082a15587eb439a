import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ImportPreview, ImportReport } from './use-library-import.ts';

/** 'row 3', or 'diary.csv row 3' for a row of a zip's CSV (a zip's files share row numbers). */
export const rowPlace = ({ file, row }: { file: string | null; row: number }) =>
  file?.includes('/') ? `${file.slice(file.lastIndexOf('/') + 1)} row ${row}` : `row ${row}`;

/** How the server read the file, as 'Read as ...' ends. */
export const formatNames: Record<ImportPreview['format'], string> = {
  letterboxd: 'a Letterboxd export',
  letterboxd_import: 'a Letterboxd import file',
  imdb: 'an IMDb export',
};

export interface ImportSummaryProps {
  report: ImportReport;
  /** The import was undone: the report stays, the undo goes. */
  undone: boolean;
  undoing: boolean;
  onUndo: () => void;
}

/** What an applied import did, what it could not match, and 'Undo import' (docs/product.md §2). */
export function ImportSummary({ report, undone, undoing, onUndo }: ImportSummaryProps) {
  const unlisted = report.unmatchedTotal - report.unmatched.length;
  return (
    <section
      aria-label="Import report"
      className="grid gap-3 rounded-md border border-midnight-600 bg-midnight-950/60 p-3"
    >
      <p className="text-sm text-muted">Read as {formatNames[report.format]}.</p>
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        <Count label="Imported" value={report.imported} className="text-success" />
        <Count label="Diary entries" value={report.diaryEntries} className="text-ticket-400" />
        <Count label="Already present" value={report.alreadyPresent} className="text-neon-cyan" />
        <Count label="Unmatched" value={report.unmatchedTotal} className="text-danger" />
      </dl>
      {report.unmatched.length ? (
        <div className="grid gap-1.5">
          <h4 className="font-retro text-lg leading-none text-muted uppercase">Not imported</h4>
          <ul
            aria-label="Rows not imported"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so it takes focus for the keyboard to scroll it (axe: scrollable-region-focusable)
            tabIndex={0}
            className="grid max-h-48 gap-1 overflow-y-auto pr-1 text-sm focus-visible:outline-3 focus-visible:outline-neon-cyan"
          >
            {report.unmatched.map((row) => (
              <li key={`${row.file}:${row.row}`} className="rounded border border-midnight-700 px-2 py-1">
                <span className="font-semibold text-ink">
                  {row.title || 'Untitled row'}
                  {row.year ? ` (${row.year})` : ''}
                </span>
                <span className="text-muted">
                  {' '}
                  · {rowPlace(row)}: {row.reason}
                </span>
              </li>
            ))}
          </ul>
          {unlisted > 0 ? <p className="text-sm text-muted">…and {unlisted} more not listed.</p> : null}
        </div>
      ) : null}
      {undone ? (
        <p className="text-sm font-semibold text-neon-cyan">Undone: your lists are back as they were.</p>
      ) : report.importId !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">Changed your mind? You can undo this import for 24 hours.</p>
          <Button variant="secondary" size="sm" disabled={undoing} onClick={onUndo}>
            <Undo2 aria-hidden="true" />
            {undoing ? 'Undoing...' : 'Undo import'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export function Count({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className="flex flex-col-reverse rounded-md bg-midnight-800/70 px-2 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('font-display text-2xl leading-none', className)}>{value}</dd>
    </div>
  );
}
