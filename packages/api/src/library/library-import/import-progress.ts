import type { Bus, ImportProgressPayload } from '@chuck/realtime';

/** At most one progress event this often: the bar moves smoothly, the bus is not flooded. */
const EVERY_MS = 100;

export type ReportProgress = (step: ImportProgressPayload['step'], done: number, total: number) => void;

/**
 * Tells the member's open tabs how far their import has got (docs/product.md §4 'Import and
 * export'). Published straight on the bus, not inside the import's transaction (whose events leave
 * only when it commits), so each leaves at once. The first and last of each step always go; a lost
 * one only leaves the bar behind until the next, so a failed publish is ignored.
 */
export function importProgress(
  bus: Pick<Bus, 'publish'> | undefined,
  userId: string,
  phase: ImportProgressPayload['phase'],
  now: () => number = () => performance.now(),
): ReportProgress {
  if (!bus) return () => {};
  let sentAt = Number.NEGATIVE_INFINITY;
  let sentStep: string | null = null;
  return (step, done, total) => {
    const at = now();
    const edge = step !== sentStep || done === 0 || done >= total;
    if (!edge && at - sentAt < EVERY_MS) return;
    sentAt = at;
    sentStep = step;
    bus
      .publish({
        userIds: [userId],
        message: { type: 'import-progress', data: { phase, step, done, total } },
      })
      .catch(() => {});
  };
}
