import { createCatalog, normalizeTitle } from '@chuck/catalog';
import { createChatEngine, createClerk } from '@chuck/clerk';
import type { Db, MoviesTable } from '@chuck/db';
import { createTestDb, type TestTemplate } from '@chuck/db/testing';
import { TRPCError } from '@trpc/server';
import type { Insertable } from 'kysely';
import { generateIdFromEntropySize } from 'lucia';
import { expect } from 'vitest';
import type { AppDeps, Context } from '../context.ts';
import { effects } from '../effects/effects.ts';
import { shelfPort } from '../effects/shelf-port.ts';
import { ChatReplies } from '../front-counter/chat/chat-replies.ts';
import { createGenerationQueue } from '../front-counter/recommendations/generation-queue.ts';
import { appRouter } from '../root.ts';
import { createAuth, type SessionUser } from '../support/identity/identity.ts';
import { JobRunner } from '../support/jobs/jobs.ts';
import { createCallerFactory, errorMessage } from '../trpc.ts';

const createCaller = createCallerFactory(appRouter);

/** The one moderator of a test context: a member made with this address, confirmed, moderates. */
export const MODERATOR_EMAIL = 'moderator@example.com';

export interface TestContext {
  db: Db;
  deps: AppDeps;
  /** Calls procedures as `user` (null: an anonymous visitor). */
  caller(user: SessionUser | null): ReturnType<typeof createCaller>;
  /**
   * A new member row (no password) whose address is confirmed, as opening the mailed link does:
   * lending and borrowing need it (docs/product.md §3 'Lending needs a confirmed address').
   */
  createMember(overrides?: Partial<SessionUser>): Promise<SessionUser>;
  /** A new member who has not opened the link mailed to their address yet. */
  createUnconfirmedMember(overrides?: Partial<SessionUser>): Promise<SessionUser>;
  /** What signing in does to the visitor's data: the `visitor.signed-in` effects, in a transaction. */
  visitorSignedIn(sessionId: string, userId: string): Promise<void>;
  close(): Promise<void>;
}

/** Procedures over a fresh database of their own (begun from `template`, e.g. the catalog): one per test file. */
export async function createTestContext(template?: TestTemplate): Promise<TestContext> {
  const handle = await createTestDb(template);
  // Jobs scheduled here are queued, never run: no worker is started (the server's tests run them).
  const jobs = new JobRunner(handle);
  const deps: AppDeps = {
    db: handle.db,
    auth: createAuth(handle.db, { secureCookies: false }),
    catalog: createCatalog({ db: handle.db }),
    effects,
    oauth: {},
    // Chuck's local engines, as a server without an OpenAI key runs.
    clerk: createClerk(),
    generations: createGenerationQueue(),
    chat: { engine: createChatEngine(), replies: new ChatReplies() },
    shelf: shelfPort,
    jobs,
    moderators: [MODERATOR_EMAIL],
  };
  const context = (user: SessionUser | null): Context => ({
    ...deps,
    user,
    sessionId: null,
    req: { ip: '127.0.0.1', setCookie: () => {} },
  });
  const createUnconfirmedMember = async (overrides: Partial<SessionUser> = {}) => {
    const id = overrides.id ?? generateIdFromEntropySize(10);
    const member: SessionUser = {
      id,
      email: `${id}@example.com`,
      firstName: 'Test',
      lastName: 'Member',
      profileImageUrl: null,
      ...overrides,
    };
    await handle.db.insertInto('users').values(member).execute();
    return member;
  };
  return {
    db: handle.db,
    deps,
    caller: (user) => createCaller(context(user)),
    createUnconfirmedMember,
    async createMember(overrides = {}) {
      const member = await createUnconfirmedMember(overrides);
      await confirmAddress(handle.db, member);
      return member;
    },
    visitorSignedIn: (sessionId, userId) =>
      handle.db
        .transaction()
        .execute((trx) => effects.emit(trx, { type: 'visitor.signed-in', sessionId, userId })),
    close: async () => {
      await jobs.stop();
      await handle.close();
    },
  };
}

/** Marks the members' addresses confirmed, as opening the mailed link does (a test's shortcut for the mail). */
export async function confirmAddress(db: Db, ...members: { id: string }[]): Promise<void> {
  if (members.length === 0) return;
  await db
    .updateTable('users')
    .set({ emailVerifiedAt: new Date() })
    .where(
      'id',
      'in',
      members.map((m) => m.id),
    )
    .execute();
}

/** The error a call fails with; throws when it succeeds or fails with something else. */
export async function errorOf(call: Promise<unknown>): Promise<TRPCError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** What the member is told when a call fails (the text both transports send). */
export async function refusal(call: Promise<unknown>): Promise<string> {
  return errorMessage(await errorOf(call));
}

/** A made-up film for the catalog: its id (far above the embedded catalog's), title and any other columns. */
export type TestFilm = Omit<Insertable<MoviesTable>, 'key' | 'origin' | 'titleNorm'> & {
  id: number;
  title: string;
};

/**
 * Puts made-up films in the catalog: origin 'test', key `${keyPrefix}:${id}`, the title normalised
 * as the catalog matches titles, and each film's own columns.
 */
export async function insertTestFilms(db: Db, films: TestFilm[], keyPrefix = 'test'): Promise<void> {
  await db
    .insertInto('movies')
    .values(
      films.map((film) => ({
        ...film,
        key: `${keyPrefix}:${film.id}`,
        origin: 'test',
        titleNorm: normalizeTitle(film.title),
      })),
    )
    .execute();
}

/** A flair award as the procedures answer it: any award, of `rarity` (a value or a matcher). */
export function flairAwardOf(rarity: unknown) {
  return {
    id: expect.any(Number),
    earnedAt: expect.any(String),
    flair: {
      code: expect.any(String),
      name: expect.any(String),
      icon: expect.any(String),
      description: expect.any(String),
      rarity,
    },
  };
}

let films = 0;

/**
 * Connects two members the way members connect (docs/product.md §3 'Connection request'): both own
 * a disc of the same film where others can see it (a suggestion), `a` asks, `b` accepts. Returns
 * the connection as `a` lists it.
 */
export async function connectMembers(t: TestContext, a: SessionUser, b: SessionUser, title?: string) {
  films += 1;
  const film = { title: title ?? `Connecting Film ${films}`, year: 2001 };
  for (const owner of [a, b]) {
    await t.caller(owner).dvdClub.create({ format: 'DVD', condition: 'Good', visibility: 'public', ...film });
  }
  await t.caller(a).connections.request({ memberId: b.id });
  await t.caller(b).connections.accept({ memberId: a.id });
  const connection = (await t.caller(a).connections.list()).connections.find((c) => c.otherUser.id === b.id);
  if (!connection) throw new Error('expected a connection');
  return connection;
}

export { formatCounts, seedShelf } from './dvd-club.ts';
export {
  createFakeStripe,
  FAKE_STRIPE_ENV,
  FAKE_STRIPE_KEYS,
  fakePaymentIntentEvent,
  signWebhook,
} from './fake-stripe.ts';
