import { z } from 'zod';

/**
 * Text the caller must send, checked after trimming: `missing` when it is absent or not text,
 * `min`'s message when shorter (by default: `missing` when blank), `max`'s when longer.
 */
export function requiredText(
  missing: string,
  [maxLength, tooLong]: [number, string],
  [minLength, tooShort]: [number, string] = [1, missing],
) {
  return z.string({ error: missing }).trim().min(minLength, tooShort).max(maxLength, tooLong);
}
