// Test support: a small in-memory stand-in for the member-library procedures, answered at the
// HTTP boundary through mockTrpc, so the profile tests run the real client, cache and components.
import { LOAN_MAIL_DEFAULTS, LOAN_MAIL_KINDS } from '@chuck/api/client';
import { availabilityBy } from '../../../components/collection/fake-dvd-club.ts';
import type { MovieResult } from '../../../components/typeahead/movie-result.ts';
import type { RouterInputs, RouterOutputs } from '../../../lib/trpc.ts';
import { member, movieResult } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { ok, type RecordedCalls, recordingTrpc, type TrpcResolvers } from '../../../test/trpc-mock.ts';

type WatchlistItem = RouterOutputs['watchlist']['list'][number];
type SeenItem = RouterOutputs['seen']['list'][number];
type SocialProfile = RouterOutputs['socialProfile']['get'];
type FlairAward = RouterOutputs['flair']['list'][number];
type WatchingSoonItem = RouterOutputs['watchingSoon']['mine'][number];
type Block = RouterOutputs['blocks']['list'][number];

const catalog: MovieResult[] = [
  movie(1, 'Heat', '1995-12-15', 8.3),
  movie(2, 'Alien', '1979-05-25', 8.5),
  movie(3, 'Clue', '1985-12-13', 7.2),
  movie(4, 'Tremors', '1990-01-19', 7.1),
  movie(5, 'Heathers', '1989-03-31', 7.2),
];

function movie(id: number, title: string, release: string, vote: number): MovieResult {
  return movieResult(id, title, release, {
    vote_average: vote,
    overview: `${title}: a film from the catalog.`,
  });
}

const noOptions = { streaming: [], rent: [], buy: [] };

export function watchlistItem(id: number, position: number): WatchlistItem {
  const film = catalog.find((m) => m.id === id) ?? movie(id, `Film ${id}`, '2000-01-01', 6);
  return {
    id: 100 + id,
    movieId: film.id,
    title: film.title,
    posterUrl: film.poster_path,
    year: Number(film.release_date?.slice(0, 4)),
    rating: film.vote_average?.toFixed(1) ?? null,
    description: film.overview,
    watchOptions: noOptions,
    position,
    addedAt: '2025-01-01T00:00:00.000Z',
  };
}

export function seenItem(
  id: number,
  userRating: SeenItem['userRating'],
  stars: number | null = null,
): SeenItem {
  const { position: _p, addedAt: _a, ...rest } = watchlistItem(id, 1);
  const ratedOn = stars === null ? null : '2025-01-02';
  return { ...rest, id: 200 + id, userRating, stars, ratedOn, seenAt: '2025-01-02T00:00:00.000Z' };
}

export const rewindReady: FlairAward = {
  id: 7,
  earnedAt: '2025-03-04T12:00:00.000Z',
  flair: {
    code: 'first_queued',
    name: 'Rewind Ready',
    icon: '📼',
    description: 'Put your first film in your watchlist.',
    rarity: 'common',
  },
};

export interface FakeState {
  watchlist: WatchlistItem[];
  seen: SeenItem[];
  profile: SocialProfile;
  flair: FlairAward[];
  watchingSoon: WatchingSoonItem[];
  blocks: Block[];
  /** Every input each procedure received, by path. */
  calls: RecordedCalls;
}

/** The towns the fake type-ahead knows, largest first. */
const TOWNS = [
  { id: 2644688, name: 'Leeds', country: 'United Kingdom' },
  { id: 4072130, name: 'Leeds', country: 'United States' },
];

export function emptyProfile(): SocialProfile {
  return {
    userId: member.id,
    displayName: null,
    bio: null,
    favoriteGenres: [],
    watchingGoals: null,
    connectionPreference: 'any',
    visibility: 'members',
    shelfAlerts: true,
    town: null,
    updatedAt: null,
  };
}

/**
 * A signed-in member with the given lists. `overrides` replace single procedures (failures,
 * pending promises); everything else behaves like the real server, in memory.
 */
