import type { LoanStatus } from '@chuck/db';

/** Loans that hold their disc: promised to the borrower or in their hands. */
export const ACTIVE_LOAN_STATUSES = ['accepted', 'handed_over'] as const satisfies readonly LoanStatus[];

/** Loans still running: a request waiting for the owner's answer, or an active loan. */
export const OPEN_LOAN_STATUSES = [
  'requested',
  ...ACTIVE_LOAN_STATUSES,
] as const satisfies readonly LoanStatus[];
