import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';

export const ZCredits = z.object({ amount: z.number().int() });

export const balanceMeta = restMeta(
  'GET',
  '/dvd-club/credits',
  'dvd-club',
  "The member's credit balance (a new member starts with a welcome grant)",
  {
    description:
      'Credits are a ledger: every member starts with 3; borrowing a disc costs 1, held when the owner ' +
      'accepts, given back if the loan is declined or cancelled and paid to the owner once the return is ' +
      'confirmed. Answers what the member can spend now.',
    example: { output: { amount: 4 } },
  },
);