export function fakeProfileServer(
  initial: Partial<Omit<FakeState, 'calls'>> = {},
  overrides: TrpcResolvers = {},
): FakeState {
  const state: FakeState = {
    watchlist: initial.watchlist ?? [],
    seen: initial.seen ?? [],
    profile: initial.profile ?? emptyProfile(),
    flair: initial.flair ?? [],
    watchingSoon: initial.watchingSoon ?? [],
    blocks: initial.blocks ?? [],
    calls: {},
  };
  const renumber = () => {
    state.watchlist = state.watchlist.map((item, i) => ({ ...item, position: i + 1 }));
  };

  const handlers: TrpcResolvers = {
    'auth.me': () => ok(member),
    'library.pastImports': () => ok([]),
    'places.search': (raw) => {
      const { q } = raw as { q: string };
      return ok(TOWNS.filter((town) => town.name.toLowerCase().startsWith(q.toLowerCase())));
    },
    'watchlist.list': () => ok(state.watchlist),
    'watchlist.add': (raw) => {
      const input = raw as RouterInputs['watchlist']['add'];
      const existing = state.watchlist.find((item) => item.movieId === input.movieId);
      if (existing) {
        return ok({
          alreadyQueued: true,
          message: `${existing.title} is already #${existing.position} in your queue`,
          item: existing,
        });
      }
      const item = { ...watchlistItem(Number(input.movieId), 1), title: input.title };
      state.watchlist.unshift(item);
      renumber();
      const added = state.watchlist.find((queued) => queued.movieId === item.movieId) ?? item;
      return ok({ alreadyQueued: false, message: `${input.title} has been added`, item: added });
    },
    'watchlist.remove': (raw) => {
      const { movieId } = raw as { movieId: number };
      state.watchlist = state.watchlist.filter((item) => item.movieId !== movieId);
      renumber();
      return ok({ removed: true });
    },
    'watchlist.reorder': (raw) => {
      const { movieIds } = raw as { movieIds: number[] };
      state.watchlist = [
        ...movieIds.flatMap((id) => state.watchlist.find((item) => item.movieId === id) ?? []),
        ...state.watchlist.filter((item) => !movieIds.includes(item.movieId)),
      ];
      renumber();
      return ok(state.watchlist);
    },
    'seen.list': () => ok(state.seen),
    'seen.mark': (raw) => {
      const input = raw as RouterInputs['seen']['mark'];
      const item = { ...seenItem(Number(input.movieId), input.userRating), title: input.title };
      const wasQueued = state.watchlist.some((w) => w.movieId === item.movieId);
      state.watchlist = state.watchlist.filter((w) => w.movieId !== item.movieId);
      renumber();
      state.seen = [item, ...state.seen.filter((s) => s.movieId !== item.movieId)];
      return ok({ item, removedFromWatchlist: wasQueued });
    },
    'seen.remove': (raw) => {
      const { movieId } = raw as { movieId: number };
      state.seen = state.seen.filter((item) => item.movieId !== movieId);
      return ok({ removed: true });
    },
    'socialProfile.get': () => ok(state.profile),
    'socialProfile.save': (raw) => {
      const input = raw as RouterInputs['socialProfile']['save'];
      state.profile = {
        ...state.profile,
        displayName: input.displayName || null,
        bio: input.bio || null,
        favoriteGenres: Array.isArray(input.favoriteGenres) ? input.favoriteGenres : [],
        watchingGoals: input.watchingGoals || null,
        visibility: input.visibility ?? state.profile.visibility,
        shelfAlerts: input.shelfAlerts ?? state.profile.shelfAlerts,
        town: input.townId ? (TOWNS.find((town) => town.id === input.townId) ?? null) : null,
        updatedAt: '2025-05-05T00:00:00.000Z',
      };
      return ok(state.profile);
    },
    'blocks.list': () => ok(state.blocks),
    'loanMail.settings': () =>
      ok({ kinds: LOAN_MAIL_KINDS.map((kind) => ({ kind, mode: LOAN_MAIL_DEFAULTS[kind] })) }),
    'blocks.remove': (raw) => {
      const { memberId } = raw as { memberId: string };
      state.blocks = state.blocks.filter((block) => block.memberId !== memberId);
      return ok({ memberId, unblocked: true });
    },
    'flair.list': () => ok(state.flair),
    'flair.check': () => {
      // One rule is enough to see awarding: a film in either list earns 'Rewind Ready'.
      const earned = state.watchlist.length + state.seen.length > 0 && !state.flair.length;
      if (earned) state.flair = [rewindReady];
      return ok({ newlyAwarded: earned ? [rewindReady] : [], awards: state.flair });
    },
    'flair.foundEasterEgg': () =>
      ok({ firstTime: false, message: 'You have been in here before.', newlyAwarded: [] }),
    'watchingSoon.mine': () => ok(state.watchingSoon),
    'watchingSoon.replace': (raw) => {
      const { movies } = raw as RouterInputs['watchingSoon']['replace'];
      state.watchingSoon = movies.map((pick, i) => ({
        id: 300 + i,
        userId: member.id,
        movieId: typeof pick.movieId === 'number' ? pick.movieId : null,
        title: pick.title ?? '',
        year: typeof pick.year === 'number' ? pick.year : null,
        posterUrl: pick.posterUrl ?? null,
        description: pick.description ?? null,
        position: i + 1,
        addedAt: '2025-05-05T00:00:00.000Z',
      }));
      return ok(state.watchingSoon);
    },
    'catalog.searchMovies': (raw) => {
      const { q = '' } = raw as { q?: string };
      return ok({ results: catalog.filter((m) => m.title.toLowerCase().includes(q.toLowerCase())) });
    },
    'catalog.watchProviders': () => ok({ ...noOptions, attribution: null }),
    // The queue's 'On the shelf' badges: nobody lends any of it unless a test says so.
    'shelf.availability': availabilityBy({}),
    // The Physical Collection card (the DVD Club's) on the same page: an empty shelf.
    'dvdClub.summary': () => {
      const group = {
        count: 0,
        formats: (['DVD', 'Blu-ray', '4K UHD', 'VHS'] as const).map((format) => ({ format, count: 0 })),
      };
      return ok({
        credits: 0,
        totalMovies: 0,
        availableForRent: group,
        publicCollection: group,
        privateCount: 0,
        lentOut: 0,
        borrowed: 0,
      });
    },
  };

  const { handler, calls } = recordingTrpc({ ...handlers, ...overrides });
  state.calls = calls;
  server.use(handler);
  return state;
}
