import type { MovieRecord } from '../import/movie-record.ts';

// Words for the dataset's categories as they read inside a sentence.
const GENRE_WORDS: Record<string, string> = {
  'Thriller/Suspense': 'thriller',
  'Concert/Performance': 'concert',
};
const CREATIVE_TYPE_WORDS: Record<string, string> = {
  'Science Fiction': 'science fiction',
  Fantasy: 'fantasy',
  'Historical Fiction': 'historical',
  'Super Hero': 'superhero',
  'Kids Fiction': "children's",
  Dramatization: 'dramatized',
  Factual: 'factual',
};
const SOURCE_PHRASES: Record<string, string> = {
  'Original Screenplay': 'from an original screenplay',
  'Based on Book/Short Story': 'based on a book',
  'Based on Real Life Events': 'based on real events',
  'Based on Factual Book/Article': 'based on a factual book',
  'Based on Comic/Graphic Novel': 'based on a comic',
  'Based on TV': 'based on a TV series',
  'Based on Play': 'based on a play',
  'Based on Musical/Opera': 'based on a stage musical',
  'Based on Game': 'based on a game',
  'Based on Short Film': 'based on a short film',
  'Based on Magazine Article': 'based on a magazine article',
  'Based on Toy': 'based on a toy',
  'Traditional/Legend/Fairytale': 'drawn from a traditional tale',
  'Disney Ride': 'based on a Disney ride',
  Remake: 'a remake',
  'Spin-Off': 'a spin-off',
};

/**
 * An honest synopsis built only from the facts we hold, e.g. 'A 1999 science fiction action film
 * directed by Andy Wachowski, from an original screenplay. Rated R, 136 minutes.'
 */
export function describeFilm(
  film: Pick<
    MovieRecord,
    'year' | 'directors' | 'majorGenre' | 'creativeType' | 'source' | 'mpaaRating' | 'runtime'
  > &
    Partial<Pick<MovieRecord, 'castNames'>> & {
      /** Genre names, said when the data has no aisle of its own ('A 1999 science fiction comedy film'). */
      genres?: readonly string[];
    },
): string {
  const aisle = film.majorGenre ? (GENRE_WORDS[film.majorGenre] ?? film.majorGenre.toLowerCase()) : undefined;
  const genres =
    film.creativeType || aisle ? [] : (film.genres ?? []).slice(0, 2).map((g) => g.toLowerCase());
  const kind = [
    film.year?.toString(),
    film.creativeType ? CREATIVE_TYPE_WORDS[film.creativeType] : undefined,
    aisle,
    ...genres,
    'film',
  ]
    .filter(Boolean)
    .join(' ');
  let first = `${/^[aeiou]/i.test(kind) ? 'An' : 'A'} ${kind}`;
  if (film.directors.length) first += ` directed by ${joinNames(film.directors)}`;
  const source = film.source ? SOURCE_PHRASES[film.source] : undefined;
  if (source) first += `, ${source}`;
  const stars = (film.castNames ?? []).slice(0, 2);
  if (stars.length) first += `, starring ${joinNames(stars)}`;
  const facts = [
    film.mpaaRating
      ? film.mpaaRating === 'Not Rated'
        ? 'Not rated'
        : `Rated ${film.mpaaRating}`
      : undefined,
    film.runtime ? `${film.runtime} minutes` : undefined,
  ].filter(Boolean);
  return facts.length ? `${first}. ${facts.join(', ')}.` : `${first}.`;
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
