import type { Catalog } from '@chuck/catalog';
import type { FilmCard } from './film.ts';

/** Below this trigram similarity a typed title is not taken to mean a catalog film. */
const MIN_SIMILARITY = 0.55;

/** 'Alien (1979)' → 'Alien' and 1979; other titles as they are ('Blade Runner 2049' keeps its number). */
function splitYear(text: string): { title: string; year: number | null } {
  const match = /^(.*\S)\s*\((\d{4})\)$/.exec(text.trim());
  return match ? { title: match[1]!, year: Number(match[2]) } : { title: text.trim(), year: null };
}

/**
 * The catalog film a visitor most likely means by a typed title: an exact (normalised) title,
 * the year nearest a given one, then the best known; else a close spelling. Null when nothing
 * is close enough: free text stays free text.
 */
export async function resolveTitle(
  catalog: Catalog,
  text: string,
  year: number | null = null,
  options?: { exactOnly?: boolean },
): Promise<FilmCard | null> {
  const parsed = splitYear(text);
  const wantedYear = parsed.year ?? year;
  const match = await catalog.matchTitle(parsed.title, wantedYear, options);
  if (!match || match.similarity < MIN_SIMILARITY) return null;
  return yearFits(match.film, wantedYear) ? match.film : null;
}

/** The same title in another year is another film ('Psycho (1960)' is not the 1998 one); release dates differ by a year at most. */
function yearFits(film: FilmCard, year: number | null): boolean {
  return year === null || film.year === null || Math.abs(film.year - year) <= 1;
}
