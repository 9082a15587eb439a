// Test support: the diary and Year in Rewind procedures in memory, answered at the HTTP boundary
// through mockTrpc, so the diary tests run the real client, cache and components.
import type { RouterInputs, RouterOutputs } from '../../../lib/trpc.ts';
import { member } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { fail, ok, type RecordedCalls, recordingTrpc, type TrpcResolvers } from '../../../test/trpc-mock.ts';

type Entry = RouterOutputs['diary']['list']['entries'][number];
type Rewind = RouterOutputs['rewind']['get'];

export function diaryEntry(id: number, watchedOn: string, extra: Partial<Entry> = {}): Entry {
  return {
    id,
    movieId: 1000 + id,
    title: `Film ${id}`,
    year: 1990,
    posterUrl: null,
    watchedOn,
    rating: null,
    rewatch: false,
    review: null,
    tags: [],
    public: false,
    createdAt: `${watchedOn}T20:00:00.000Z`,
    ...extra,
  };
}

/** A year with something in every statistic. */
function busyRewind(year: number): Rewind {
  const film = (title: string, filmYear: number) => ({
    movieId: null,
    title,
    year: filmYear,
    posterUrl: null,
  });
  return {
    year,
    entries: 14,
    films: 12,
    hours: 26.5,
    entriesWithoutRuntime: 1,
    perMonth: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      entries: i === 2 ? 4 : i % 3 === 0 ? 1 : 0,
      films: i === 2 ? 3 : i % 3 === 0 ? 1 : 0,
    })),
    topGenres: [
      { name: 'Horror', entries: 6 },
      { name: 'Comedy', entries: 3 },
    ],
    topDirectors: [{ name: 'John Carpenter', entries: 4 }],
    topDecades: [
      { decade: 1980, entries: 9 },
      { decade: 1990, entries: 5 },
    ],
    highestRated: [{ ...film('The Thing', 1982), rating: 5 }],
    mostRewatched: [{ ...film('Tremors', 1990), watches: 3 }],
    firstWatches: 11,
    rewatches: 3,
    averageRating: 3.8,
    discsLent: 2,
    discsBorrowed: 1,
    creditsEarned: 40,
    creditsSpent: 15,
    newConnections: 4,
    movieNights: { nights: 1, friends: 3 },
  };
}

function emptyRewind(year: number): Rewind {
  return {
    ...busyRewind(year),
    entries: 0,
    films: 0,
    hours: 0,
    entriesWithoutRuntime: 0,
    perMonth: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, entries: 0, films: 0 })),
    topGenres: [],
    topDirectors: [],
    topDecades: [],
    highestRated: [],
    mostRewatched: [],
    firstWatches: 0,
    rewatches: 0,
    averageRating: null,
  };
}

export interface FakeDiary {
  entries: Entry[];
  calls: RecordedCalls;
}

/**
 * A signed-in member with `entries` (newest watch first) and `pageSize` entries a page. `overrides`
 * replace single procedures; a visitor is `{ 'auth.me': signedOut }`.
 */
export function fakeDiaryServer(
  entries: Entry[] = [],
  { pageSize = 50, overrides = {} }: { pageSize?: number; overrides?: TrpcResolvers } = {},
): FakeDiary {
  const state: FakeDiary = { entries: [...entries], calls: {} };
  let nextId = 500;
  const sort = () => {
    state.entries.sort((a, b) => b.watchedOn.localeCompare(a.watchedOn) || b.id - a.id);
  };
  const handlers: TrpcResolvers = {
    'auth.me': () => ok(member),
    'diary.list': (raw) => {
      const input = raw as { year?: number; before?: string };
      const all = state.entries.filter((e) => !input.year || e.watchedOn.startsWith(`${input.year}-`));
      const from = input.before ? all.findIndex((e) => String(e.id) === input.before) + 1 : 0;
      const page = all.slice(from, from + pageSize);
      const more = from + pageSize < all.length;
      return ok({ entries: page, nextCursor: more ? String(page.at(-1)?.id) : null });
    },
    'diary.create': (raw) => {
      const input = raw as RouterInputs['diary']['create'];
      nextId += 1;
      const entry = diaryEntry(nextId, input.watchedOn, {
        movieId: input.movieId ? Number(input.movieId) : null,
        title: input.title,
        year: input.year ? Number(input.year) : null,
        rating: input.rating ?? null,
        rewatch: input.rewatch ?? false,
        review: input.review ?? null,
        tags: input.tags ?? [],
        public: input.public ?? false,
      });
      state.entries.push(entry);
      sort();
      return ok({ entry, removedFromWatchlist: false });
    },
    'diary.update': (raw) => {
      const { id, ...changes } = raw as RouterInputs['diary']['update'];
      const index = state.entries.findIndex((e) => e.id === Number(id));
      const current = state.entries[index];
      if (!current) return fail('NOT_FOUND', 'Diary entry not found');
      const entry = { ...current, ...changes, id: current.id } as Entry;
      state.entries[index] = entry;
      sort();
      return ok({ entry, removedFromWatchlist: false });
    },
    'diary.delete': (raw) => {
      const { id } = raw as { id: number };
      state.entries = state.entries.filter((e) => e.id !== id);
      return ok({ deleted: true });
    },
    // Member 'm-open' shares their Rewind; anyone else is hidden (a 404, like an unknown id).
    'rewind.ofMember': (raw) => {
      const { userId, year } = raw as { userId: string; year: number };
      return userId === 'm-open' ? ok(busyRewind(year)) : fail('NOT_FOUND', 'Member not found');
    },
    'rewind.get': (raw) => {
      const { year } = raw as { year: number };
      return ok(
        state.entries.some((e) => e.watchedOn.startsWith(`${year}-`)) ? busyRewind(year) : emptyRewind(year),
      );
    },
  };
  const { handler, calls } = recordingTrpc({ ...handlers, ...overrides });
  state.calls = calls;
  server.use(handler);
  return state;
}
