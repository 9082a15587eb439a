import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';

/** One film of the Wikipedia list of American films (../shared/data/README.md lists the fields). */
export interface WikipediaFilm {
  title: string;
  year: number;
  cast: string[];
  genres: string[];
  directors: string[];
  wikipedia: string;
}

const ZWikipediaFilm = z.object({
  title: z.string().trim().min(1),
  year: z.number().int().min(1888).max(2100),
  cast: z.array(z.string()).catch([]).default([]),
  genres: z.array(z.string()).catch([]).default([]),
  directors: z.array(z.string()).catch([]).default([]),
  wikipedia: z.string().min(1),
});

/** Reads the gzipped JSON array; entries that do not fit are left out. */
export function readWikipediaFilms(path: string): WikipediaFilm[] {
  const rows: unknown = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8'));
  if (!Array.isArray(rows)) throw new Error(`${path} is not a JSON array`);
  return rows.flatMap((row) => {
    const parsed = ZWikipediaFilm.safeParse(row);
    if (!parsed.success) return [];
    const film = parsed.data;
    return [
      {
        ...film,
        cast: cleanNames(film.cast),
        directors: cleanNames(film.directors).filter(plausibleName),
      },
    ];
  });
}

function cleanNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((n) => n.replace(/\s+/g, ' ').trim()).filter((n) => n && !seen.has(n) && seen.add(n));
}

/**
 * The directors were read from each article's first sentences, and a few readings caught more than
 * a name ('New York', 'New Line Cinema', 'The Omen'): a name has two to five words, each starting
 * in capitals, and is not a place or a company.
 */
export function plausibleName(name: string): boolean {
  const words = name.split(' ');
  if (words.length < 2 || words.length > 5 || name.length > 40) return false;
  if (NOT_PEOPLE.test(name)) return false;
  return words.every((w) => /^(?:\p{Lu}|\d|(?:de|van|von|der|da|del|la|le|di|du|dos|of)$)/u.test(w));
}

const NOT_PEOPLE =
  /^(?:The|His|Her|Their) |\b(?:Cinema|Pictures|Studios?|Films|Productions|Entertainment)$|^(?:New York|Hong Kong|Los Angeles)$/;

/**
 * Some directors' names were cut at a hyphen or a capitalised particle ('Michael Caton-', 'Neil
 * La', 'Cecil B. De'). Such a name is completed from the names the sources hold in full (the most
 * common one it begins), or dropped when none does.
 */
function isTruncatedName(name: string): boolean {
  return /-$/.test(name) || / (?:De|Le|La|Di|Du|Van|Von|Mc|Mac|O)$/.test(name);
}

export function completeNames(films: WikipediaFilm[], otherNames: readonly string[]): WikipediaFilm[] {
  const counts = new Map<string, number>();
  for (const name of [...otherNames, ...films.flatMap((f) => [...f.cast, ...f.directors])])
    if (!isTruncatedName(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const full = [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const completed = new Map<string, string | undefined>();
  const complete = (name: string) => {
    if (!completed.has(name))
      completed.set(
        name,
        full.find((f) => f.length > name.length && f.startsWith(name)),
      );
    return completed.get(name);
  };
  return films.map((film) => ({
    ...film,
    directors: [...new Set(film.directors.flatMap((n) => (isTruncatedName(n) ? (complete(n) ?? []) : [n])))],
  }));
}

/**
 * The list's genre words as TMDB genre ids. Words with no TMDB genre (Silent, Short, Teen, Sports,
 * Political, Independent, ...) are left out; they still count for notability (see merge-films.ts).
 */
const GENRE_IDS: Record<string, number[]> = {
  action: [28],
  adventure: [12],
  animated: [16],
  animation: [16],
  biography: [36],
  comedy: [35],
  crime: [80],
  dance: [10402],
  disaster: [28],
  documentary: [99],
  drama: [18],
  family: [10751],
  fantasy: [14],
  'found footage': [27],
  historical: [36],
  horror: [27],
  'martial arts': [28],
  musical: [10402],
  mystery: [9648],
  noir: [80],
  performance: [10402],
  romance: [10749],
  satire: [35],
  'science fiction': [878],
  slasher: [27],
  spy: [53],
  superhero: [28, 878],
  supernatural: [27],
  suspense: [53],
  thriller: [53],
  war: [10752],
  western: [37],
};

export function wikipediaGenreIds(genres: readonly string[]): number[] {
  return [...new Set(genres.flatMap((g) => GENRE_IDS[g.trim().toLowerCase()] ?? []))];
}
