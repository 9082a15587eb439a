/** docs/product.md §9: the tip jar's presets, $5 Latte picked to start with, $1.00 minimum, cents allowed. */
export const PRESETS = [
  { amount: 3, label: 'Espresso' },
  { amount: 5, label: 'Latte' },
  { amount: 10, label: 'Coffee Run' },
  { amount: 25, label: 'Mega Fuel' },
] as const;

export const DEFAULT_AMOUNT = 5;
export const MIN_AMOUNT = 1;
export const MAX_AMOUNT = 10_000;
export const MINIMUM_MESSAGE = 'Minimum donation is $1.00';
export const INIT_FAILED = 'Failed to initialize payment. Please try again.';

export type ParsedAmount = { ok: true; amount: number } | { ok: false; error: string };

/** The custom amount field's text as dollars, with the reason when it can't be used. */
export function parseCustomAmount(text: string): ParsedAmount {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: 'Enter an amount in dollars, e.g. 7.50' };
  const amount = Number(trimmed);
  if (!Number.isFinite(amount)) return { ok: false, error: 'Enter an amount in dollars, e.g. 7.50' };
  if (amount < MIN_AMOUNT) return { ok: false, error: MINIMUM_MESSAGE };
  if (amount > MAX_AMOUNT) return { ok: false, error: 'Maximum donation is $10,000.00' };
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    return { ok: false, error: 'Use at most two decimal places (cents)' };
  }
  return { ok: true, amount: Math.round(amount * 100) / 100 };
}

/** '$5' for whole dollars, '$7.50' otherwise. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount)
    ? `$${amount.toLocaleString('en-US')}`
    : `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
