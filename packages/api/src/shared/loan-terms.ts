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
