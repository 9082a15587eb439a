import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { LOAN_MAIL_KINDS, LOAN_MAIL_MODES } from '../../shared/loan-mail.ts';

const kindError = `Choose one of ${LOAN_MAIL_KINDS.join(', ')}`;
const ZLoanMailKind = z.enum(LOAN_MAIL_KINDS, { error: kindError });
const ZLoanMailMode = z.enum(LOAN_MAIL_MODES, { error: 'Choose now, digest or off' });

/** docs/product.md §3 'Loan mail': every kind of loan mail with how the member gets it. */
export const ZLoanMailSettings = z.object({
  kinds: z.array(z.object({ kind: ZLoanMailKind, mode: ZLoanMailMode })),
});
export type LoanMailSettings = z.infer<typeof ZLoanMailSettings>;

export const ZSetLoanMailInput = z.object({ kind: ZLoanMailKind, mode: ZLoanMailMode });
export type SetLoanMailInput = z.infer<typeof ZSetLoanMailInput>;

/** A loan mail's unsubscribe link: the member's token (32 random bytes, base64url) and the kind it stops. */
export const ZLoanMailUnsubscribeInput = z.object({
  token: z
    .string({ error: 'This unsubscribe link is not valid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is not valid'),
  kind: ZLoanMailKind,
});
export type LoanMailUnsubscribeInput = z.infer<typeof ZLoanMailUnsubscribeInput>;

export const ZLoanMailMessage = z.object({ message: z.string() });

const EXAMPLE_SETTINGS = {
  kinds: [
    { kind: 'rental_request', mode: 'now' },
    { kind: 'rental_accepted', mode: 'digest' },
    { kind: 'loan_plan_proposed', mode: 'digest' },
    { kind: 'loan_plan_agreed', mode: 'off' },
    { kind: 'rental_due_soon', mode: 'digest' },
    { kind: 'rental_overdue', mode: 'digest' },
    { kind: 'rental_disputed', mode: 'now' },
    { kind: 'rental_dispute_escalated', mode: 'now' },
  ],
};

export const loanMailSettingsMeta = restMeta(
  'GET',
  '/dvd-club/loan-mail',
  'dvd-club',
  'How the member gets each kind of loan mail: at once, in the daily digest, or not',
  {
    description:
      'Loan notices are also mailed to a confirmed address: a request, an accepted request, a hand-over ' +
      'proposed or agreed, a disc due back tomorrow or overdue, a dispute opened or escalated. Each kind ' +
      'comes at once (`now`), in one mail a day (`digest`) or not at all (`off`). Requests and disputes ' +
      'come at once unless changed; the rest in the digest.',
    example: { output: EXAMPLE_SETTINGS },
  },
);

export const setLoanMailMeta = restMeta(
  'PUT',
  '/dvd-club/loan-mail',
  'dvd-club',
  'Choose how one kind of loan mail comes: at once, in the daily digest, or not',
  {
    description: 'Changes one kind and answers every kind with its mode, as the GET does.',
    example: { input: { kind: 'loan_plan_agreed', mode: 'off' }, output: EXAMPLE_SETTINGS },
  },
);

export const unsubscribeLoanMailMeta = restMeta(
  'POST',
  '/dvd-club/loan-mail/unsubscribe',
  'dvd-club',
  "Stop one kind of loan mail with the token from a loan mail's unsubscribe link",
  {
    protect: false,
    description:
      'The page /loan-mail/unsubscribe sends the token and the kind from a loan mail’s link: that kind is ' +
      'no longer mailed (the bell still shows it); the profile turns it on again. An unknown token is a 404.',
    example: {
      input: { token: 'q3Vb9kLmZx8TnR2wYc5fHd7pJs4uEa6g', kind: 'rental_due_soon' },
      output: {
        message:
          "Done: no more mail when a disc you borrowed is due back tomorrow. You'll still see it under the bell.",
      },
    },
  },
);
