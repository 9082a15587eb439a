// The release years a film may have. Zod-free, so the web app reads a year the way the server does.

export const FIRST_FILM_YEAR = 1870;
export const LAST_FILM_YEAR = 2100;
