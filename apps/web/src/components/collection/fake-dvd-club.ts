// Test support for the DVD Club screens: a spy for the login redirect, factories for the API's
// rows, and a recording tRPC mock.
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { member, movieDetails } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { ok, recordingTrpc, type TrpcResolver, type TrpcResolvers } from '../../test/trpc-mock.ts';
import type { MovieResult } from '../typeahead/movie-result.ts';

// Whole-page renders that type and page through results, on shared 2-core machines under load:
// room above the 5 s wait and the 15 s test defaults.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

export const spies = {
  redirect: vi.fn(),
  /** The options each unauthorized handling was given (title, description, delayMs). */
  unauthorized: vi.fn(),
};

/**
 * The real unauthorized handling with the redirect swapped for `spies.redirect`. Each test file
 * installs it with its own (hoisted) `vi.mock`, so it applies whatever the import order:
 * `vi.mock('…/lib/unauthorized.ts', async (original) => (await import('…/fake-dvd-club.ts')).withRedirectSpy(await original()))`.
 */
export function withRedirectSpy(actual: typeof import('../../lib/unauthorized.ts')) {
  return {
    ...actual,
    handleUnauthorized: (options: Parameters<typeof actual.handleUnauthorized>[0] = {}) => {
      spies.unauthorized(options);
      return actual.handleUnauthorized({ ...options, redirect: spies.redirect });
    },
  };
}

type CollectionItem = RouterOutputs['dvdClub']['list'][number];
type ShelfItem = RouterOutputs['shelf']['list']['movies'][number];
type ShelfPage = RouterOutputs['shelf']['list'];
type Loan = RouterOutputs['loans']['list']['incoming'][number];
type Hold = RouterOutputs['holds']['mine'][number];
type Summary = RouterOutputs['dvdClub']['summary'];
type MovieDetails = RouterOutputs['catalog']['getMovie'];

export const otherMember = { id: 'u_fox', name: 'Fox Mulder' };

