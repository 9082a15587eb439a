import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';

export const ZCredits = z.object({ amount: z.number().int() });

export const balanceMeta = restMeta(
  'GET',
  '/dvd-club/credits',
  'dvd-club',
  "The member's credit balance (a new member starts with a welcome grant)",
);
