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
  {
    protect: false,
    description:
      'The store counts each browser once, by the random visitor id it keeps in local storage (8-100 ' +
      'characters); the home page sends it on every visit. Answers the number of unique visitors so far, ' +
      'this one included.',
    example: { input: { visitorId: 'v-9d41c2e7a0b3' }, output: { count: 1999 } },
  },
);
export const visitorCountMeta = restMeta(
  'GET',
  '/analytics/visitor-count',
  'analytics',
  'Unique visitors so far',
  {
    protect: false,
    description:
      'How many different browsers have visited the store, as the counter on the home page shows it ' +
      '(refreshed every 30 seconds).',
    example: { output: { count: 1999 } },
  },
);
export const profileCountMeta = restMeta('GET', '/analytics/profile-count', 'analytics', 'Member accounts', {
  protect: false,
  description:
    'How many member accounts the store has, as the profile counter beside the visitor count shows it ' +
    '(refreshed every 30 seconds).',
  example: { output: { count: 87 } },
});
