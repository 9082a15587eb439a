// The catalog's search text. Zod-free, so every search box shares it cheaply.

/** Shorter queries answer `{results: []}` without a lookup (docs/product.md §5: 2 characters or more). */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
