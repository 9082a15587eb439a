import {
  CENTS_MESSAGE,
  isWholeCents,
  MAX_DONATION_DOLLARS,
  MAXIMUM_MESSAGE,
  MIN_DONATION_DOLLARS,
  MINIMUM_MESSAGE,
  toCents,
} from '@chuck/api/client';

/** docs/product.md §9: the tip jar's presets, $5 Latte picked to start with, $1.00 minimum, cents allowed. */
export const PRESETS = [
  { amount: 3, label: 'Espresso' },
  { amount: 5, label: 'Latte' },
  { amount: 10, label: 'Coffee Run' },
  { amount: 25, label: 'Mega Fuel' },
] as const;

export const DEFAULT_AMOUNT = 5;
export const INIT_FAILED = 'Failed to initialize payment. Please try again.';

export type ParsedAmount = { ok: true; amount: number } | { ok: false; error: string };

/** The custom amount's text as dollars, or why it can't be used (the server's rule, in its words). */
export function parseCustomAmount(text: string): ParsedAmount {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: 'Enter an amount in dollars, e.g. 7.50' };
  const amount = Number(trimmed);
  if (!Number.isFinite(amount)) return { ok: false, error: 'Enter an amount in dollars, e.g. 7.50' };
  if (amount < MIN_DONATION_DOLLARS) return { ok: false, error: MINIMUM_MESSAGE };
  if (amount > MAX_DONATION_DOLLARS) return { ok: false, error: MAXIMUM_MESSAGE };
  if (!isWholeCents(amount)) return { ok: false, error: CENTS_MESSAGE };
  return { ok: true, amount: toCents(amount) / 100 };
}

/** '$5' for whole dollars, '$7.50' otherwise. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount)
    ? `$${amount.toLocaleString('en-US')}`
    : `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
