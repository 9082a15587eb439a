/**
 * The cast of the REST examples (restMeta's `example`, shown at /api/docs): one film, two members
 * and one visitor, so every operation's example tells the same story. openapi.test.ts checks each
 * example against its procedure's schemas.
 */

/** Dana, the member making the call. */
export const DANA = 'k3wq7d2mzp8xv5ra';
/** Sam, the other member: a connection, a lender or a borrower. */
export const SAM = 'p9hs4ntb6ycj2lqe';
/** A visitor's session id, as the browser keeps it. */
export const VISITOR_SESSION = 's-3f2a9c1e-7b4d8e20-a1c5f3b9-0d6e2f48';

/** A moment, as every answer writes one. */
export const AT = '2026-11-20T19:30:00.000Z';

export const FILM = {
  movieId: 949,
  title: 'Heat',
  posterUrl: 'https://image.tmdb.org/t/p/w500/rrBuGu0Pjq7Y2BWSI6teGfZzviY.jpg',
  year: 1995,
  rating: '7.9',
  description:
    'Obsessive master thief Neil McCauley leads a top-notch crew on various daring heists throughout Los Angeles.',
};

/** Heat as a list of films and a movie night show it (ZFilmSummary). */
export const FILM_SUMMARY = {
  movieId: FILM.movieId,
  title: FILM.title,
  year: FILM.year,
  posterUrl: FILM.posterUrl,
};

/** A film Chuck picks for someone who loves Heat, as a pick's card shows it (embedded catalog). */
export const PICKED_FILM = {
  movieId: 1538,
  title: 'Collateral',
  year: 2004,
  rating: '7.5',
  description: 'Cab driver Max picks up a man who offers him $600 to drive him around for a night.',
  posterUrl: '/api/posters/1538.svg',
};

export const WATCH_OPTIONS = {
  streaming: [{ name: 'Netflix', url: 'https://www.netflix.com/title/949' }],
  rent: [{ name: 'Apple TV', price: '$3.99' }],
  buy: [],
};

/** The film as a member's list keeps it (watchlist, seen list). */
export const FILM_ITEM = { id: 42, ...FILM, watchOptions: WATCH_OPTIONS };

export const DANA_NAME = 'Dana K.';
export const SAM_NAME = 'Sam R.';

/** Sam's copy of Collateral, as a hold on it and a loan of it name it. */
export const SAMS_DISC = {
  mediaId: 77,
  title: PICKED_FILM.title,
  year: PICKED_FILM.year,
  format: 'Blu-ray',
  posterUrl: null,
  ownerId: SAM,
};

/** What Dana says of her copy of the film. */
const DISC_DETAILS = {
  title: FILM.title,
  year: FILM.year,
  director: 'Michael Mann',
  genre: 'Crime',
  runtimeMinutes: 170,
  format: 'DVD',
  condition: 'Excellent',
  visibility: 'rentable',
  notes: 'Two-disc special edition.',
};

/** Adding that copy to her collection, picked from a search (the create call's input). */
export const NEW_DISC = { ...DISC_DETAILS, movieId: FILM.movieId, posterUrl: FILM.posterUrl };

/** Dana's copy of the film in the DVD Club, rentable. */
export const DISC = {
  id: 42,
  ...DISC_DETAILS,
  ownerId: DANA,
  ownerName: DANA_NAME,
  movieId: FILM.movieId,
  posterUrl: FILM.posterUrl,
  onLoan: false,
  lostAt: null,
  createdAt: AT,
  updatedAt: AT,
};
