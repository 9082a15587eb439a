import { toast } from '../../lib/toast.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';

/**
 * docs/product.md §8 'Added to Watchlist!' ('{title} has been added to the front of your queue'), or
 * the server's own words when the film was queued already.
 */
export function announceWatchlistAdd(result: RouterOutputs['watchlist']['add'], title: string): void {
  toast(
    result.alreadyQueued
      ? { title: 'Already in your queue', description: result.message }
      : { title: 'Added to Watchlist!', description: `${title} has been added to the front of your queue` },
  );
}
