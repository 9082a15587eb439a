// A member's name is printed wherever they appear: pages, other members' notifications, mail. A line
// break or other control character in it can forge extra lines there (issue 25: "Hi <name>," with a
// CR/LF pitch in someone else's inbox), so names never hold one.

/** Control characters (C0, DEL, C1) and Unicode's line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;

export const NAME_CONTROL_MESSAGE = 'Names cannot contain line breaks or other control characters';

/** Whether `name` holds a character a name never has; absent names hold none. */
export const hasControlCharacters = (name: string | null | undefined): boolean =>
  Boolean(name && CONTROL.test(name));

/** A name from elsewhere (a sign-in provider's profile), which we cannot refuse: its controls become spaces. */
export function withoutControlCharacters(name: string | null): string | null {
  return name?.replace(CONTROLS, ' ').trim() || null;
}
