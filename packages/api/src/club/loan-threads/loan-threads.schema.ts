import { z } from 'zod';
import { zId } from '../../lib/ids.ts';
import { DANA, SAM, SAM_NAME } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { LOAN_THREAD_OPEN_DAYS } from '../../shared/loan-terms.ts';
import { ZSendMessageInput } from '../../social/messages/messages.schema.ts';

export const ZLoanThreadInput = z.object({ id: zId('Request id') });

export const ZLoanMessageInput = z.object({
  id: zId('Request id'),
  // The same length limit and text rules as a message between members: the one rule, not a copy.
  message: ZSendMessageInput.shape.message,
});
export type LoanMessageInput = z.infer<typeof ZLoanMessageInput>;

/** One message of a loan's thread. The text is exactly what was sent (trimmed): shown as text. */
export const ZLoanMessage = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  senderId: z.string(),
  /** Sent by the caller. */
  mine: z.boolean(),
  message: z.string(),
  sentAt: z.string(),
});
export type LoanMessage = z.infer<typeof ZLoanMessage>;

/** docs/product.md §3 'Loan thread': the conversation of one rental request, as one of its members sees it. */
export const ZLoanThread = z.object({
  loanId: z.number().int(),
  /** The film the loan is of. */
  title: z.string(),
  /** The caller's side of the loan. */
  role: z.enum(['owner', 'borrower']),
  otherParty: z.object({ id: z.string(), displayName: z.string() }),
  /** Whether the caller may write: false once the thread is read-only, or either member blocked the other. */
  writable: z.boolean(),
  /** When the thread becomes read-only (14 days after the loan ended); null while the loan is on. */
  closesAt: z.string().nullable(),
  /** Oldest first. */
  messages: z.array(ZLoanMessage),
});
export type LoanThread = z.infer<typeof ZLoanThread>;

const MESSAGE = {
  id: 51,
  loanId: 9,
  senderId: DANA,
  mine: true,
  message: 'Could we meet at the station café on Saturday morning?',
  sentAt: '2026-11-20T19:35:00.000Z',
};

const THREAD_RULES =
  'Only the loan’s owner and borrower may read or write it (anyone else gets a 404, as for a request ' +
  `that does not exist), connected or not. It opens with the request and becomes read-only ` +
  `${LOAN_THREAD_OPEN_DAYS} days after the loan ends (declined, cancelled or returned); a block between ` +
  'the two ends it.';

export const threadMeta = restMeta(
  'GET',
  '/dvd-club/rental-requests/{id}/messages',
  'dvd-club',
  "A loan's thread: the conversation between its owner and borrower",
  {
    description: `The messages of one rental request’s thread, oldest first, with the other member and the film. ${THREAD_RULES}`,
    example: {
      input: { id: 9 },
      output: {
        loanId: 9,
        title: 'Collateral',
        role: 'borrower',
        otherParty: { id: SAM, displayName: SAM_NAME },
        writable: true,
        closesAt: null,
        messages: [MESSAGE],
      },
    },
  },
);

export const postMeta = restMeta(
  'POST',
  '/dvd-club/rental-requests/{id}/messages',
  'dvd-club',
  "Write in a loan's thread (the other member is told live)",
  {
    description:
      'Adds a message (plain text, the same length limit as messages between members) to the loan’s ' +
      `thread; the other member is notified live. A read-only or ended thread is a 409. ${THREAD_RULES}`,
    example: { input: { id: 9, message: MESSAGE.message }, output: MESSAGE },
  },
);
