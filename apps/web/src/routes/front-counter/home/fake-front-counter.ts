// Test helpers for the front counter: a small stateful server behind the tRPC mock, so a test can
// save, generate, rate and reload the way the real one behaves.
import { configure } from '@testing-library/react';
import { availabilityBy } from '../../../components/collection/fake-dvd-club.ts';
import type { CurrentUser } from '../../../lib/auth.ts';
import { server } from '../../../test/msw-server.ts';
import {
  fail,
  ok,
  type ProcedureOutput,
  type RecordedCalls,
  recordingTrpc,
  type TrpcResolvers,
  unauthorized,
} from '../../../test/trpc-mock.ts';
import type { Recommendation } from './recommendations/use-recommendations.ts';

export function makeRecommendation(id: number, overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    id,
    movieId: 1000 + id,
    title: `Film ${id}`,
    year: 1990 + id,
    rating: '7.5',
    description: `A story about film ${id}.`,
    posterUrl: `/covers/${1000 + id}.svg`,
    userRating: null,
    watchOptions: { streaming: [], rent: [], buy: [] },
    watchRegion: 'US',
    watchAttribution: null,
    reason: `Because you love Heat, pick ${id} is a must.`,
    batch: 1,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface FrontCounterOptions {
  user?: CurrentUser | null;
  saved?: string[];
  recommendations?: Recommendation[];
  /** Replace any procedure's answer (it still gets recorded in `calls`). */
  overrides?: TrpcResolvers;
}

export interface FrontCounterMock {
  calls: RecordedCalls;
  state: {
    topMovies: string[];
    recommendations: Recommendation[];
    watchlist: number[];
    region: ProcedureOutput<'preferences.watchRegion'>;
  };
}

/** Installs the mock server; returns every input each procedure received, and the live state. */
export function mockFrontCounter(options: FrontCounterOptions = {}): FrontCounterMock {
  const state: FrontCounterMock['state'] = {
    topMovies: options.saved ?? [],
    recommendations: options.recommendations ?? [],
    watchlist: [],
    region: { region: 'US', chosen: false },
  };
  // Like the server: each pick remembers the favourites it was made for, and the list shows only
  // the current favourites' picks (the same titles in any order or case are the same favourites).
  const favouritesKey = () => [...new Set(state.topMovies.map((t) => t.toLowerCase()))].sort().join('|');
  const madeFor = new Map(state.recommendations.map((r) => [r.id, favouritesKey()]));
  const current = () => state.recommendations.filter((r) => madeFor.get(r.id) === favouritesKey());
  const saveTitles = (input: unknown) => {
    state.topMovies = (input as { topMovies: string[] }).topMovies;
    return state.topMovies;
  };
  const resolvers: TrpcResolvers = {
    'auth.me': () => ok(options.user ?? null),
    'analytics.trackVisitor': () => ok({ count: 41 }),
    'analytics.visitorCount': () => ok({ count: 41 }),
    'analytics.profileCount': () => ok({ count: 7 }),
    'preferences.getForSession': (input) =>
      ok({ sessionId: (input as { sessionId: string }).sessionId, topMovies: state.topMovies }),
    'preferences.getMine': () => (options.user ? ok({ topMovies: state.topMovies }) : unauthorized()),
    'preferences.save': (input) =>
      ok({ sessionId: (input as { sessionId: string }).sessionId, topMovies: saveTitles(input) }),
    'preferences.saveMine': (input) => ok({ topMovies: saveTitles(input) }),
    'preferences.watchRegion': () => ok(state.region),
    'preferences.setWatchRegion': (input) => {
      state.region = { region: input.region as typeof state.region.region, chosen: true };
      return ok(state.region);
    },
    'recommendations.list': () => ok(current().map((r) => ({ ...r, watchRegion: state.region.region }))),
    'recommendations.generate': () => {
      const start = state.recommendations.length + 1;
      const batchNumber = Math.max(0, ...state.recommendations.map((r) => r.batch)) + 1;
      const batch = Array.from({ length: 5 }, (_, i) =>
        makeRecommendation(start + i, { batch: batchNumber }),
      );
      for (const pick of batch) madeFor.set(pick.id, favouritesKey());
      state.recommendations = [...state.recommendations, ...batch];
      return ok(batch);
    },
    'recommendations.rate': (input) => {
      const id = Number(input.id);
      state.recommendations = state.recommendations.map((r) =>
        r.id === id ? { ...r, userRating: input.rating } : r,
      );
      const rated = state.recommendations.find((r) => r.id === id);
      return rated ? ok(rated) : fail('NOT_FOUND', 'Recommendation not found');
    },
    'watchlist.list': () =>
      options.user
        ? ok(
            state.watchlist.map((movieId, index) => ({
              id: index + 1,
              movieId,
              title: `Film ${movieId}`,
              posterUrl: null,
              year: null,
              rating: null,
              description: null,
              watchOptions: { streaming: [], rent: [], buy: [] },
              position: index + 1,
              addedAt: '2024-01-01T00:00:00.000Z',
            })),
          )
        : unauthorized(),
    'watchlist.add': (input) => {
      const { movieId, title } = input as { movieId: number; title: string };
      state.watchlist = [movieId, ...state.watchlist];
      return ok({
        alreadyQueued: false,
        message: `${title} has been added to the front of your queue`,
        item: {
          id: state.watchlist.length,
          movieId,
          title,
          posterUrl: null,
          year: null,
          rating: null,
          description: null,
          watchOptions: { streaming: [], rent: [], buy: [] },
          position: 1,
          addedAt: '2024-01-01T00:00:00.000Z',
        },
      });
    },
    'seen.list': () => ok([]),
    'ratings.list': () => ok([]),
    // The picks' 'On the shelf' badges: nobody lends any of them unless a test says so.
    'shelf.availability': availabilityBy({}),
    ...options.overrides,
  };
  const { handler, calls } = recordingTrpc(resolvers);
  server.use(handler);
  return { calls, state };
}

/** A reply held back until the test calls `release()`: for pending states ('Saving...'). */
export function gate(): { wait: Promise<void>; release: () => void } {
  let release = () => {};
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

/**
 * Compiles the home page and its lazily loaded recommendations before the first test, and gives
 * this file's waits 10 s: whole-app renders on a busy shared 2-core machine can pass 5 s. Call
 * from `beforeAll`.
 */
export async function warmUpHomePage(): Promise<void> {
  configure({ asyncUtilTimeout: 10_000 });
  await Promise.all([import('./home-page.tsx'), import('./recommendations/recommendations-section.tsx')]);
}