export function collectionItem(id: number, overrides: Partial<CollectionItem> = {}): CollectionItem {
  return {
    id,
    title: `Film ${id}`,
    year: 1990 + (id % 30),
    director: `Director ${id}`,
    genre: 'Drama',
    runtimeMinutes: 100 + id,
    format: 'DVD',
    condition: 'Good',
    visibility: 'private',
    notes: null,
    ownerId: member.id,
    ownerName: 'Dana Scully',
    movieId: 1000 + id,
    posterUrl: null,
    onLoan: false,
    lostAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A place in line for a disc, as `holds.place` and `holds.mine` answer it. */
export function hold(id: number, overrides: Partial<Hold> = {}): Hold {
  return {
    id,
    mediaId: 100 + id,
    title: `Film ${id}`,
    year: 1986,
    format: 'DVD',
    posterUrl: null,
    ownerId: 'u_fox',
    ownerName: 'Fox M.',
    position: 1,
    createdAt: '2025-03-01T12:00:00.000Z',
    readyUntil: null,
    ...overrides,
  };
}

export function shelfItem(id: number, overrides: Partial<ShelfItem> = {}): ShelfItem {
  return {
    id,
    ownerId: otherMember.id,
    ownerName: otherMember.name,
    title: `Film ${id}`,
    year: 1990 + (id % 30),
    director: `Director ${id}`,
    runtimeMinutes: 100 + id,
    genre: 'Thriller',
    format: 'Blu-ray',
    condition: 'Mint',
    notes: null,
    movieId: 1000 + id,
    posterUrl: null,
    onLoan: false,
    keptForOther: false,
    isOwn: false,
    ownerTrust: { loans: 12, onTimeShare: 100 },
    ownerTown: null,
    distanceKm: null,
    ...overrides,
  };
}

export function shelfPage(movies: ShelfItem[], total = movies.length, page = 1, limit = 12): ShelfPage {
  return { movies, pagination: { total, page, totalPages: Math.max(1, Math.ceil(total / limit)), limit } };
}

export function loan(id: number, overrides: Partial<Loan> = {}): Loan {
  return {
    id,
    status: 'requested',
    role: 'owner',
    mediaId: id,
    title: `Film ${id}`,
    year: 1999,
    format: 'Blu-ray',
    posterUrl: null,
    ownerId: member.id,
    borrowerId: otherMember.id,
    otherParty: { id: otherMember.id, displayName: otherMember.name, profileImageUrl: null },
    message: null,
    credits: 1,
    requestedAt: '2025-03-01T12:00:00.000Z',
    acceptedAt: null,
    declinedAt: null,
    cancelledAt: null,
    handedOverAt: null,
    dueAt: null,
    returnedAt: null,
    returnCondition: null,
    isOverdue: false,
    awaitingConfirmation: null,
    confirmBy: null,
    handoverConfirmedAt: null,
    returnConfirmedAt: null,
    dispute: null,
    payout: 'none',
    myReview: null,
    reviews: { mine: null, theirs: null },
    actions: ['accept', 'decline'],
    ...overrides,
  };
}

type FilmAvailability = RouterOutputs['shelf']['availability']['movies'][number];

/** One film's 'On the shelf' answer: on nobody's shelf unless `overrides` say otherwise. */
export function filmAvailability(overrides: Partial<FilmAvailability>): FilmAvailability {
  return {
    movieId: null,
    title: null,
    owners: 0,
    copies: 0,
    onShelf: 0,
    youHaveIt: false,
    firstAvailable: null,
    toHold: null,
    ...overrides,
  };
}

/** shelf.availability answering by catalog id from `films`; every other film is on nobody's shelf. */
export function availabilityBy(
  films: Record<number, Partial<FilmAvailability>>,
): TrpcResolver<'shelf.availability'> {
  return (input) => {
    const { movieIds = [], titles = [] } = input as { movieIds?: number[]; titles?: string[] };
    return ok({
      movies: [
        ...movieIds.map((movieId) => filmAvailability({ ...films[movieId], movieId })),
        ...titles.map((title) => filmAvailability({ title })),
      ],
    });
  };
}

/** A copy to request or to hold, in an availability answer. */
export const FOX_COPY = {
  id: 77,
  ownerId: otherMember.id,
  ownerName: otherMember.name,
  format: '4K UHD',
  condition: 'Mint',
} as const;

export function summary(overrides: Partial<Summary> = {}): Summary {
  const group = (dvd: number, bluRay: number, uhd: number, vhs = 0) => ({
    count: dvd + bluRay + uhd + vhs,
    formats: [
      { format: 'DVD' as const, count: dvd },
      { format: 'Blu-ray' as const, count: bluRay },
      { format: '4K UHD' as const, count: uhd },
      { format: 'VHS' as const, count: vhs },
    ],
  });
  return {
    credits: 3,
    totalMovies: 7,
    availableForRent: group(2, 1, 1),
    publicCollection: group(1, 0, 0, 1),
    privateCount: 1,
    lentOut: 1,
    borrowed: 0,
    ...overrides,
  };
}

/** `movie`'s details with Jurassic Park's facts (those JURASSIC_PARK_DISC is sent with) unless `extra` says otherwise. */
export function spielbergDetails(movie: MovieResult, extra: Partial<MovieDetails> = {}): MovieDetails {
  return movieDetails(movie, {
    director: 'Steven Spielberg',
    directors: [{ id: 488, name: 'Steven Spielberg' }],
    runtime: 127,
    genres: [
      { id: 1, name: 'Adventure' },
      { id: 2, name: 'Science Fiction' },
    ],
    vote_count: 1000,
    ...extra,
  });
}

/** The film's facts a new disc of Jurassic Park is sent with, its details being spielbergDetails' defaults. */
export const JURASSIC_PARK_DISC = {
  title: 'Jurassic Park',
  year: 1993,
  director: 'Steven Spielberg',
  genre: 'Adventure, Science Fiction',
  runtimeMinutes: 127,
};

/**
 * Installs the tRPC mock (auth.me answers the test member, or null when `anonymous`) and returns every
 * input each procedure received, by path.
 */
export function serve(resolvers: TrpcResolvers, options: { anonymous?: boolean } = {}) {
  const { handler, calls } = recordingTrpc({
    'auth.me': () => ok(options.anonymous ? null : member),
    ...resolvers,
  });
  server.use(handler);
  return calls;
}

export function resetSpies() {
  spies.redirect.mockReset();
  spies.unauthorized.mockReset();
}
