import type { NotificationKind } from './notification-kinds.ts';

/**
 * The loan notifications that are also mailed (docs/product.md §3 'Loan mail', issue 26 item 9),
 * in the order the profile lists them. Each is switchable on its own.
 */
export const LOAN_MAIL_KINDS = [
  'rental_request',
  'rental_accepted',
  'loan_plan_proposed',
  'loan_plan_agreed',
  'rental_due_soon',
  'rental_overdue',
  'rental_disputed',
  'rental_dispute_escalated',
] as const satisfies readonly NotificationKind[];

export type LoanMailKind = (typeof LOAN_MAIL_KINDS)[number];

/** Mailed at once, gathered in the daily loan digest, or not mailed (the bell still has it). */
export const LOAN_MAIL_MODES = ['now', 'digest', 'off'] as const;
export type LoanMailMode = (typeof LOAN_MAIL_MODES)[number];

/** Requests and disputes cannot wait a day; the rest go in the digest until the member says otherwise. */
export const LOAN_MAIL_DEFAULTS: Record<LoanMailKind, LoanMailMode> = {
  rental_request: 'now',
  rental_accepted: 'digest',
  loan_plan_proposed: 'digest',
  loan_plan_agreed: 'digest',
  rental_due_soon: 'digest',
  rental_overdue: 'digest',
  rental_disputed: 'now',
  rental_dispute_escalated: 'now',
};

/** Each kind as the profile and the unsubscribe page name it. */
export const LOAN_MAIL_LABELS: Record<LoanMailKind, string> = {
  rental_request: 'A member asks to borrow your disc',
  rental_accepted: 'An owner accepts your request',
  loan_plan_proposed: 'A hand-over is proposed',
  loan_plan_agreed: 'A hand-over is agreed',
  rental_due_soon: 'A disc you borrowed is due back tomorrow',
  rental_overdue: 'A disc you borrowed is overdue',
  rental_disputed: 'A loan is disputed',
  rental_dispute_escalated: 'A dispute goes to the moderators',
};

export const LOAN_MAIL_MODE_LABELS: Record<LoanMailMode, string> = {
  now: 'Mail me at once',
  digest: 'In the daily digest',
  off: "Don't mail me",
};

export const isLoanMailKind = (kind: string): kind is LoanMailKind =>
  (LOAN_MAIL_KINDS as readonly string[]).includes(kind);
