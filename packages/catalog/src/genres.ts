import type { Genre } from './catalog.ts';

/** TMDB's movie genres (GET /genre/movie/list), so both providers speak the same ids. */
export const TMDB_GENRES: readonly Genre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

const byId = new Map(TMDB_GENRES.map((g) => [g.id, g]));
const byName = new Map(TMDB_GENRES.map((g) => [g.name.toLowerCase(), g.id]));

/** The dataset's 'Major Genre' values as TMDB genres. */
const MAJOR_GENRE: Record<string, number[]> = {
  action: [28],
  adventure: [12],
  comedy: [35],
  drama: [18],
  horror: [27],
  'thriller/suspense': [53],
  thriller: [53],
  'romantic comedy': [10749, 35],
  documentary: [99],
  musical: [10402],
  western: [37],
  'black comedy': [35],
  'concert/performance': [10402],
};

/**
 * The dataset's 'Creative Type' values that say something about genre. 'Kids Fiction' is Family
 * only: whether a film is animated is not in the data.
 */
const CREATIVE_TYPE: Record<string, number[]> = {
  'science fiction': [878],
  fantasy: [14],
  'kids fiction': [10751],
  'super hero': [28, 878],
  'historical fiction': [36],
};

/** TMDB genre ids for a film's dataset genre and creative type, without repeats. */
export function genreIdsFor(majorGenre: string | null, creativeType: string | null): number[] {
  const ids = [
    ...(MAJOR_GENRE[majorGenre?.trim().toLowerCase() ?? ''] ?? []),
    ...(CREATIVE_TYPE[creativeType?.trim().toLowerCase() ?? ''] ?? []),
  ];
  return [...new Set(ids)];
}

/**
 * Genre names from an imported file ('Sci-Fi, Drama') as TMDB ids; unknown names are dropped and
 * returned so the importer can report them.
 */
export function genreIdsFromNames(names: readonly string[]): { ids: number[]; unknown: string[] } {
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const raw of names) {
    const name = raw.trim().toLowerCase();
    if (!name) continue;
    const id =
      byName.get(name) ??
      byName.get(ALIASES[name] ?? '') ??
      MAJOR_GENRE[name]?.[0] ??
      CREATIVE_TYPE[name]?.[0];
    if (id === undefined) unknown.push(raw.trim());
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

const ALIASES: Record<string, string> = {
  'sci-fi': 'science fiction',
  scifi: 'science fiction',
  'sci fi': 'science fiction',
  musical: 'music',
  kids: 'family',
  children: 'family',
  suspense: 'thriller',
  historical: 'history',
  romcom: 'romance',
};

/** Ids as {id, name}; ids TMDB does not know are skipped. */
export function genresOf(ids: readonly number[]): Genre[] {
  return ids.flatMap((id) => {
    const genre = byId.get(id);
    return genre ? [{ ...genre }] : [];
  });
}
