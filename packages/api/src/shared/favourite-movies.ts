// docs/product.md §2 'Top-3 movies panel' and §5. Zod-free, so the home page's form shares them
// without shipping a schema library in the first download.

/** docs/product.md §9: exactly three slots. */
export const MAX_FAVOURITES = 3;
export const FAVOURITE_TITLE_MAX = 200;
/** docs/product.md §5: the words when every input is blank. */
export const NEED_ONE_MOVIE = 'Please enter at least one of your favorite movies.';
