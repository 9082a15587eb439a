import type { ImportProgressPayload } from '@chuck/api/client';
import { useState } from 'react';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useLiveEvents } from '../../../lib/live-socket.ts';

const count = (n: number) => n.toLocaleString('en-US');

/** 'Importing 1,200 of 5,000 rows…': what the bar says, in words (also its aria-valuetext). */
function progressText({ phase, step, done, total }: ImportProgressPayload): string {
  if (step === 'saving') return `Saving ${count(done)} of ${count(total)} changes…`;
  return `${phase === 'apply' ? 'Importing' : 'Reading'} ${count(done)} of ${count(total)} rows…`;
}

/** Is `a` no further than `b`? (Events may arrive out of order; matching comes before saving.) */
const notAhead = (a: ImportProgressPayload, b: ImportProgressPayload) =>
  a.step === b.step ? a.done <= b.done : a.step === 'matching';

/**
 * While a file is previewed or applied (docs/product.md §2 'Import and export'): the tape until the
 * server says how far it has got over the live socket (rows checked against the catalog, then
 * changes saved), then a bar that follows it. Mounted only while the request runs.
 */
export function ImportWaiting({ phase }: { phase: ImportProgressPayload['phase'] }) {
  const { user } = useCurrentUser();
  const [progress, setProgress] = useState<ImportProgressPayload | null>(null);
  useLiveEvents(user?.id, (event) => {
    if (event.type !== 'import-progress' || event.data.phase !== phase) return;
    const next = event.data;
    setProgress((current) => (current && notAhead(next, current) ? current : next));
  });
  if (!progress) {
    return (
      <LoadingTape size="sm" label={phase === 'apply' ? 'Importing your films...' : 'Reading your file...'} />
    );
  }
  const text = progressText(progress);
  const share = progress.total ? Math.min(100, (100 * progress.done) / progress.total) : 0;
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-midnight-800"
      >
        <div className="h-full bg-neon-cyan transition-[width]" style={{ width: `${share}%` }} />
      </div>
      <p className="text-sm text-muted" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
