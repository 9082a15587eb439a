import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';

/** The random id a browser keeps in local storage to be counted once. */
export const ZTrackVisitorInput = z.object({
  visitorId: z
    .string({ error: 'visitorId is required' })
    .trim()
    .min(8, 'visitorId must be at least 8 characters')
    .max(100, 'visitorId must be at most 100 characters'),
});

/** docs/product.md §3 Analytics count. */
export const ZCount = z.object({ count: z.number() });
export type Count = z.infer<typeof ZCount>;

const tags = ['analytics'];
export const trackVisitorMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/analytics/track-visitor',
    tags,
    summary: 'Count a browser as a visitor (once per visitor id); returns the visitor count',
    protect: false,
  },
};
export const visitorCountMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/analytics/visitor-count',
    tags,
    summary: 'Unique visitors so far',
    protect: false,
  },
};
export const profileCountMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/analytics/profile-count',
    tags,
    summary: 'Member accounts',
    protect: false,
  },
};
