import { normalizeTitle } from '@chuck/catalog';
import { perFile } from '@chuck/db/testing';
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSessionId } from '../../shared/session-id.ts';
import { createTestContext } from '../../testing/index.ts';
import { NEED_ONE_MOVIE } from './preferences.schema.ts';

const t = perFile(() => createTestContext());
beforeAll(async () => {
  // Two catalog films are enough to see titles matched (the full catalog is imported elsewhere).
  await t.db
    .insertInto('movies')
    .values(
      [
        { id: 101, title: 'The Matrix', year: 1999, voteCount: 380_000 },
        { id: 102, title: 'Alien', year: 1979, voteCount: 180_000 },
      ].map((m) => ({
        ...m,
        key: `${normalizeTitle(m.title)}|${m.year}`,
        origin: 'embedded',
        titleNorm: normalizeTitle(m.title),
      })),
    )
    .execute();
});

const storedFor = (owner: { sessionId?: string; userId?: string }) =>
  t.db
    .selectFrom('preferences')
    .select('topMovies')
    .where(owner.userId ? 'userId' : 'sessionId', '=', (owner.userId ?? owner.sessionId)!)
    .executeTakeFirst();

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('visitor preferences (POST /preferences, GET /preferences/{sessionId})', () => {
  it('saves trimmed titles without blanks or repeats, matched to the catalog where possible', async () => {
    const sessionId = newSessionId();
    const saved = await t.caller(null).preferences.save({
      sessionId,
      topMovies: ['  the matrix ', '', 'My uncle’s wedding video', 'The Matrix'],
    });
    expect(saved).toEqual({ sessionId, topMovies: ['the matrix', 'My uncle’s wedding video'] });
    expect((await storedFor({ sessionId }))?.topMovies).toEqual([
      { title: 'the matrix', movieId: 101 },
      { title: 'My uncle’s wedding video', movieId: null },
    ]);
    expect(await t.caller(null).preferences.getForSession({ sessionId })).toEqual(saved);
  });

  it('saving again replaces the top 3; an unknown session has none', async () => {
    const sessionId = newSessionId();
    await t.caller(null).preferences.save({ sessionId, topMovies: ['Alien'] });
    await t.caller(null).preferences.save({ sessionId, topMovies: ['The Matrix', 'Alien', 'Heat'] });
    expect((await t.caller(null).preferences.getForSession({ sessionId })).topMovies).toEqual([
      'The Matrix',
      'Alien',
      'Heat',
    ]);
    expect(await t.caller(null).preferences.getForSession({ sessionId: newSessionId() })).toMatchObject({
      topMovies: [],
    });
  });

  it("rejects all-blank input in the product's words, and changes nothing", async () => {
    const sessionId = newSessionId();
    await t.caller(null).preferences.save({ sessionId, topMovies: ['Alien'] });
    const error = await rejection(t.caller(null).preferences.save({ sessionId, topMovies: ['', '   ', ''] }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(NEED_ONE_MOVIE);
    expect((await t.caller(null).preferences.getForSession({ sessionId })).topMovies).toEqual(['Alien']);
  });

  it('rejects more than 3 titles, a title over 200 characters and a malformed session id', async () => {
    const sessionId = newSessionId();
    const tooMany = await rejection(
      t.caller(null).preferences.save({ sessionId, topMovies: ['A1', 'B2', 'C3', 'D4'] }),
    );
    expect(tooMany.code).toBe('BAD_REQUEST');
    const tooLong = await rejection(
      t.caller(null).preferences.save({ sessionId, topMovies: ['x'.repeat(201)] }),
    );
    expect(tooLong.code).toBe('BAD_REQUEST');
    const badSession = await rejection(
      t.caller(null).preferences.save({ sessionId: 'abc', topMovies: ['Alien'] }),
    );
    expect(badSession.code).toBe('BAD_REQUEST');
    expect(await storedFor({ sessionId })).toBeUndefined();
  });
});

describe('member preferences (GET/POST /user/preferences)', () => {
  it('are empty at first, saved and read back, and private to each member', async () => {
    const ann = await t.createMember();
    const bob = await t.createMember();
    expect(await t.caller(ann).preferences.getMine()).toEqual({ topMovies: [] });
    expect(await t.caller(ann).preferences.saveMine({ topMovies: ['Alien', ' ', 'The Matrix'] })).toEqual({
      topMovies: ['Alien', 'The Matrix'],
    });
    expect(await t.caller(ann).preferences.getMine()).toEqual({ topMovies: ['Alien', 'The Matrix'] });
    expect(await t.caller(bob).preferences.getMine()).toEqual({ topMovies: [] });
    expect((await storedFor({ userId: ann.id }))?.topMovies[0]).toEqual({ title: 'Alien', movieId: 102 });
  });

  it('refuse anonymous callers with 401', async () => {
    expect((await rejection(t.caller(null).preferences.getMine())).code).toBe('UNAUTHORIZED');
    expect((await rejection(t.caller(null).preferences.saveMine({ topMovies: ['Alien'] }))).code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('a signed-in member saving through the visitor endpoint saves to their account', async () => {
    const ann = await t.createMember();
    const sessionId = newSessionId();
    await t.caller(ann).preferences.save({ sessionId, topMovies: ['The Matrix'] });
    expect(await t.caller(ann).preferences.getMine()).toEqual({ topMovies: ['The Matrix'] });
    expect(await storedFor({ sessionId })).toBeUndefined();
  });

  it('rejects an empty top 3 for members too', async () => {
    const ann = await t.createMember();
    const error = await rejection(t.caller(ann).preferences.saveMine({ topMovies: [''] }));
    expect(error.message).toBe(NEED_ONE_MOVIE);
  });
});

describe('sign-in with a visitor session: the newest top 3 wins', () => {
  const register = (sessionId: string) =>
    t
      .caller(null)
      .auth.register({ email: `${sessionId}@example.com`, password: 'long enough 123', sessionId });

  it("a new member gets the visitor's top 3", async () => {
    const sessionId = newSessionId();
    await t.caller(null).preferences.save({ sessionId, topMovies: ['Alien'] });
    const member = await register(sessionId);
    expect(await t.caller({ ...member }).preferences.getMine()).toEqual({ topMovies: ['Alien'] });
    expect(await storedFor({ sessionId })).toBeUndefined();
  });

  it("a member's older top 3 gives way to the visitor's newer one, and a newer one stays", async () => {
    const ann = await t.createMember();
    await t.caller(ann).preferences.saveMine({ topMovies: ['The Matrix'] });
    const newer = newSessionId();
    await t.caller(null).preferences.save({ sessionId: newer, topMovies: ['Alien'] });
    await t.visitorSignedIn(newer, ann.id);
    expect(await t.caller(ann).preferences.getMine()).toEqual({ topMovies: ['Alien'] });

    const older = newSessionId();
    await t.caller(null).preferences.save({ sessionId: older, topMovies: ['Heat'] });
    await t.caller(ann).preferences.saveMine({ topMovies: ['The Matrix', 'Alien'] });
    await t.visitorSignedIn(older, ann.id);
    expect(await t.caller(ann).preferences.getMine()).toEqual({ topMovies: ['The Matrix', 'Alien'] });
    expect(await storedFor({ sessionId: older })).toBeUndefined();
  });
});
