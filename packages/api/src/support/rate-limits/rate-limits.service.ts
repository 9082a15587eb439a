import type { Db } from '@chuck/db';
import { AppError } from '../../errors.ts';
import { clear, hit } from './rate-limits.repository.ts';

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

/** Starts `key` afresh (a correct password forgets the wrong ones before it). */
export function reset(db: Db, key: string): Promise<void> {
  return clear(db, key);
}
