// docs/product.md §3 'Lists': the lengths and counts the server keeps, and who may see a list.
// Zod-free, so the web app's forms check the same numbers.

/**
 * Who may see a list: the member page's three choices (the same rules, blocks included), and
 * 'private': the owner and the list's editors only.
 */
export const LIST_VISIBILITIES = ['public', 'members', 'connections', 'private'] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];
export const DEFAULT_LIST_VISIBILITY: ListVisibility = 'members';

export const LIST_TITLE_MAX = 80;
export const LIST_DESCRIPTION_MAX = 1000;
export const LIST_NOTE_MAX = 280;
/** Films on one list. */
export const LIST_FILMS_MAX = 500;
/** Lists one member owns. */
export const LISTS_PER_MEMBER = 100;
