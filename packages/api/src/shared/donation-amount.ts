// docs/product.md §5/§9: the tip jar takes $1.00 to $10,000.00, in whole cents. Zod-free, so the
// web app's amount field checks the same rule in the same words without shipping a schema library.

export const MIN_DONATION_DOLLARS = 1;
export const MAX_DONATION_DOLLARS = 10_000;
export const MINIMUM_MESSAGE = 'Minimum donation is $1.00';
export const MAXIMUM_MESSAGE = 'Maximum donation is $10,000.00';
export const CENTS_MESSAGE = 'Amount can have at most two decimal places';

/** True when `dollars` has at most two decimals (allowing for binary floating point). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
