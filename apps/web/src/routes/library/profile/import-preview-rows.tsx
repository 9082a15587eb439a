import * as Tabs from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { rowPlace } from './import-summary.tsx';
import type { ImportPreview } from './use-library-import.ts';

type Row = ImportPreview['rows'][number];
type FileCounts = ImportPreview['files'][number];

/** Rows shown at a time; Previous and Next page through the rest. */
const PAGE_ROWS = 100;

export const rowKey = (row: Pick<Row, 'file' | 'row'>) => `${row.file}:${row.row}`;
export const filmName = (film: { title: string; year: number | null }) =>
  `${film.title || 'Untitled row'}${film.year ? ` (${film.year})` : ''}`;
/** 'diary.csv' for 'export.zip/diary.csv'. */
const fileName = (file: string | null) => (file ? file.slice(file.lastIndexOf('/') + 1) : 'The file');

const actionLook: Record<Row['action'], { label: string; variant: BadgeVariant }> = {
  add: { label: 'Add', variant: 'success' },
  update: { label: 'Update', variant: 'cyan' },
  skip: { label: 'Skip', variant: 'outline' },
};
const listNames: Record<Row['list'], string> = {
  diary: 'Diary',
  seen: 'Seen',
  watchlist: 'Watchlist',
  favourites: 'Top 3 Favorites',
};

/**
 * Every row of the file, a page at a time; a zip's CSVs each in a tab with its counts, the diary
 * first (the server lists them so).
 */
export function PreviewRows({ rows, files }: { rows: Row[]; files: FileCounts[] }) {
  if (files.length <= 1) return <FileRows rows={rows} counts={files[0]} />;
  return (
    <Tabs.Root defaultValue={files[0]!.file ?? ''} className="grid gap-2">
      <Tabs.List
        aria-label="Files in the zip"
        className="flex flex-wrap gap-1 border-b-2 border-midnight-700"
      >
        {files.map((file) => (
          <Tabs.Trigger
            key={file.file}
            value={file.file ?? ''}
            className="-mb-0.5 cursor-pointer rounded-t-md border-2 border-b-0 border-transparent px-2 py-1.5 text-sm font-semibold text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-neon-cyan data-[state=active]:border-midnight-700 data-[state=active]:bg-midnight-900 data-[state=active]:text-ticket-400"
          >
            {fileName(file.file)} <span className="font-normal">({file.rows})</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {files.map((file) => (
        <Tabs.Content key={file.file} value={file.file ?? ''} className="focus-visible:outline-none">
          <FileRows rows={rows.filter((row) => row.file === file.file)} counts={file} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** One file's counts and rows, paged. */
function FileRows({ rows, counts }: { rows: Row[]; counts: FileCounts | undefined }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_ROWS));
  const first = page * PAGE_ROWS;
  const shown = rows.slice(first, first + PAGE_ROWS);
  return (
    <div className="grid gap-2">
      {counts ? (
        <p className="text-sm text-muted">
          {counts.add} to add · {counts.update} to update · {counts.skip} to skip · {counts.unmatched}{' '}
          unmatched
        </p>
      ) : null}
      <ol
        aria-label="Rows in the file"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so it takes focus for the keyboard to scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        className="grid max-h-80 gap-1 overflow-y-auto pr-1 text-sm focus-visible:outline-3 focus-visible:outline-neon-cyan"
      >
        {shown.map((row) => (
          <PreviewRow key={rowKey(row)} row={row} />
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label="Row pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <p className="text-muted" aria-live="polite">
            Rows {first + 1}–{first + shown.length} of {rows.length}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** Whether the row's film is in the catalog; a profile's favourites row names its films in its reason. */
function matchText(row: Row): string | null {
  if (row.list === 'favourites') return null;
  if (!row.match) return 'Not in the catalog';
  return filmName(row.match) === filmName(row) ? 'Matched in the catalog' : `Matched: ${filmName(row.match)}`;
}

function PreviewRow({ row }: { row: Row }) {
  const look = actionLook[row.action];
  const film = filmName(row);
  return (
    <li
      className={cn(
        'grid gap-0.5 rounded border px-2 py-1.5',
        row.warning || row.leavesWatchlist ? 'border-ticket-400/70' : 'border-midnight-700',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={look.variant}>{look.label}</Badge>
        <span className="font-semibold text-ink">{film}</span>
        <span className="text-muted">
          · {rowPlace(row)} · {listNames[row.list]}
        </span>
      </div>
      <p className="text-muted">{[matchText(row), row.rating, row.reason].filter(Boolean).join(' · ')}</p>
      {row.suggestions.length ? (
        <p className="text-muted">
          Did you mean {row.suggestions.map(filmName).join(', ')}? Pick one under Near misses.
        </p>
      ) : null}
      {row.leavesWatchlist ? (
        <p className="font-semibold text-ticket-300">
          On your watchlist: rating it marks it seen, which would take it off your watchlist unless you keep
          it there (below).
        </p>
      ) : null}
      {row.warning ? <p className="font-semibold text-ticket-300">{row.warning}</p> : null}
    </li>
  );
}
