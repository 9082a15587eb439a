import { z } from 'zod';

/** The largest id a row can have (PostgreSQL's integer). */
export const MAX_INT = 2_147_483_647;

/** A row id from a path or query string (arrives as text) or a JSON body. */
export function zId(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive number`)
    .max(MAX_INT, `${label} is too large`);
}
