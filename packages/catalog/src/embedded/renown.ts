/** What ranks a person's films: IMDb's weighted rating, so a high score from a few votes counts for little. */
const PRIOR_VOTES = 10_000;
const PRIOR_RATING = 6.3;

export interface RatedFilm {
  voteAverage: number | null;
  voteCount: number;
}

function renown(film: RatedFilm): number {
  const v = film.voteCount;
  return (
    (v / (v + PRIOR_VOTES)) * (film.voteAverage ?? PRIOR_RATING) +
    (PRIOR_VOTES / (v + PRIOR_VOTES)) * PRIOR_RATING
  );
}

/** For sort(): the better regarded first. */
export function byRenown(a: RatedFilm, b: RatedFilm): number {
  return renown(b) - renown(a);
}

/** How many titles a person is known for (as in TMDB's search results). */
export const KNOWN_FOR = 3;
