import type { EmbeddedFilm } from '../embedded/embedded-films.ts';
import type { MovieRecord } from '../import/movie-record.ts';
import { normalizeText, normalizeTitle } from '../normalize.ts';
import type { AlternateTitles } from './alternate-titles.ts';
import { completeNames, type WikipediaFilm, wikipediaGenreIds } from './wikipedia-films.ts';

export interface MergeReport {
  /** Films found in both sources. */
  matched: number;
  /** Same title and year ±1, but the directors named differ: kept as two films. */
  refusedByDirector: string[];
  /** Matched though the directors differ (same title and year, no other candidate): both are kept. */
  disputedDirectors: string[];
  /** Years moved to the Wikipedia list's release year. */
  yearsCorrected: string[];
  vegaOnly: number;
  wikipediaOnly: number;
}

/**
 * One catalog from today's films (vega-datasets, cleaned: ratings, runtime, certificate) and the
 * Wikipedia list of American films (cast, genres, directors, the article):
 * - the same film is the same normalised title (or alternate title) with years at most one apart,
 *   confirmed by a shared director surname when both name directors; the nearer year wins a tie;
 * - a matched film keeps today's facts and gains the list's cast, genres, directors and article;
 *   when the years differ by one the list's year (the film's release year) is kept;
 * - films in one source only are kept as they are;
 * - films nobody rated get a notability (below), so ranking can tell a classic from a 1921 short.
 */
export function mergeFilms(
  vega: readonly MovieRecord[],
  listed: readonly WikipediaFilm[],
  alternates: AlternateTitles,
): { films: EmbeddedFilm[]; report: MergeReport } {
  const wikipedia = completeNames(
    [...listed],
    vega.flatMap((r) => r.directors),
  );
  const report: MergeReport = {
    matched: 0,
    refusedByDirector: [],
    disputedDirectors: [],
    yearsCorrected: [],
    vegaOnly: 0,
    wikipediaOnly: 0,
  };
  const byTitle = new Map<string, WikipediaFilm[]>();
  for (const film of wikipedia) {
    const key = normalizeTitle(film.title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), film]);
  }
  const used = new Set<WikipediaFilm>();
  const films: EmbeddedFilm[] = [];

  for (const record of vega) {
    const alternate = alternates.get(record.title, record.year);
    const year = alternate?.year ?? record.year;
    const titles = [record.title, ...(alternate ? [alternate.title, ...alternate.titles] : [])];
    const match = year === null ? undefined : bestMatch(record, year, titles, byTitle, used, report);
    const film = fromVega(record, alternate?.title ?? record.title, year, alternate?.titles ?? []);
    // Renamed or re-dated films keep the id an earlier catalog gave them.
    if (film.title !== record.title) film.formerTitle = record.title;
    if (year !== record.year && record.year !== null) film.formerYear = record.year;
    if (match) {
      used.add(match);
      report.matched++;
      // The alias table's year is the first release anywhere; the list's is the American one.
      if (match.year !== year && alternate?.year === undefined) {
        report.yearsCorrected.push(`${record.title}: ${year} → ${match.year}`);
        film.year = match.year;
        if (record.year !== null) film.formerYear ??= record.year;
      }
      if (match.cast.length) film.cast = match.cast;
      // A disputed credit keeps both readings, the list's first.
      if (match.directors.length)
        film.directors = [...new Set([...match.directors, ...(film.directors ?? [])])];
      if (sameDirector(record.directors, match.directors) === false)
        report.disputedDirectors.push(`${record.title} (${year}): ${film.directors!.join(', ')}`);
      const genres = wikipediaGenreIds(match.genres);
      film.genreIds = [...new Set([...(film.genreIds ?? []), ...genres])];
      film.wikipedia = match.wikipedia;
      film.listGenres = match.genres;
    } else {
      report.vegaOnly++;
    }
    // A release date of another year than the corrected one would contradict it.
    if (film.releaseDate && film.year !== null && !film.releaseDate.startsWith(String(film.year)))
      delete film.releaseDate;
    films.push(film);
  }
  for (const film of wikipedia) {
    if (used.has(film)) continue;
    report.wikipediaOnly++;
    films.push({
      title: film.title,
      year: film.year,
      ...(film.directors.length ? { directors: film.directors } : {}),
      ...(film.cast.length ? { cast: film.cast } : {}),
      genreIds: wikipediaGenreIds(film.genres),
      wikipedia: film.wikipedia,
      listGenres: film.genres,
    });
  }
  for (const film of films) addSpellings(film);
  addNotability(films);
  for (const film of films) delete film.listGenres;
  return { films, report };
}

