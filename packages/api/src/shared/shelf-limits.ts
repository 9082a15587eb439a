// The shelf's paging, search and filter words. Zod-free, so the web app shares them cheaply.

/** docs/product.md §9: 12 discs a page. */
export const SHELF_PAGE_SIZE = 12;
/** Larger page sizes are served as this many (clamped, not refused). */
export const SHELF_MAX_LIMIT = 50;
/** The longest search text the shelf takes. */
export const SHELF_SEARCH_MAX = 100;
/** What the shelf's Format and Condition selects send for "no filter". */
export const SHELF_ANY = 'Any';
/** The most films one availability ('On the shelf') call answers, by id and by title each. */
export const AVAILABILITY_MAX_LOOKUPS = 50;
