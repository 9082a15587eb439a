import { z } from 'zod';
import { MAX_INT } from './ids.ts';

/** A position in a list the client already has: a row id ('42') or an ISO time ('2026-11-22T10:00:00Z'). */
export type Cursor = { id: number } | { time: Date };

/** Parses a cursor from the query string; blank means none. */
export function zCursor(label: string) {
  return z
    .string({ error: `${label} must be an id or an ISO time` })
    .trim()
    .optional()
    .transform((value, ctx): Cursor | undefined => {
      if (!value) return undefined;
      if (/^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_INT)
        return { id: Number(value) };
      const time = new Date(value);
      if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(time.getTime())) return { time };
      ctx.addIssue({ code: 'custom', message: `${label} must be an id or an ISO time` });
      return z.NEVER;
    })
    .meta({ override: { pattern: '^\\s*(\\d{1,10}|\\d{4}-\\d{2}-\\d{2}T\\S+)?\\s*$' } });
}

/** Page size from the query string: `fallback` when absent, at most `max` (larger asks are clamped). */
export function zLimit(fallback: number, max: number) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(fallback)
    .transform((limit) => Math.min(limit, max));
}
