import type { RouterOutputs } from '../../../lib/trpc.ts';

export type UserCollection = RouterOutputs['userCollection']['get'];

/**
 * docs/product.md §2: first and last name; else the part of the email before the at-sign; else 'Movie
 * Enthusiast'. The API never sends the email: its displayName already applies the email step.
 */
export function ownerName(user: UserCollection['user']): string {
  const fullName = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return fullName || user.displayName.trim() || 'Movie Enthusiast';
}
