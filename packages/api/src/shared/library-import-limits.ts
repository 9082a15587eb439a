// The largest Letterboxd or IMDb file an import takes, and what is said about a file it refuses.
// Zod-free, so the web app checks a file before sending it, in the server's words.

export const MAX_CSV_CHARS = 2 * 1024 * 1024;
export const CSV_TOO_LARGE =
  'The file is larger than 2 MB: export a smaller part (e.g. ratings.csv on its own).';
export const CSV_EMPTY = 'The file is empty.';

/** Letterboxd's export zip (docs/product.md §4 'Import and export'): at most 10 MB as uploaded. */
export const MAX_ZIP_BYTES = 10 * 1024 * 1024;
export const zipTooLarge = (file: string, megabytes = 10) =>
  `${file} is larger than ${megabytes} MB: upload its CSVs one at a time (e.g. diary.csv).`;
