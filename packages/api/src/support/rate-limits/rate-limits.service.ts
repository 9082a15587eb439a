import type { Db } from '@chuck/db';
import { AppError } from '../../errors.ts';
import { clear, current, hit } from './rate-limits.repository.ts';

export interface Limit {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
  /** What the caller is told when over the limit. */
  message: string;
}

/** Throws a 429 (with Retry-After) once `key` has used up its window. */
export async function enforce(db: Db, key: string, limit: Limit): Promise<void> {
  const { count, resetIn } = await hit(db, key, limit.windowSeconds);
  if (count > limit.max) throw new AppError('TOO_MANY_REQUESTS', limit.message, resetIn);
}

/**
 * Everyday writes anyone may make (saving a top 3, rating, picking a country), counted per procedure
 * for each member or visitor address (docs/architecture.md 'Hardening').
 */
export const PUBLIC_WRITES: Limit = {
  max: 60,
  windowSeconds: 10 * 60,
  message: "That's a lot of changes in a row. Please wait a few minutes and try again.",
};

/** Starts `key` afresh (a correct password forgets the wrong ones before it). */
export function reset(db: Db, key: string): Promise<void> {
  return clear(db, key);
}

/**
 * Counts one hit against `key` without refusing anything: the caller decides what the count means
 * (wrong passwords for one account pause its password sign-in, issue 33).
 */
export function count(db: Db, key: string, windowSeconds: number) {
  return hit(db, key, windowSeconds);
}

/** Whether `key` has any hit in its current window (e.g. a pause that has not ended). */
export async function isActive(db: Db, key: string): Promise<boolean> {
  return (await current(db, key)) > 0;
}
