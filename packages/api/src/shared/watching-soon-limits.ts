// docs/product.md §2 'Watching Soon card'. Zod-free, so the web app's editor shares them cheaply.

/** docs/product.md §9: exactly three picks. */
export const WATCHING_SOON_SLOTS = 3;
/** The longest 'Why are you excited to watch this?' a pick keeps. */
export const WATCHING_SOON_WHY_MAX = 280;
