import type { LoanStatus } from '@chuck/db';
import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { restMeta } from '../../rest-meta.ts';
import {
  DEFAULT_LOAN_DAYS,
  DISPUTE_REASON_MAX,
  MAX_LOAN_DAYS,
  RENTAL_MESSAGE_MAX,
  REVIEW_NOTE_MAX,
} from '../../shared/loan-terms.ts';
import { ZCondition, ZFormat, zId } from '../dvd-club/dvd-club.schema.ts';

const LOAN_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'handed_over',
  'returned',
] as const satisfies readonly LoanStatus[];
const LOAN_ACTIONS = [
  'accept',
  'decline',
  'cancel',
  'handOver',
  'markReturned',
  'confirm',
  'dispute',
  'review',
] as const;
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

export const ZDisputeInput = z.object({
  id: ZLoanId,
  reason: requiredText('Say what went wrong', [
    DISPUTE_REASON_MAX,
    `Reason must be at most ${DISPUTE_REASON_MAX} characters`,
  ]),
});
export type DisputeInput = z.infer<typeof ZDisputeInput>;

const THUMBS = ['up', 'down'] as const;

export const ZReviewInput = z.object({
  /** The rental request's id. */
  id: ZLoanId,
  thumb: z.enum(THUMBS, { error: "Thumb must be 'up' or 'down'" }),
  note: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: 'Note must be text' })
      .trim()
      .max(REVIEW_NOTE_MAX, `Note must be at most ${REVIEW_NOTE_MAX} characters`)
      .optional(),
  ),
});
export type ReviewInput = z.infer<typeof ZReviewInput>;

/** docs/product.md §3 'Loan review': one side's thumb on the other after a returned loan. */
export const ZReview = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  reviewerId: z.string(),
  revieweeId: z.string(),
  /** The reviewed member's side of the loan. */
  revieweeRole: z.enum(['owner', 'borrower']),
  thumb: z.enum(THUMBS),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ZReview>;

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
  /** The owner's step waiting for the borrower's confirmation, if any (docs/product.md §3 'Loan'). */
  awaitingConfirmation: z.enum(['handed_over', 'returned']).nullable(),
  /** When that step confirms itself unless disputed (72 hours after it). */
  confirmBy: z.string().nullable(),
  handoverConfirmedAt: z.string().nullable(),
  returnConfirmedAt: z.string().nullable(),
  /** A dispute stops the clock and freezes the held credit until the member who raised it withdraws it. */
  dispute: z.object({ by: z.enum(['owner', 'borrower']), reason: z.string(), at: z.string() }).nullable(),
  /**
   * The owner's pay: none (never held), held, paid, refunded (to the borrower), or waiting (paid with
   * welcome credits by a borrower who has not lent a disc yet: docs/product.md §3 'Credits').
   */
  payout: z.enum(['none', 'held', 'paid', 'refunded', 'waiting']),
  /** The thumb the caller gave the other member after the return, if any. */
  myReview: z.enum(THUMBS).nullable(),
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
export const confirmMeta = post(
  '/dvd-club/rental-requests/{id}/confirm',
  "Borrower: confirm the owner's hand-over ('I have it') or return; either side: withdraw your own dispute",
);
export const disputeMeta = post(
  '/dvd-club/rental-requests/{id}/dispute',
  "Dispute the other side's step: the clock stops, the held credit is frozen and both members are told",
);
export const reviewMeta = post(
  '/dvd-club/loans/{id}/review',
  'After a returned loan: one thumb up or down on the other member, with an optional note (once, within 14 days)',
);
export const returnMeta = post(
  '/dvd-club/rental-requests/{id}/return',
  'Owner: the disc is back, in this condition; the held credit is paid once the return is confirmed',
);
