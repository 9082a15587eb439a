import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { ZFormat, zId } from '../dvd-club/dvd-club.schema.ts';

export const ZPlaceHoldInput = z.object({ mediaId: zId('Movie id') });
export const ZHoldIdInput = z.object({ id: zId('Hold id') });
export const ZDiscHoldsInput = z.object({ id: zId('Movie id') });

/** docs/product.md §3 'Hold': one of my holds, with my place in line. */
export const ZHold = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  format: ZFormat,
  posterUrl: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** 1 is first in line. */
  position: z.number().int(),
  createdAt: z.string(),
  /** Set when the disc is back and it is my turn: only I may request it until then. */
  readyUntil: z.string().nullable(),
});
export type Hold = z.infer<typeof ZHold>;
export const ZHoldList = z.array(ZHold);

export const ZRemovedHold = z.object({ id: z.number().int() });

/** The owner's view of the line for one of their discs. */
const ZDiscHold = z.object({
  position: z.number().int(),
  memberId: z.string(),
  memberName: z.string(),
  createdAt: z.string(),
  readyUntil: z.string().nullable(),
});
export const ZDiscHolds = z.array(ZDiscHold);

export const placeMeta = restMeta(
  'POST',
  '/dvd-club/holds',
  'dvd-club',
  'Wait in line for a disc that is out on loan or requested (at most 10 holds; not your own disc)',
);
export const mineMeta = restMeta(
  'GET',
  '/dvd-club/holds',
  'dvd-club',
  'My holds, each with my place in line',
);
export const removeMeta = restMeta(
  'DELETE',
  '/dvd-club/holds/{id}',
  'dvd-club',
  'Leave the line: remove my hold',
);
export const discHoldsMeta = restMeta(
  'GET',
  '/dvd-club/collection/{id}/holds',
  'dvd-club',
  'Owner: the members waiting for one of my discs, in line order',
);
