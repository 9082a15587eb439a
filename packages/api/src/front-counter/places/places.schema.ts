import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { TOWN_QUERY_MAX, TOWN_RESULTS_MAX } from '../../shared/town-limits.ts';

export const ZPlacesInput = z.object({
  q: z
    .string({ error: 'Type the start of a town’s name' })
    .trim()
    .min(1, 'Type the start of a town’s name')
    .max(TOWN_QUERY_MAX, `A town search is at most ${TOWN_QUERY_MAX} characters`),
});

export const ZTown = z.object({
  /** The town's id, for PUT /social/profile {townId} and the shelf's near=<townId>. */
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
});

export const ZPlaces = z.array(ZTown);

export const LEEDS = { id: 2644688, name: 'Leeds', country: 'United Kingdom' };

export const searchMeta = restMeta(
  'GET',
  '/places',
  'places',
  `Towns whose name starts with q, the largest first (at most ${TOWN_RESULTS_MAX})`,
  {
    protect: false,
    description:
      'The town type-ahead: the world’s towns of 1,000 people or more (GeoNames) whose name starts with q, ' +
      'ignoring accents and letter case, the most populous first. A member saves one as their town ' +
      '(PUT /social/profile {townId}); anyone may ask the shelf for discs near one (near=<id>).',
    example: {
      input: { q: 'leeds' },
      output: [LEEDS, { id: 4072130, name: 'Leeds', country: 'United States' }],
    },
  },
);
