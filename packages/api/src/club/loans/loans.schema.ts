import type { LoanStatus } from '@chuck/db';
import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { restMeta } from '../../rest-meta.ts';
import { DEFAULT_LOAN_DAYS, MAX_LOAN_DAYS, RENTAL_MESSAGE_MAX } from '../../shared/loan-terms.ts';
import { ZCondition, ZFormat, zId } from '../dvd-club/dvd-club.schema.ts';

const LOAN_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'handed_over',
  'returned',
] as const satisfies readonly LoanStatus[];
const LOAN_ACTIONS = ['accept', 'decline', 'cancel', 'handOver', 'markReturned'] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];

const ZLoanId = zId('Request id');

export const ZRentalRequestInput = z.object({
  mediaId: zId('Movie id'),
  ownerId: requiredText('Owner id is required', [100, 'Owner id is too long']),
  message: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: 'Message must be text' })
      .trim()
      .max(RENTAL_MESSAGE_MAX, `Message must be at most ${RENTAL_MESSAGE_MAX} characters`)
      .optional(),
  ),
});
export type RentalRequestInput = z.infer<typeof ZRentalRequestInput>;

export const ZAcceptInput = z.object({
  id: ZLoanId,
  /** How long the borrower may keep the disc; the due date is this many days after accepting. */
  loanDays: z.coerce
    .number({ error: 'Loan length must be a number of days' })
    .int('Loan length must be a whole number of days')
    .min(1, `Loan length must be between 1 and ${MAX_LOAN_DAYS} days`)
    .max(MAX_LOAN_DAYS, `Loan length must be between 1 and ${MAX_LOAN_DAYS} days`)
    .default(DEFAULT_LOAN_DAYS),
});
export type AcceptInput = z.infer<typeof ZAcceptInput>;

export const ZLoanIdInput = z.object({ id: ZLoanId });

export const ZReturnInput = z.object({
  id: ZLoanId,
  /** The disc's condition as it came back; it becomes the disc's condition. */
  condition: ZCondition,
});
export type ReturnInput = z.infer<typeof ZReturnInput>;

export const ZLoan = z.object({
  id: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  /** The caller's side of this loan. */
  role: z.enum(['owner', 'borrower']),
  /** Null once the owner has removed the disc from their collection. */
  mediaId: z.number().int().nullable(),
  title: z.string(),
  year: z.number().int().nullable(),
  format: ZFormat,
  posterUrl: z.string().nullable(),
  ownerId: z.string(),
  borrowerId: z.string(),
  otherParty: z.object({
    id: z.string(),
    displayName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  message: z.string().nullable(),
  /** What the loan costs the borrower and earns the owner. */
  credits: z.number().int(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  handedOverAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  returnCondition: ZCondition.nullable(),
  /** Handed over and past its due date. */
  isOverdue: z.boolean(),
  /** What the caller may do next, e.g. ['accept', 'decline'] for an owner's new request. */
  actions: z.array(z.enum(LOAN_ACTIONS)),
});
export type Loan = z.infer<typeof ZLoan>;

export const ZLoanList = z.object({
  /** Requests for my discs, and my discs out on loan. */
  incoming: z.array(ZLoan),
  /** My requests, and other members' discs I have. */
  outgoing: z.array(ZLoan),
});
export type LoanList = z.infer<typeof ZLoanList>;

const post = (path: `/${string}`, summary: string) => restMeta('POST', path, 'dvd-club', summary);
const get = (path: `/${string}`, summary: string) => restMeta('GET', path, 'dvd-club', summary);

export const requestMeta = post(
  '/dvd-club/rental-requests',
  'Ask to borrow a rentable disc (costs 1 credit, taken when the owner accepts)',
);
export const getMeta = get('/dvd-club/rental-requests/{id}', 'One of my rental requests or loans');
export const listMeta = get('/dvd-club/loans', 'My loans in (requests for my discs) and out (my requests)');
export const acceptMeta = post(
  '/dvd-club/rental-requests/{id}/accept',
  "Owner: accept a request; sets the due date and holds the borrower's credit",
);
export const declineMeta = post(
  '/dvd-club/rental-requests/{id}/decline',
  'Owner: decline a request (before hand-over; a held credit goes back)',
);
export const cancelMeta = post(
  '/dvd-club/rental-requests/{id}/cancel',
  'Borrower: cancel my request (before hand-over; a held credit comes back)',
);
export const handOverMeta = post(
  '/dvd-club/rental-requests/{id}/handover',
  'Owner: the disc has been handed to the borrower',
);
export const returnMeta = post(
  '/dvd-club/rental-requests/{id}/return',
  'Owner: the disc is back, in this condition; the held credit goes to the owner',
);