/**
 * Other titles under which a film is commonly typed: 'Vol. 1' for 'Volume 1' and back (Letterboxd
 * writes 'Kill Bill: Vol. 1'). Titles that normalise alike are kept once.
 */
function addSpellings(film: EmbeddedFilm): void {
  const variants = [film.title, ...(film.altTitles ?? [])].flatMap((t) =>
    /\bVolume \d/.test(t)
      ? [t.replace(/\bVolume (\d)/, 'Vol. $1')]
      : /\bVol\. \d/.test(t)
        ? [t.replace(/\bVol\. (\d)/, 'Volume $1')]
        : [],
  );
  const seen = new Set([normalizeTitle(film.title)]);
  const titles = [...(film.altTitles ?? []), ...variants].filter((t) => {
    const norm = normalizeTitle(t);
    return !seen.has(norm) && seen.add(norm);
  });
  if (titles.length) film.altTitles = titles;
  else delete film.altTitles;
}

function bestMatch(
  record: MovieRecord,
  year: number,
  titles: readonly string[],
  byTitle: Map<string, WikipediaFilm[]>,
  used: Set<WikipediaFilm>,
  report: MergeReport,
): WikipediaFilm | undefined {
  const candidates = [...new Set(titles.flatMap((t) => byTitle.get(normalizeTitle(t)) ?? []))].filter(
    (w) => !used.has(w) && Math.abs(w.year - year) <= 1,
  );
  // Both sources misname a director now and then (an uncredited co-director, a producer), so
  // directors that differ refuse a match unless the title and year agree exactly and no other
  // film of that name is near: then it is the same film with a disputed credit.
  const exact = candidates.filter(
    (w) => w.year === year && normalizeTitle(w.title) === normalizeTitle(record.title),
  );
  const agreeing = candidates.filter(
    (w) =>
      sameDirector(record.directors, w.directors) !== false ||
      (exact.length === 1 && exact[0] === w && candidates.length === 1),
  );
  if (candidates.length && !agreeing.length)
    report.refusedByDirector.push(
      `${record.title} (${year}, ${record.directors.join(', ')}) ≠ ${candidates.map((w) => `${w.title} (${w.year}, ${w.directors.join(', ')})`).join('; ')}`,
    );
  // The nearer year first, then a confirmed director.
  return agreeing.sort(
    (a, b) =>
      Math.abs(a.year - year) - Math.abs(b.year - year) ||
      Number(sameDirector(record.directors, b.directors) === true) -
        Number(sameDirector(record.directors, a.directors) === true),
  )[0];
}

/** Undefined when either side names nobody; otherwise whether a surname is shared ('Andy Wachowski', 'Lana Wachowski'). */
export function sameDirector(a: readonly string[], b: readonly string[]): boolean | undefined {
  if (!a.length || !b.length) return undefined;
  // Any name word of three letters or more, so 'Yimou Zhang' is 'Zhang Yimou'.
  const words = new Set(a.flatMap(nameWords));
  return b.some((name) => nameWords(name).some((w) => words.has(w)));
}

function nameWords(name: string): string[] {
  return normalizeText(name)
    .split(/[ -]/)
    .filter((w) => w.length >= 3 && !['jr', 'sr', 'iii', 'von', 'van', 'der', 'del'].includes(w));
}

