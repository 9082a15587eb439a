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

/** What a member's public name is made from (never their email). */
export interface NamedMember {
  id: string;
  /** The name they chose on their social profile; null when they have none. */
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * A member's one public name, on every screen, in every notification and API response
 * (docs/product.md §3 'Public name'): the display name they chose; else their first name and last
 * initial ('Ana P.'); else 'Member' and the start of their id. Never an email or part of one.
 */
export function publicName(member: NamedMember): string {
  const chosen = member.displayName?.trim();
  if (chosen) return chosen;
  const first = member.firstName?.trim();
  const initial = member.lastName?.trim().charAt(0).toUpperCase();
  if (first) return initial ? `${first} ${initial}.` : first;
  return `Member ${member.id.slice(0, 6)}`;
}
