import { TriangleAlert } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { Count, formatNames, rowPlace } from './import-summary.tsx';
import type { ImportPreview } from './use-library-import.ts';

type Row = ImportPreview['rows'][number];

/** The preview lists this many rows; the totals count them all. */
const ROWS_SHOWN = 200;

const actionLook: Record<Row['action'], { label: string; variant: BadgeVariant }> = {
  add: { label: 'Add', variant: 'success' },
  update: { label: 'Update', variant: 'cyan' },
  skip: { label: 'Skip', variant: 'outline' },
};
const listNames: Record<Row['list'], string> = { diary: 'Diary', seen: 'Seen', watchlist: 'Watchlist' };

export interface ImportPreviewPanelProps {
  preview: ImportPreview;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

/**
 * docs/product.md §2 'Import and export': before anything is written, what the file would do, row
 * by row, with every warning (a favourite that would turn Disliked) at the top. Apply or Cancel.
 */
export function ImportPreviewPanel({ preview, applying, onApply, onCancel }: ImportPreviewPanelProps) {
  const { totals, rows, warnings } = preview;
  const hidden = rows.length - ROWS_SHOWN;
  return (
    <section
      aria-label="Import preview"
      className="grid gap-3 rounded-md border border-neon-cyan/50 bg-midnight-950/60 p-3"
    >
      <p className="text-sm text-muted">
        Read as {formatNames[preview.format]}. Nothing has changed yet: check it, then apply.
      </p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Count label="To add" value={totals.add} className="text-success" />
        <Count label="To update" value={totals.update} className="text-neon-cyan" />
        <Count label="To skip" value={totals.skip} className="text-muted" />
      </dl>
      {warnings.length ? (
        <div
          role="alert"
          className="grid gap-1 rounded-md border-2 border-ticket-400/70 bg-ticket-400/10 p-2.5"
        >
          <p className="flex items-center gap-2 font-semibold text-ticket-300">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Look before you apply
          </p>
          <ul className="grid list-disc gap-0.5 pl-6 text-sm text-ink">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol aria-label="Rows in the file" className="grid max-h-80 gap-1 overflow-y-auto pr-1 text-sm">
        {rows.slice(0, ROWS_SHOWN).map((row) => (
          <PreviewRow key={`${row.file}:${row.row}`} row={row} />
        ))}
      </ol>
      {hidden > 0 ? <p className="text-sm text-muted">…and {hidden} more rows, counted above.</p> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" size="sm" disabled={applying} onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" disabled={applying || totals.add + totals.update === 0} onClick={onApply}>
          {applying ? 'Importing...' : 'Apply import'}
        </Button>
      </div>
    </section>
  );
}

function PreviewRow({ row }: { row: Row }) {
  const look = actionLook[row.action];
  const film = `${row.title || 'Untitled row'}${row.year ? ` (${row.year})` : ''}`;
  const matched = row.match && `${row.match.title}${row.match.year ? ` (${row.match.year})` : ''}`;
  return (
    <li
      className={cn(
        'grid gap-0.5 rounded border px-2 py-1.5',
        row.warning ? 'border-ticket-400/70' : 'border-midnight-700',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={look.variant}>{look.label}</Badge>
        <span className="font-semibold text-ink">{film}</span>
        <span className="text-muted">
          · {rowPlace(row)} · {listNames[row.list]}
        </span>
      </div>
      <p className="text-muted">
        {matched
          ? matched === film
            ? 'Matched in the catalog'
            : `Matched: ${matched}`
          : 'Not in the catalog'}
        {row.rating ? ` · ${row.rating}` : ''}
        {row.reason ? ` · ${row.reason}` : ''}
      </p>
      {row.suggestions.length ? (
        <p className="text-muted">
          Did you mean {row.suggestions.map((s) => `${s.title}${s.year ? ` (${s.year})` : ''}`).join(', ')}?
        </p>
      ) : null}
      {row.warning ? <p className="font-semibold text-ticket-300">{row.warning}</p> : null}
    </li>
  );
}