function fromVega(
  record: MovieRecord,
  title: string,
  year: number | null,
  altTitles: string[],
): EmbeddedFilm {
  const film: EmbeddedFilm = { title, year };
  const facts = {
    releaseDate: record.releaseDate,
    directors: record.directors.length ? record.directors : null,
    genreIds: record.genreIds.length ? record.genreIds : null,
    majorGenre: record.majorGenre,
    creativeType: record.creativeType,
    source: record.source,
    mpaaRating: record.mpaaRating,
    distributor: record.distributor,
    runtime: record.runtime,
    voteAverage: record.voteAverage,
    voteCount: record.voteCount || null,
    rottenTomatoes: record.rottenTomatoes,
    usGross: record.usGross,
    worldwideGross: record.worldwideGross,
    productionBudget: record.productionBudget,
    altTitles: altTitles.length ? altTitles : null,
  };
  for (const [key, value] of Object.entries(facts)) if (value !== null) Object.assign(film, { [key]: value });
  return film;
}

// Notability: an estimate, in votes, of how well known a film nobody rated is, from what the two
// sources hold (docs/catalog.md explains it):
// - its people: each of the first six billed actors and the directors counts the films they made
//   in the catalog (capped at 40: a long career, not a day player's hundred bit parts), the top
//   billed weighing most;
// - its era: a film of the 1970s onwards is watched more today than a silent short;
// - its article: a film that holds its plain title on Wikipedia ('Star_Wars_(film)' or 'Titanic'
//   rather than 'Titanic_(1915_film)') is the best-known film of that name.
// The scale is set so that the rated films' median estimate equals their median vote count,
// and no estimate exceeds NOTABILITY_CAP, so a well-rated classic stays ahead of a guess.
const BILLING_WEIGHTS = [1, 0.8, 0.6, 0.5, 0.4, 0.3];
const CAREER_CAP = 40;
const NOTABILITY_CAP = 100_000;

function eraWeight(year: number | null, genres: readonly string[]): number {
  let weight = year === null ? 0.3 : year >= 1970 ? 1 : year >= 1950 ? 0.6 : year >= 1930 ? 0.35 : 0.15;
  if (genres.includes('Silent')) weight *= 0.5;
  if (genres.includes('Short')) weight *= 0.2;
  return weight;
}

function articleWeight(path: string | undefined): number {
  if (!path) return 1;
  // A year in the disambiguation means the title is shared by several films.
  return /_\((?:\d{4}_)?(?:[a-z]+_)?film\)$/i.test(path) ? (/_\(\d{4}_/.test(path) ? 0.7 : 1.2) : 1.5;
}

function addNotability(films: EmbeddedFilm[]): void {
  const careers = new Map<string, number>();
  const people = (film: EmbeddedFilm) =>
    new Set(
      [...(film.cast ?? []).slice(0, BILLING_WEIGHTS.length), ...(film.directors ?? [])].map(normalizeText),
    );
  for (const film of films) for (const p of people(film)) careers.set(p, (careers.get(p) ?? 0) + 1);
  const career = (name: string) => Math.min(CAREER_CAP, careers.get(normalizeText(name)) ?? 0);
  const raw = (film: EmbeddedFilm) => {
    const cast = (film.cast ?? [])
      .slice(0, BILLING_WEIGHTS.length)
      .reduce((sum, name, i) => sum + career(name) * BILLING_WEIGHTS[i]!, 0);
    const directing = Math.max(0, ...(film.directors ?? []).map(career)) * 0.5;
    return (
      (1 + cast + directing) * eraWeight(film.year, film.listGenres ?? []) * articleWeight(film.wikipedia)
    );
  };
  const rated = films.filter((f) => (f.voteCount ?? 0) > 0);
  const scale = median(rated.map((f) => f.voteCount!)) / Math.max(1e-9, median(rated.map(raw)));
  for (const film of films) {
    if ((film.voteCount ?? 0) > 0) continue;
    film.notability = Math.min(NOTABILITY_CAP, Math.round(raw(film) * scale));
  }
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
