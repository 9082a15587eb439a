import type { Catalog } from '@chuck/catalog';
import type { FilmCard } from '../../recommender/film.ts';
import type { ShelfDisc } from '../club-shelf.ts';
import { findFilm } from '../shelf.ts';
import { label, titleMatch } from '../text.ts';

/** A film the reply may name: a catalog film, or a disc on the members' shelf (no catalog id). */
interface Nameable {
  id: number | null;
  title: string;
  year: number | null;
}

/** Sentences kept from a model's reply (the persona asks for 2 to 5). */
const MAX_SENTENCES = 5;
const MIN_REPLY_CHARS = 15;

const MARKED = /\[\[([^\]]{1,120})\]\]/g;
/** A title the model put in quotes or italics without brackets. */
const QUOTED = /(?:\*\*|__|[*_"“])([^*_"“”\n]{2,60})(?:\*\*|__|[*_"”])/g;
/** 'Some Title (1999)' written without brackets. */
const WITH_YEAR = /\((?:18|19|20)\d\d\)/g;

/**
 * Keeps a model's reply only as far as it is grounded: every film it names, in [[brackets]],
 * quotes or with a year, must be a catalog film or a disc on the members' shelf, shown as
 * 'Title (Year)'; a sentence naming anything else is dropped. Null when nothing worth saying is left.
 */
export async function groundReply(
  catalog: Catalog,
  raw: string,
  known: readonly FilmCard[],
  discs: readonly ShelfDisc[] = [],
): Promise<{ text: string; movieIds: number[] } | null> {
  const resolve = resolver(catalog, known, discs);
  const placed: Nameable[] = [];
  let text = raw.replace(/\s+/g, ' ').trim();

  // Bracketed titles become placeholders so their dots ('L.A. Confidential') cannot end a sentence.
  for (const match of [...text.matchAll(MARKED)]) {
    const film = await resolve(match[1]!);
    const token = film ? `\uE000${placed.push(film) - 1}\uE000` : '\uE001';
    text = text.replace(match[0], token);
  }
  // The label carries the year: a year the model wrote after a bracketed title would repeat it.
  text = text.replace(/(\uE000\d+\uE000)\s*\((?:18|19|20)\d\d\)/g, '$1');

  const kept: string[] = [];
  const ids: number[] = [];
  for (const sentence of sentences(text)) {
    if (sentence.includes('\uE001')) continue;
    const claims = await unmarkedClaims(sentence, resolve);
    if (claims === null) continue;
    for (const film of claims) if (film.id !== null && !ids.includes(film.id)) ids.push(film.id);
    kept.push(sentence);
    if (kept.length >= MAX_SENTENCES) break;
  }

  // Named in full the first time, by title after that.
  const named = new Set<string>();
  const result = kept
    .join(' ')
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => {
      const film = placed[Number(i)]!;
      if (film.id !== null && !ids.includes(film.id)) ids.push(film.id);
      if (named.has(label(film))) return film.title;
      named.add(label(film));
      return label(film);
    })
    .replace(/\*\*|__|(?<=\s|^)[*_]|[*_](?=\s|$|[.,!?])/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return result.length >= MIN_REPLY_CHARS ? { text: result, movieIds: ids } : null;
}

/**
 * Films a sentence names without brackets (quoted, italic, or with a year): the films when they
 * are all on the shelf, null when any is not.
 */
async function unmarkedClaims(
  sentence: string,
  resolve: (title: string) => Promise<Nameable | null>,
): Promise<Nameable[] | null> {
  const films: Nameable[] = [];
  for (const match of sentence.matchAll(QUOTED)) {
    const phrase = match[1]!.trim();
    // Only what looks like a title: capitalised words, no clause ('be kind, rewind' is a motto).
    if (phrase.includes(',') || phrase.split(' ').length > 8 || !/^[A-Z0-9]/.test(phrase)) continue;
    const film = await resolve(phrase);
    if (!film) return null;
    films.push(film);
  }
  for (const match of sentence.matchAll(WITH_YEAR)) {
    const year = Number(match[0].slice(1, 5));
    const words = sentence.slice(0, match.index).trim().split(' ');
    let film: Nameable | null = null;
    // The longest run of words before the year that is a film of that year ('I love Alien (1979)').
    for (let n = Math.min(8, words.length); n >= 1 && !film; n--) {
      const candidate = await resolve(
        words
          .slice(-n)
          .join(' ')
          .replace(/^["“*_]+|["”*_]+$/g, ''),
      );
      if (candidate?.year && Math.abs(candidate.year - year) <= 1) film = candidate;
    }
    if (!film) return null;
    films.push(film);
  }
  return films;
}

/** Matches a title against the films sent to the model first, then the members' discs, then the whole catalog. */
function resolver(catalog: Catalog, known: readonly FilmCard[], discs: readonly ShelfDisc[]) {
  const cache = new Map<string, Nameable | null>();
  return async (title: string): Promise<Nameable | null> => {
    const key = title.trim().toLowerCase();
    if (cache.has(key)) return cache.get(key)!;
    const disc = discs.find((d) => titleMatch(title, d.title) === 'exact');
    let film: Nameable | null =
      known.find((f) => titleMatch(title, f.title) === 'exact') ??
      (disc ? { id: null, title: disc.title, year: disc.year } : null);
    if (!film) {
      // Only the title itself or a misspelling of it: a film merely sharing a word is another film.
      const found = await findFilm(catalog, title);
      const match = found ? titleMatch(title, found.film.title) : 'none';
      film = found && (match === 'exact' || match === 'close') ? found.film : null;
    }
    cache.set(key, film);
    return film;
  };
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=["“\uE000A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
