import { FILM, PICKED_FILM } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';

export { ZMovieIdInput } from '../catalog/catalog.schema.ts';

/** Films in a film page's 'More like this' (docs/product.md §2 'Film page'). */
export const MORE_LIKE_THIS_SIZE = 6;

/** A film like the one on the page, as its card shows it. */
export { ZFilmSnapshot as ZSimilarFilm } from '../../lib/film-snapshot.ts';

export const forFilmMeta = restMeta(
  'GET',
  '/tmdb/movie/{id}/more-like-this',
  'recommendations',
  `Up to ${MORE_LIKE_THIS_SIZE} films like this one, from Chuck's recommender (never one a signed-in member has seen or disliked)`,
  {
    protect: false,
    description:
      'The film page’s More like this: films like the one with this catalog id, chosen by the same engine as ' +
      'Chuck’s recommendations, best first. For a signed-in member, never a film on their seen list or one ' +
      'they gave a thumbs-down or marked not interested, and their dislikes steer the choice away from ' +
      "films like those. An unknown id is a 404 ('Movie not found'); when Chuck's line of picks is full, a " +
      '429 with Retry-After.',
    example: {
      input: { id: FILM.movieId },
      output: [PICKED_FILM],
    },
  },
);
