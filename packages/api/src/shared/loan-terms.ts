// What a member starts with, what borrowing a disc costs and how long a loan runs. Zod-free, so
// the web app can show and check the same numbers without shipping a schema library.

/** Every member starts with this many credits, so they can borrow before they lend. */
export const WELCOME_CREDITS = 3;
/** Credits a rental costs: held from the borrower when the owner accepts, paid to the owner on return. */
export const LOAN_PRICE = 1;
/** Days a loan runs unless the owner picks another length, from 1 to MAX_LOAN_DAYS. */
export const DEFAULT_LOAN_DAYS = 14;
export const MAX_LOAN_DAYS = 60;
/** The optional note to the owner with a rental request, counted after trimming. */
export const RENTAL_MESSAGE_MAX = 500;

/**
 * docs/product.md §3 'Credits', against accounts made only to borrow: an owner is paid for one loan
 * to the same borrower in this many days (later loans between them run free), ...
 */
export const PAIR_PAY_DAYS = 30;
/** ... and a new member may have at most NEWCOMER_OPEN_LOANS loans open as a borrower in their first NEWCOMER_DAYS. */
export const NEWCOMER_DAYS = 14;
export const NEWCOMER_OPEN_LOANS = 2;

/** docs/product.md §3 'Hold': active holds one member may have at once. */
export const MAX_ACTIVE_HOLDS = 10;
/** Hours the first in line has to request a disc that came back, before the next in line gets it. */
export const HOLD_WINDOW_HOURS = 48;
/** Hours after which an owner's hand-over or return that nobody disputed confirms itself. */
export const AUTO_CONFIRM_HOURS = 72;
/** docs/product.md §3 'Loan dispute': why a member disputes a loan, and the optional note with it (counted after trimming). */
export const DISPUTE_REASONS = ['not_received', 'damaged', 'wrong_disc', 'not_returned', 'other'] as const;
export const DISPUTE_NOTE_MAX = 500;
/** How a dispute ends: the disc came back fine, damaged (the borrower pays extra) or lost (its replacement value). */
export const DISPUTE_OUTCOMES = ['returned', 'damaged', 'lost'] as const;
/** A damaged disc costs the borrower at most this many credits on top of the loan's own. */
export const DAMAGE_CREDITS_MAX = 2;
/** A lost disc's replacement value, unless the two agree another (at most LOST_CREDITS_MAX). */
export const LOST_CREDITS_DEFAULT = 3;
export const LOST_CREDITS_MAX = 5;
/** Days a dispute may go without agreement before it goes to the moderators. */
export const DISPUTE_ESCALATE_DAYS = 7;
/** A review's optional note, counted after trimming. */
export const REVIEW_NOTE_MAX = 500;
/** Days after a loan is settled (its return confirmed) in which each side may review the other. */
export const REVIEW_WINDOW_DAYS = 14;

/** docs/product.md §3 'Loan thread': days after a loan ends that its thread stays open to write in. */
export const LOAN_THREAD_OPEN_DAYS = 14;
/** docs/product.md §3 'Hand-over plan': the longest meeting place, and the longest tracking note for a post. */
export const PLAN_PLACE_MAX = 200;
export const PLAN_NOTE_MAX = 100;

/** docs/product.md §3 'Lending needs a confirmed address': the 403 for requesting, holding or listing. */
export const CONFIRM_TO_LEND = 'Confirm your e-mail address to lend and borrow — we sent you a link';
