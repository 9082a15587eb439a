import { TMDB_GENRES } from '@chuck/catalog';
import { directorsOf, type Film } from '../../recommender/film.ts';
import { likenessScore } from '../../recommender/local/likeness.ts';
import { quality } from '../../recommender/local/rank.ts';
import { shelfFilmsIn, withShelfGenres } from '../../recommender/local/shelf-knowledge.ts';
import type { Aisle, GenreWish } from '../aisles.ts';
import { capitalise } from '../text.ts';
import * as lines from './lines.ts';
import type { Turn } from './turn.ts';

// Choosing films from the catalog's aisles: a genre, a mood, an era, or films near one film.

/** Films offered per answer: a short reply names a handful, not a catalogue page. */
export const PICKS = 3;
/** Aisle candidates scored per answer, best known first. */
const AISLE_POOL = 150;
/** Fewest ratings a film needs to be picked from an aisle (relaxed when the aisle is thin). */
const AISLE_MIN_VOTES = 2_000;

export interface PickOptions {
  minVotes?: number;
  count?: number;
  /** Rank by likeness to this film (a 'like X but Y'), not by renown; its genres and director fill the pool. */
  near?: Film;
  /** Genre ids a pick must not have ('less scary'). */
  avoid?: readonly number[];
  /** Offer films even if they were just offered (Chuck's favourite does not change). */
  keepOffered?: boolean;
}

/** Films from an aisle: those answering every genre asked for first, then the best (or the nearest) ones. */
export async function aislePicks(turn: Turn, aisle: Aisle, options: PickOptions = {}): Promise<Film[]> {
  const { near, avoid = [], count = PICKS } = options;
  const seed = near && withGenres(near);
  const ids = [...new Set(aisle.genres.flatMap((g) => g.ids))];
  // With no genre asked for: the films near the seed (its genres or its director), or every film of
  // the era (likeness then ranks them; a seed whose only genre is avoided has no genre to go by).
  const genreIds = (ids.length ? ids : (seed?.genreIds ?? [])).filter((id) => !avoid.includes(id));
  const directors = seed && !ids.length ? directorsOf(seed) : [];
  const query = {
    ...(genreIds.length > 0 && {
      related: { genreIds, directors, titles: shelfFilmsIn(genreIds) },
      relatedFirst: directors.length > 0,
    }),
    fromYear: aisle.era?.from ?? null,
    toYear: aisle.era?.to ?? null,
    exclude: [...(options.keepOffered ? [] : turn.exclude), ...(near ? [near.id] : [])],
    limit: AISLE_POOL,
  };
  const minVotes = options.minVotes ?? AISLE_MIN_VOTES;
  let pool = await turn.catalog.findFilms({ ...query, minVoteCount: minVotes });
  if (pool.length < PICKS) pool = await turn.catalog.findFilms({ ...query, minVoteCount: 0 });
  const rank = (film: Film) => (seed ? likenessScore(seed, film) + quality(film) / 2 : quality(film));
  const scored = pool
    .map(withGenres)
    .filter((film) => !film.genreIds.some((id) => avoid.includes(id)))
    .map((film) => ({ film, wishes: aisle.genres.filter((g) => answers(g, film)).length, rank: rank(film) }))
    // Films that answer every genre asked for ('scary' and 'funny') beat those answering one.
    .sort((a, b) => b.wishes - a.wishes || b.rank - a.rank || a.film.id - b.film.id);
  return varied(
    scored.filter((s) => s.wishes > 0 || !aisle.genres.length).map((s) => s.film),
    count,
  );
}

/** 'If you only grab one, make it X.' and Chuck's take on it. */
export function takeLine(turn: Turn, film: Film): string {
  const take = lines.takeOn(film.voteAverage, film.id).replace(/^My take: /, '');
  return `If you only grab one, make it ${turn.mentions.again(film)}. ${capitalise(take)}`;
}

function answers(wish: GenreWish, film: Film): boolean {
  const has = (id: number) => film.genreIds.includes(id);
  return wish.all ? wish.ids.every(has) : wish.ids.some(has);
}

/** Picks in order, at most one per director, for variety. */
export function varied(films: readonly Film[], count: number): Film[] {
  const picks: Film[] = [];
  const directors = new Set<string>();
  for (const film of films) {
    if (picks.length >= count) break;
    if (directorsOf(film).some((d) => directors.has(d))) continue;
    for (const d of directorsOf(film)) directors.add(d);
    picks.push(film);
  }
  return picks;
}

/** The film with the genres Chuck shelves it under (the embedded data lacks crime, animation, war). */
export function withGenres<T extends Film>(film: T): T {
  return { ...film, genreIds: withShelfGenres(film.genreIds, film.title, film.year) };
}

const SHORT_GENRE: Record<string, string> = { 'Science Fiction': 'sci-fi', 'TV Movie': 'TV' };

export function genreName(id: number): string {
  return TMDB_GENRES.find((g) => g.id === id)?.name ?? 'Movie';
}

export function genreLabel(id: number): string {
  const name = genreName(id);
  return SHORT_GENRE[name] ?? name.toLowerCase();
}

export function genreNames(film: Film): string[] {
  return withGenres(film).genreIds.map(genreLabel);
}
