import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { restMeta } from '../../rest-meta.ts';

/** The random id a browser keeps in local storage to be counted once. */
export const ZTrackVisitorInput = z.object({
  visitorId: requiredText(
    'visitorId is required',
    [100, 'visitorId must be at most 100 characters'],
    [8, 'visitorId must be at least 8 characters'],
  ),
});

/** docs/product.md §3 Analytics count. */
export const ZCount = z.object({ count: z.number() });
export type Count = z.infer<typeof ZCount>;

export const trackVisitorMeta = restMeta(
  'POST',
  '/analytics/track-visitor',
  'analytics',
  'Count a browser as a visitor (once per visitor id); returns the visitor count',
  { protect: false },
);
export const visitorCountMeta = restMeta(
  'GET',
  '/analytics/visitor-count',
  'analytics',
  'Unique visitors so far',
  { protect: false },
);
export const profileCountMeta = restMeta('GET', '/analytics/profile-count', 'analytics', 'Member accounts', {
  protect: false,
});
