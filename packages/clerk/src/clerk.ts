import { type Catalog, normalizeTitle } from '@chuck/catalog';
import { label } from './chat/text.ts';
import type { OpenAiSettings } from './openai-client.ts';
import type { FilmCard } from './recommender/film.ts';
import { recommendLocally } from './recommender/local/local-engine.ts';
import { createOpenAiSuggester } from './recommender/openai/openai-engine.ts';
import { resolveTitle } from './recommender/resolve-title.ts';
import { BATCH_SIZE, type Recommendation, type Taste } from './recommender/taste.ts';

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
    const blockedTitles = new Set(
      [...taste.favourites, ...taste.ratings].map((f) => normalizeTitle(f.title)),
    );
    const picks: Recommendation[] = [];
    for (const suggestion of suggestions) {
      if (picks.length >= count) break;
      // Every title must be a real catalog film: anything the model made up is dropped here.
      const film = await resolveTitle(catalog, suggestion.title, suggestion.year);
      if (!film || blockedIds.has(film.id) || blockedTitles.has(normalizeTitle(film.title))) continue;
      blockedIds.add(film.id);
      picks.push({ film, reason: cleanReason(suggestion.reason, taste), engine: 'openai' });
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

  return {
    engine: suggest ? 'openai' : 'local',
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

/** The model's line, trimmed to one short line; a plain line of Chuck's own when it gave none. */
function cleanReason(reason: string, taste: Taste): string {
  const line = reason.replace(/\s+/g, ' ').trim();
  if (!line) return `Fans of ${taste.favourites[0]?.title ?? 'your top 3'} keep renting this one. Trust me.`;
  return line.length <= MAX_REASON_LENGTH ? line : `${line.slice(0, MAX_REASON_LENGTH - 1).trimEnd()}…`;
}
