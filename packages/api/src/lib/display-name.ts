export interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
  email?: string | null;
}

const FALLBACK_DISPLAY_NAME = 'Movie Enthusiast';

/**
 * How a member is named to others (docs/product.md §2, user collection page): first and last name;
 * else the part of the email before the at-sign; else 'Movie Enthusiast'. The email itself is never shown.
 */
export function displayName(person: NamedPerson): string {
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  const local = person.email?.split('@')[0]?.trim();
  return local || FALLBACK_DISPLAY_NAME;
}
