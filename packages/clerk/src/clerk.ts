import { type Catalog, normalizeTitle } from '@chuck/catalog';
import { label } from './chat/text.ts';
import type { OpenAiSettings } from './openai-client.ts';
import type { FilmCard } from './recommender/film.ts';
import { recommendLocally } from './recommender/local/local-engine.ts';
import { attributePairPicks, pairPicksLocally } from './recommender/local/pair-picks.ts';
import { createOpenAiSuggester, type Suggestion } from './recommender/openai/openai-engine.ts';
import { resolveTitle } from './recommender/resolve-title.ts';
import {
  BATCH_SIZE,
  type PairPick,
  type PairTaste,
  type Recommendation,
  type Taste,
} from './recommender/taste.ts';

export interface ClerkConfig {
  /** Set → recommendations from the language model, checked against the catalog. */
  openai?: OpenAiSettings | undefined;
  /** Told when the language model failed and the local engine answered instead (for the log). */
  onFallback?: ((error: unknown) => void) | undefined;
}

export interface Clerk {
  readonly engine: 'openai' | 'local';
  /** A batch of picks, never a favourite, a rated film or anything in `taste.exclude`. */
  recommend(catalog: Catalog, taste: Taste, count?: number): Promise<Recommendation[]>;
  /**
   * Films two members would enjoy together (a Double Feature), each with a favourite or thumbs-up
   * of each it follows from; never a favourite, rated or excluded film of either.
   */
  pairPicks(catalog: Catalog, pair: PairTaste, count: number): Promise<PairPick[]>;
  /** The catalog film a typed title most likely means; null for free text the catalog does not hold. */
  resolveTitle(catalog: Catalog, title: string): Promise<FilmCard | null>;
}

/** Extra suggestions asked of the model, for those that fail to match the catalog or are excluded. */
const SPARE_SUGGESTIONS = 4;
/** Longest list of titles to avoid that is sent to the model (the rest are filtered afterwards). */
const MAX_AVOID_IN_PROMPT = 60;
const MAX_REASON_LENGTH = 200;

export function createClerk(config: ClerkConfig = {}): Clerk {
  const suggest = config.openai ? createOpenAiSuggester(config.openai) : undefined;

  async function recommendWithModel(
    catalog: Catalog,
    taste: Taste,
    count: number,
    ask: NonNullable<typeof suggest>,
  ): Promise<Recommendation[]> {
    const { suggestions, blockedIds, blockedTitles } = await askModel(catalog, taste, count, ask);
    const picks: Recommendation[] = [];
    for await (const { film, suggestion } of catalogFilms(catalog, suggestions, blockedIds, blockedTitles)) {
      picks.push({ film, reason: cleanReason(suggestion.reason, taste), engine: 'openai' });
      if (picks.length >= count) break;
    }
    if (picks.length < count) {
      const more = await recommendLocally(
        catalog,
        { ...taste, exclude: [...blockedIds] },
        count - picks.length,
      );
      picks.push(...more);
    }
    return picks;
  }

  /** The model's picks for both tastes at once, matched to catalog films like Chuck's, then attributed. */
  async function pairWithModel(
    catalog: Catalog,
    pair: PairTaste,
    count: number,
    ask: NonNullable<typeof suggest>,
  ): Promise<PairPick[]> {
    const both: Taste = {
      favourites: [...pair.mine.favourites, ...pair.theirs.favourites],
      ratings: [...pair.mine.ratings, ...pair.theirs.ratings],
      exclude: [...pair.mine.exclude, ...pair.theirs.exclude],
    };
    const { suggestions, blockedIds, blockedTitles } = await askModel(catalog, both, count, ask);
    const films: FilmCard[] = [];
    for await (const { film } of catalogFilms(catalog, suggestions, blockedIds, blockedTitles))
      films.push(film);
    const picks = (await attributePairPicks(catalog, pair, films)).slice(0, count);
    if (picks.length < count) {
      const taken = [...blockedIds, ...picks.map((p) => p.film.id)];
      const more = await pairPicksLocally(
        catalog,
        { mine: { ...pair.mine, exclude: taken }, theirs: pair.theirs },
        count - picks.length,
      );
      picks.push(...more);
    }
    return picks;
  }

  return {
    engine: suggest ? 'openai' : 'local',
    async pairPicks(catalog, pair, count) {
      if (suggest) {
        try {
          return await pairWithModel(catalog, pair, count, suggest);
        } catch (error) {
          config.onFallback?.(error);
        }
      }
      return pairPicksLocally(catalog, pair, count);
    },
    resolveTitle: (catalog, title) => resolveTitle(catalog, title),
    async recommend(catalog, taste, count = BATCH_SIZE) {
      if (suggest) {
        try {
          return await recommendWithModel(catalog, taste, count, suggest);
        } catch (error) {
          config.onFallback?.(error);
        }
      }
      return recommendLocally(catalog, taste, count);
    },
  };
}

/** Asks the model for `count` picks (and spares) for `taste`; what no pick may be, by id and by title. */
async function askModel(
  catalog: Catalog,
  taste: Taste,
  count: number,
  ask: (brief: Parameters<ReturnType<typeof createOpenAiSuggester>>[0]) => Promise<Suggestion[]>,
) {
  const avoidIds = taste.exclude.slice(-MAX_AVOID_IN_PROMPT);
  const avoid = (await catalog.films(avoidIds)).map(label);
  const suggestions = await ask({
    favourites: taste.favourites.map((f) => f.title),
    liked: taste.ratings.filter((r) => r.rating === 'thumbs_up').map((r) => r.title),
    disliked: taste.ratings.filter((r) => r.rating !== 'thumbs_up').map((r) => r.title),
    avoid,
    count: count + SPARE_SUGGESTIONS,
  });
  const blockedIds = new Set<number>([
    ...taste.exclude,
    ...[...taste.favourites, ...taste.ratings].flatMap((f) => (f.movieId === null ? [] : [f.movieId])),
  ]);
  const blockedTitles = new Set([...taste.favourites, ...taste.ratings].map((f) => normalizeTitle(f.title)));
  return { suggestions, blockedIds, blockedTitles };
}

/**
 * The model's suggestions as catalog films, in its order: every title must be a real catalog film
 * (anything it made up is dropped here), never a blocked one, each once. Lazily: stop when enough.
 */
async function* catalogFilms(
  catalog: Catalog,
  suggestions: readonly Suggestion[],
  blockedIds: Set<number>,
  blockedTitles: ReadonlySet<string>,
): AsyncGenerator<{ film: FilmCard; suggestion: Suggestion }> {
  for (const suggestion of suggestions) {
    const film = await resolveTitle(catalog, suggestion.title, suggestion.year);
    if (!film || blockedIds.has(film.id) || blockedTitles.has(normalizeTitle(film.title))) continue;
    blockedIds.add(film.id);
    yield { film, suggestion };
  }
}

/** The model's line, trimmed to one short line; a plain line of Chuck's own when it gave none. */
function cleanReason(reason: string, taste: Taste): string {
  const line = reason.replace(/\s+/g, ' ').trim();
  if (!line) return `Fans of ${taste.favourites[0]?.title ?? 'your top 3'} keep renting this one. Trust me.`;
  return line.length <= MAX_REASON_LENGTH ? line : `${line.slice(0, MAX_REASON_LENGTH - 1).trimEnd()}…`;
}
