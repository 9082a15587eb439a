import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';

export const ZCredits = z.object({
  amount: z.number().int(),
  /** What the member still owes from settled disputes, paid off from the next credits they get. */
  owed: z.number().int(),
});

export const balanceMeta = restMeta(
  'GET',
  '/dvd-club/credits',
  'dvd-club',
  "The member's credit balance (a new member starts with a welcome grant)",
  {
    description:
      'Credits are a ledger: every member starts with 3; borrowing a disc costs 1, held when the owner ' +
      'accepts, given back if the loan is declined or cancelled and paid to the owner once the return is ' +
      'confirmed. Answers what the member can spend now, and what they owe from a settled dispute (`owed`: ' +
      'paid off from the next credits they get; a member who owes can’t borrow).',
    example: { output: { amount: 4, owed: 0 } },
  },
);
