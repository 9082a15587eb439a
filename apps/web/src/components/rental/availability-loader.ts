import { AVAILABILITY_MAX_LOOKUPS } from '@chuck/api/client';
import type { RouterOutputs, useTRPCClient } from '../../lib/trpc.ts';

type Client = ReturnType<typeof useTRPCClient>;
export type FilmAvailability = RouterOutputs['shelf']['availability']['movies'][number];

/** A film asked about by catalog id when it has one, else by title. */
export interface AvailabilityQuestion {
  movieId: number | null;
  title: string;
}

/** How long to gather the badges a screen renders together before asking once for all of them. */
const GATHER_MS = 15;

interface Waiting {
  question: AvailabilityQuestion;
  resolve: (answer: FilmAvailability | null) => void;
  reject: (error: unknown) => void;
}

const titleKey = (title: string) => title.trim().toLowerCase();

/** The cache key part for one film. */
export function availabilityKey({ movieId, title }: AvailabilityQuestion): string {
  return movieId ? `id:${movieId}` : `title:${titleKey(title)}`;
}

/**
 * Batches 'On the shelf' lookups: every badge asks for its own film, and the questions asked
 * within a few milliseconds of each other go out as one call (a recommendation list, a watchlist).
 */
export function createAvailabilityLoader(
  ask: (ids: number[], titles: string[]) => Promise<FilmAvailability[]>,
) {
  let waiting: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    const batch = waiting;
    waiting = [];
    timer = undefined;
    const ids = [...new Set(batch.flatMap((w) => (w.question.movieId ? [w.question.movieId] : [])))];
    // One question per title, however it was cased or spaced (the first spelling is sent).
    const titles = new Map<string, string>();
    for (const w of batch) {
      const key = titleKey(w.question.title);
      if (!w.question.movieId && !titles.has(key)) titles.set(key, w.question.title.trim());
    }
    const titleList = [...titles.values()];
    const calls: Promise<FilmAvailability[]>[] = [];
    for (let i = 0; i < Math.max(ids.length, titleList.length); i += AVAILABILITY_MAX_LOOKUPS) {
      calls.push(
        ask(ids.slice(i, i + AVAILABILITY_MAX_LOOKUPS), titleList.slice(i, i + AVAILABILITY_MAX_LOOKUPS)),
      );
    }
    try {
      const answers = (await Promise.all(calls)).flat();
      const byKey = new Map(
        answers.map((a) => [availabilityKey({ movieId: a.movieId, title: a.title ?? '' }), a] as const),
      );
      for (const w of batch) w.resolve(byKey.get(availabilityKey(w.question)) ?? null);
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  };

  return {
    load(question: AvailabilityQuestion): Promise<FilmAvailability | null> {
      return new Promise((resolve, reject) => {
        waiting.push({ question, resolve, reject });
        if (timer === undefined) timer = setTimeout(() => void flush(), GATHER_MS);
      });
    },
  };
}

const loaders = new WeakMap<Client, ReturnType<typeof createAvailabilityLoader>>();

/** One loader per tRPC client, so every badge on the page shares the batch. */
export function availabilityLoader(client: Client) {
  let loader = loaders.get(client);
  if (!loader) {
    loader = createAvailabilityLoader(
      async (movieIds, titles) => (await client.shelf.availability.query({ movieIds, titles })).movies,
    );
    loaders.set(client, loader);
  }
  return loader;
}
