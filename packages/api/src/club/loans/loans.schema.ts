import type { LoanStatus } from '@chuck/db';
import { z } from 'zod';
import { zId } from '../../lib/ids.ts';
import { requiredText } from '../../lib/required-text.ts';
import { AT, DANA, FILM, SAM, SAM_NAME, SAMS_DISC } from '../../lib/rest-examples.ts';
import { type OperationDoc, restMeta } from '../../rest-meta.ts';
import {
  DAMAGE_CREDITS_MAX,
  DEFAULT_LOAN_DAYS,
  DISPUTE_NOTE_MAX,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  LOST_CREDITS_MAX,
  MAX_LOAN_DAYS,
  RENTAL_MESSAGE_MAX,
  REVIEW_NOTE_MAX,
} from '../../shared/loan-terms.ts';
import { ZDiscLabel } from '../dvd-club/disc-label.ts';
import { ZCondition } from '../dvd-club/dvd-club.schema.ts';

export const LOAN_STATUSES = [
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
  'resolve',
  'acceptResolution',
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
export type LoanIdInput = z.infer<typeof ZLoanIdInput>;

const ZOutcome = z.enum(DISPUTE_OUTCOMES, { error: "Outcome must be 'returned', 'damaged' or 'lost'" });
/** Credits a damaged or lost disc costs the borrower (docs/product.md §3 'Loan dispute'). */
const ZDisputeCredits = z.coerce
  .number({ error: 'Credits must be a number' })
  .int('Credits must be a whole number')
  .min(1, 'Credits must be at least 1')
  .max(LOST_CREDITS_MAX, `Credits must be at most ${LOST_CREDITS_MAX}`)
  .optional();

export const ZReturnInput = z
  .object({
    id: ZLoanId,
    /** The disc's condition as it came back; it becomes the disc's condition. */
    condition: ZCondition,
    /** docs/product.md §3 'Loan dispute': the disc came back damaged, or never came back (lost). */
    problem: z.enum(['damaged', 'lost'], { error: "Problem must be 'damaged' or 'lost'" }).optional(),
    /** What the owner asks for it; by default 1 for damage and 3 for a lost disc. */
    credits: ZDisputeCredits,
  })
  .refine((input) => input.credits === undefined || input.problem !== undefined, {
    message: 'Credits go with a damaged or lost disc',
  })
  .refine((input) => input.problem !== 'damaged' || (input.credits ?? 1) <= DAMAGE_CREDITS_MAX, {
    message: `A damaged disc costs at most ${DAMAGE_CREDITS_MAX} credits more`,
  });
export type ReturnInput = z.infer<typeof ZReturnInput>;

export const ZDisputeInput = z.object({
  id: ZLoanId,
  reason: z.enum(DISPUTE_REASONS, {
    error: "Reason must be one of 'not_received', 'damaged', 'wrong_disc', 'not_returned' or 'other'",
  }),
  note: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: 'Note must be text' })
      .trim()
      .max(DISPUTE_NOTE_MAX, `Note must be at most ${DISPUTE_NOTE_MAX} characters`)
      .optional(),
  ),
});
export type DisputeInput = z.infer<typeof ZDisputeInput>;

export const ZResolveInput = z
  .object({ id: ZLoanId, outcome: ZOutcome, credits: ZDisputeCredits })
  .refine((input) => input.outcome !== 'returned' || input.credits === undefined, {
    message: 'A disc returned fine costs nothing more: leave credits out',
  })
  .refine((input) => input.outcome !== 'damaged' || (input.credits ?? 1) <= DAMAGE_CREDITS_MAX, {
    message: `A damaged disc costs at most ${DAMAGE_CREDITS_MAX} credits more`,
  });
export type ResolveInput = z.infer<typeof ZResolveInput>;

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

/** docs/product.md §3 'Loan review': one side's thumb on the other after a settled loan. */
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

const ZReviewSummary = z.object({ thumb: z.enum(THUMBS), note: z.string().nullable() });

