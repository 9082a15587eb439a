import { z } from 'zod';
import { zId } from '../../lib/ids.ts';
import { AT, SAM, SAM_NAME, SAMS_DISC } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { ZDiscLabel } from '../dvd-club/disc-label.ts';

export const ZPlaceHoldInput = z.object({ mediaId: zId('Movie id') });
export const ZHoldIdInput = z.object({ id: zId('Hold id') });
export const ZDiscHoldsInput = z.object({ id: zId('Movie id') });

/** docs/product.md §3 'Hold': one of my holds, with my place in line. */
export const ZHold = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  ...ZDiscLabel.shape,
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

const HOLD = {
  id: 5,
  ...SAMS_DISC,
  ownerName: SAM_NAME,
  position: 2,
  createdAt: AT,
  readyUntil: null,
};

export const placeMeta = restMeta(
  'POST',
  '/dvd-club/holds',
  'dvd-club',
  'Wait in line for a disc that is out on loan or requested (at most 10 holds; not your own disc)',
  {
    description:
      "Place Hold: a place in line for another member's rentable disc that is out on loan, promised, has a " +
      'request waiting or is kept for someone’s turn. One hold per disc and 10 at a time; never on your own, ' +
      'a private or a public-only disc, nor (a 409) on one you asked for, were promised or have. When the disc comes back the first in line gets 48 hours in which ' +
      'only they may request it.',
    example: { input: { mediaId: 77 }, output: HOLD },
  },
);
export const mineMeta = restMeta(
  'GET',
  '/dvd-club/holds',
  'dvd-club',
  'My holds, each with my place in line',
  {
    description:
      "The member's holds with their place in line (1 is first). readyUntil is set when the disc is back " +
      'and it is their turn: until then only they may request it.',
    example: {
      output: [HOLD, { ...HOLD, id: 6, position: 1, readyUntil: '2026-11-22T19:30:00.000Z' }],
    },
  },
);
export const removeMeta = restMeta(
  'DELETE',
  '/dvd-club/holds/{id}',
  'dvd-club',
  'Leave the line: remove my hold',
  {
    description:
      'Leaves the line for a disc; everyone behind moves up. Leaving during one’s turn passes it to the next ' +
      'in line.',
    example: { input: { id: 5 }, output: { id: 5 } },
  },
);
export const discHoldsMeta = restMeta(
  'GET',
  '/dvd-club/collection/{id}/holds',
  'dvd-club',
  'Owner: the members waiting for one of my discs, in line order',
  {
    description:
      "The line for one of the caller's own discs: who is waiting, in order, and whose turn it is " +
      '(readyUntil). Another member’s disc is a 404.',
    example: {
      input: { id: 42 },
      output: [{ position: 1, memberId: SAM, memberName: SAM_NAME, createdAt: AT, readyUntil: null }],
    },
  },
);
