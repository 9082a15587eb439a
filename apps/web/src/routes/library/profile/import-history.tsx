import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { formatNames } from './import-summary.tsx';

type PastImport = RouterOutputs['library']['pastImports'][number];

/** When, in the reader's own format: 'Nov 20, 2026, 6:02 PM'. */
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '312 imported · 300 diary entries · 4 already present · 2 unmatched'. */
function countsText(counts: PastImport['counts']): string {
  if (!counts) return 'Counts were not kept for this import';
  return [
    `${counts.imported} imported`,
    plural(counts.diaryEntries, 'diary entry', 'diary entries'),
    `${counts.alreadyPresent} already present`,
    `${counts.unmatched} unmatched`,
  ].join(' · ');
}

export interface ImportHistoryProps {
  /** Undo this import (the same undo as the report's button). */
  onUndo: (id: number) => void;
  undoing: boolean;
}

/**
 * docs/product.md §2 'Import and export': the member's past imports, read from the server so undo is
 * still there after a reload: 'Undo' on the last one while within 24 hours, then 'Can no longer be
 * undone'. Nothing shows before the first import.
 */
export function ImportHistory({ onUndo, undoing }: ImportHistoryProps) {
  const trpc = useTRPC();
  const { data: imports } = useQuery(trpc.library.pastImports.queryOptions());
  if (!imports?.length) return null;
  return (
    <section aria-label="Past imports" className="grid gap-2">
      <h4 className="font-retro text-lg leading-none text-muted uppercase">Past imports</h4>
      <ul className="grid gap-1.5 text-sm">
        {imports.map((item) => (
          <li
            key={item.id}
            aria-label={`Import of ${item.filename ?? 'a file'}, ${when(item.appliedAt)}`}
            className="flex flex-wrap items-center justify-between gap-2 rounded border border-midnight-700 px-2 py-1.5"
          >
            <div className="grid gap-0.5">
              <p>
                <span className="font-semibold text-ink">{item.filename ?? 'A file without a name'}</span>
                <span className="text-muted">
                  {' '}
                  · {formatNames[item.format]} · {when(item.appliedAt)}
                </span>
              </p>
              <p className="text-muted">{countsText(item.counts)}</p>
            </div>
            <ImportUndoState item={item} onUndo={onUndo} undoing={undoing} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ImportUndoState({ item, onUndo, undoing }: { item: PastImport } & ImportHistoryProps) {
  if (item.undoneAt) return <p className="text-neon-cyan">Undone {when(item.undoneAt)}</p>;
  if (!item.undoable) return <p className="text-muted">Can no longer be undone</p>;
  return (
    <div className="flex items-center gap-2">
      <span className="text-muted">Until {when(item.undoUntil)}</span>
      <Button variant="secondary" size="sm" disabled={undoing} onClick={() => onUndo(item.id)}>
        <Undo2 aria-hidden="true" />
        {undoing ? 'Undoing...' : 'Undo'}
      </Button>
    </div>
  );
}