export const ZLoan = z.object({
  id: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  /** The caller's side of this loan. */
  role: z.enum(['owner', 'borrower']),
  /** Null once the owner has removed the disc from their collection. */
  mediaId: z.number().int().nullable(),
  ...ZDiscLabel.shape,
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
  /**
   * A dispute stops the clock and freezes the held credit until it is settled (an outcome one side
   * proposed and the other accepted) or the member who raised it withdraws it.
   */
  dispute: z
    .object({
      by: z.enum(['owner', 'borrower']),
      reason: z.enum(DISPUTE_REASONS),
      note: z.string().nullable(),
      at: z.string(),
      /** The open proposal of an outcome, if any; `mine` when the caller made it. */
      proposal: z
        .object({
          by: z.enum(['owner', 'borrower']),
          mine: z.boolean(),
          outcome: ZOutcome,
          /** What the borrower pays on top of the loan's own credits (0 for a disc returned fine). */
          credits: z.number().int(),
          at: z.string(),
        })
        .nullable(),
      /** Seven days without agreement: the moderators have it. */
      escalatedAt: z.string().nullable(),
      /** How it ended, once settled. */
      outcome: z.object({ outcome: ZOutcome, credits: z.number().int(), at: z.string() }).nullable(),
    })
    .nullable(),
  /**
   * The owner's pay: none (never held), held, paid, refunded (to the borrower), or waiting (paid with
   * welcome credits by a borrower who has not lent a disc yet: docs/product.md §3 'Credits').
   */
  payout: z.enum(['none', 'held', 'paid', 'refunded', 'waiting']),
  /** The thumb the caller gave the other member after the return, if any. */
  myReview: z.enum(THUMBS).nullable(),
  /** docs/product.md §3 'Loan review': both sides' reviews once written, shown on the card. */
  reviews: z.object({ mine: ZReviewSummary.nullable(), theirs: ZReviewSummary.nullable() }),
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

const post = (path: `/${string}`, summary: string, doc: OperationDoc) =>
  restMeta('POST', path, 'dvd-club', summary, doc);
const get = (path: `/${string}`, summary: string, doc: OperationDoc) =>
  restMeta('GET', path, 'dvd-club', summary, doc);

/** Sam asks for Dana's copy of Heat: Dana's view as the owner. */
const REQUESTED = {
  id: 7,
  status: 'requested',
  role: 'owner',
  mediaId: 42,
  title: 'Heat',
  year: 1995,
  format: 'DVD',
  posterUrl: FILM.posterUrl,
  ownerId: DANA,
  borrowerId: SAM,
  otherParty: { id: SAM, displayName: SAM_NAME, profileImageUrl: null },
  message: 'Could I borrow it for the weekend?',
  credits: 1,
  requestedAt: AT,
  acceptedAt: null,
  declinedAt: null,
  cancelledAt: null,
  handedOverAt: null,
  dueAt: null,
  returnedAt: null,
  returnCondition: null,
  isOverdue: false,
  awaitingConfirmation: null,
  confirmBy: null,
  handoverConfirmedAt: null,
  returnConfirmedAt: null,
  dispute: null,
  payout: 'none',
  myReview: null,
  reviews: { mine: null, theirs: null },
  actions: ['accept', 'decline'],
};
const ACCEPTED = {
  ...REQUESTED,
  status: 'accepted',
  acceptedAt: '2026-11-20T21:00:00.000Z',
  dueAt: '2026-12-04T21:00:00.000Z',
  payout: 'held',
  actions: ['decline', 'handOver'],
};
const HANDED_OVER = {
  ...ACCEPTED,
  status: 'handed_over',
  handedOverAt: '2026-11-21T12:00:00.000Z',
  awaitingConfirmation: 'handed_over',
  confirmBy: '2026-11-24T12:00:00.000Z',
  actions: ['markReturned'],
};
const RETURNED = {
  ...HANDED_OVER,
  status: 'returned',
  handoverConfirmedAt: '2026-11-21T12:30:00.000Z',
  returnedAt: '2026-11-28T17:00:00.000Z',
  returnCondition: 'Excellent',
  awaitingConfirmation: 'returned',
  confirmBy: '2026-12-01T17:00:00.000Z',
  actions: ['review'],
};
/** Dana borrows Sam's copy of Collateral: her view as the borrower. */
const BORROWING = {
  ...REQUESTED,
  id: 9,
  role: 'borrower',
  ...SAMS_DISC,
  borrowerId: DANA,
  message: 'I can pick it up on Saturday.',
  actions: ['cancel'],
};
const BORROWED = {
  ...BORROWING,
  status: 'handed_over',
  acceptedAt: '2026-11-20T21:00:00.000Z',
  dueAt: '2026-12-04T21:00:00.000Z',
  handedOverAt: '2026-11-21T12:00:00.000Z',
  payout: 'held',
  actions: [],
};
const DISPUTE = {
  by: 'borrower',
  reason: 'wrong_disc',
  note: 'The case was empty when I opened it.',
  at: '2026-11-21T13:00:00.000Z',
  proposal: null,
  escalatedAt: null,
  outcome: null,
};
const LOAN_STEPS =
  'A loan goes requested, then accepted or declined (by the owner) or cancelled (by the borrower), then ' +
  'handed_over and returned; the borrower confirms each of the owner’s hand-over and return, or it confirms ' +
  'itself after 72 hours. Answers the loan as the caller sees it, with `actions`, the steps they may take ' +
  'next. A step the loan’s state does not allow is a 409 that changes nothing.';

export const requestMeta = post(
  '/dvd-club/rental-requests',
  'Ask to borrow a rentable disc (costs 1 credit, taken when the owner accepts)',
  {
    description:
      'Request Rental: asks another member for one of their rentable discs, with an optional message. It ' +
      'costs the borrower 1 credit, held when the owner accepts. Refused for one’s own disc, a disc that ' +
      'is not rentable, or one kept for another member’s turn in line (a turn that ran out passes to the ' +
      'next in line first); a 403 while the member’s address is not confirmed (welcome credits are spent ' +
      'only then); a 409 for a third open loan in a member’s first 14 days. Asking ends the member’s own ' +
      'hold on the disc. ' +
      LOAN_STEPS,
    example: {
      input: { mediaId: 77, ownerId: SAM, message: 'I can pick it up on Saturday.' },
      output: BORROWING,
    },
  },
);
export const getMeta = get('/dvd-club/rental-requests/{id}', 'One of my rental requests or loans', {
  description: `One loan the caller is the owner or the borrower of; anyone else gets a 404. ${LOAN_STEPS}`,
  example: { input: { id: 7 }, output: REQUESTED },
});
export const listMeta = get('/dvd-club/loans', 'My loans in (requests for my discs) and out (my requests)', {
  description:
    'The DVD Club page’s two lists: incoming, the requests for the member’s discs and their discs out on ' +
    'loan; outgoing, the member’s own requests and the discs they have. ' +
    LOAN_STEPS,
  example: { output: { incoming: [REQUESTED], outgoing: [BORROWED] } },
});
export const acceptMeta = post(
  '/dvd-club/rental-requests/{id}/accept',
  "Owner: accept a request; sets the due date and holds the borrower's credit",
  {
    description:
      'The owner accepts a request: the disc is promised to the borrower, due back loanDays after accepting ' +
      '(1 to 60, 14 by default), and the borrower’s credit is held. An owner is paid for one loan to the ' +
      'same borrower in 30 days: a later one between them is free (credits 0, nothing held or paid). ' +
      'The borrower is told. ' +
      LOAN_STEPS,
    example: { input: { id: 7, loanDays: 14 }, output: ACCEPTED },
  },
);
export const declineMeta = post(
  '/dvd-club/rental-requests/{id}/decline',
  'Owner: decline a request (before hand-over; a held credit goes back)',
  {
    description:
      'The owner declines a request or takes back an acceptance before the hand-over; a held credit goes ' +
      `back to the borrower, who is told. ${LOAN_STEPS}`,
    example: {
      input: { id: 7 },
      output: { ...REQUESTED, status: 'declined', declinedAt: '2026-11-20T20:10:00.000Z', actions: [] },
    },
  },
);
export const cancelMeta = post(
  '/dvd-club/rental-requests/{id}/cancel',
  'Borrower: cancel my request (before hand-over; a held credit comes back)',
  {
    description:
      'The borrower withdraws their request before the hand-over; a held credit comes back to them and the ' +
      `owner is told. ${LOAN_STEPS}`,
    example: {
      input: { id: 9 },
      output: { ...BORROWING, status: 'cancelled', cancelledAt: '2026-11-20T20:10:00.000Z', actions: [] },
    },
  },
);
export const handOverMeta = post(
  '/dvd-club/rental-requests/{id}/handover',
  'Owner: the disc has been handed to the borrower',
  {
    description:
      'The owner says the disc is in the borrower’s hands; the borrower confirms (‘I have it’) or disputes ' +
      `it, and without either it confirms itself 72 hours later (confirmBy). ${LOAN_STEPS}`,
    example: { input: { id: 7 }, output: HANDED_OVER },
  },
);
export const confirmMeta = post(
  '/dvd-club/rental-requests/{id}/confirm',
  "Borrower: confirm the owner's hand-over ('I have it') or return; either side: withdraw your own dispute",
  {
    description:
      'The borrower confirms the owner’s pending step: the hand-over (‘I have it’) or the return, which pays ' +
      'the held credit to the owner. The member who raised a dispute withdraws it the same way. ' +
      LOAN_STEPS,
    example: {
      input: { id: 9 },
      output: { ...BORROWED, handoverConfirmedAt: '2026-11-21T12:30:00.000Z' },
    },
  },
);
export const disputeMeta = post(
  '/dvd-club/rental-requests/{id}/dispute',
  'Open a dispute on a loan handed over or returned and not yet settled: the clock stops, the held credit is frozen and both members are told',
  {
    description:
      'Either member disputes a loan that is handed over, or returned and not yet settled, with a reason ' +
      '(not_received, damaged, wrong_disc, not_returned, other) and an optional note; the owner may not ' +
      'dispute their own hand-over before the borrower confirms it. The clock stops, the held credit stays ' +
      'where it is and both members are told. It ends when one side proposes an outcome (`/resolve`) and ' +
      'the other accepts it (`/resolve/accept`), or when whoever raised it withdraws it by confirming; ' +
      `after 7 days without agreement it goes to the moderators. ${LOAN_STEPS}`,
    example: {
      input: { id: 9, reason: 'wrong_disc', note: 'The case was empty when I opened it.' },
      output: {
        ...BORROWED,
        awaitingConfirmation: 'handed_over',
        dispute: DISPUTE,
        actions: ['confirm', 'resolve'],
      },
    },
  },
);
const SETTLED_DAMAGED = {
  ...RETURNED,
  returnCondition: 'Fair',
  awaitingConfirmation: null,
  confirmBy: null,
  returnConfirmedAt: '2026-11-29T10:00:00.000Z',
  payout: 'paid',
  dispute: {
    ...DISPUTE,
    by: 'owner',
    reason: 'damaged',
    note: 'Deep scratch across the disc.',
    at: '2026-11-28T17:00:00.000Z',
    outcome: { outcome: 'damaged', credits: 1, at: '2026-11-29T10:00:00.000Z' },
  },
  actions: ['review'],
};
const OUTCOMES =
  'Outcomes: `returned` (the disc came back fine; credits left out), `damaged` (the borrower pays the owner ' +
  '1 or 2 credits on top of the loan’s own; 1 by default) or `lost` (the borrower pays the disc’s replacement ' +
  'value, 1 to 5 credits, 3 by default; the disc leaves the shelf and the owner’s collection shows it lost). ' +
  'Settling pays the held credit to the owner and writes every movement to the ledger; a borrower who can’t ' +
  'pay all of it owes the rest, paid off from the next credits they get, and can’t borrow until then.';

export const resolveMeta = post(
  '/dvd-club/rental-requests/{id}/resolve',
  'Propose how a dispute ends: returned fine, damaged (with credits) or lost (with credits)',
  {
    description:
      'Either member of a disputed loan proposes an outcome; the other member accepts it with ' +
      '`/resolve/accept` or proposes another, which replaces it. A member with a proposal of their own still ' +
      `open gets a 409; a loan with no open dispute is a 409; anyone else's loan a 404. ${OUTCOMES}`,
    example: {
      input: { id: 7, outcome: 'damaged', credits: 1 },
      output: {
        ...RETURNED,
        returnCondition: 'Fair',
        awaitingConfirmation: null,
        confirmBy: null,
        dispute: {
          ...SETTLED_DAMAGED.dispute,
          outcome: null,
          proposal: {
            by: 'owner',
            mine: true,
            outcome: 'damaged',
            credits: 1,
            at: '2026-11-28T17:05:00.000Z',
          },
        },
        actions: ['confirm'],
      },
    },
  },
);
export const acceptResolutionMeta = post(
  '/dvd-club/rental-requests/{id}/resolve/accept',
  "Accept the other member's proposed outcome: the dispute is settled and the loan with it",
  {
    description:
      'The member who did not make the open proposal accepts it: the loan is settled with that outcome, ' +
      'the credits move (every movement a ledger entry), reviews open and both members are asked how it ' +
      `went. Accepting one's own proposal, or with none open, is a 409. ${OUTCOMES}`,
    example: { input: { id: 7 }, output: SETTLED_DAMAGED },
  },
);

export const reviewMeta = post(
  '/dvd-club/loans/{id}/review',
  'After a settled loan: one thumb up or down on the other member, with an optional note (once, within 14 days)',
  {
    description:
      'Once a loan is settled (its return confirmed, or a dispute about it withdrawn), each side may give ' +
      'the other one thumb up or down with an optional note, once and within 14 days of the confirmation. ' +
      'Before then, or during a dispute, a 409.',
    example: {
      input: { id: 7, thumb: 'up', note: 'Quick to pick up and brought it back spotless.' },
      output: {
        id: 3,
        loanId: 7,
        reviewerId: DANA,
        revieweeId: SAM,
        revieweeRole: 'borrower',
        thumb: 'up',
        note: 'Quick to pick up and brought it back spotless.',
        createdAt: '2026-11-28T18:00:00.000Z',
      },
    },
  },
);
export const returnMeta = post(
  '/dvd-club/rental-requests/{id}/return',
  'Owner: the disc is back, in this condition (or damaged, or lost); the held credit is paid once the return is confirmed',
  {
    description:
      'The owner says the disc is back and in which condition (it becomes the disc’s condition). The held ' +
      'credit is paid to the owner once the borrower confirms the return, or 72 hours later. With `problem` ' +
      '`damaged` or `lost` (and optional `credits`) the owner opens a dispute with that outcome proposed, for ' +
      `the borrower to accept or answer. ${LOAN_STEPS}`,
    example: { input: { id: 7, condition: 'Excellent' }, output: RETURNED },
  },
);
