import type { AppRouter } from '@chuck/api';
import { newSessionId } from '@chuck/api/client';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type LocalAddress, type TestApp } from './support/test-app.ts';

/** The error of a tRPC answer read without the client. */
async function errorOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { error: unknown }).error;
}

/**
 * The web app's own client (`httpBatchLink`, unchanged) against the server's /trpc route: batching,
 * mutations, errors and aborts, over a real socket.
 */
describe('the /trpc transport, with the official client', () => {
  let t: TestApp & LocalAddress;
  const requests: string[] = [];
  let client: ReturnType<typeof createTRPCClient<AppRouter>>;
  beforeAll(async () => {
    t = await createListeningTestApp();
    client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${t.origin}/trpc`,
          // What a page of our own sends: the CSRF guard wants its Origin on mutations.
          headers: { origin: t.origin },
          fetch: (url, init) => {
            requests.push(`${init?.method ?? 'GET'} ${url}`);
            return fetch(url, init);
          },
        }),
      ],
    });
  });
  afterAll(() => t.close());

  it('answers a query, and a mutation whose result the next query reads', async () => {
    const sessionId = newSessionId();
    expect(await client.auth.me.query()).toBeNull();
    const saved = await client.preferences.save.mutate({ sessionId, topMovies: ['Jaws', 'Heat'] });
    expect(saved).toEqual({ sessionId, topMovies: ['Jaws', 'Heat'] });
    expect(await client.preferences.getForSession.query({ sessionId })).toEqual(saved);
  });

  it('batches calls made together into one request, each answered in its place', async () => {
    const sessionId = newSessionId();
    await client.preferences.save.mutate({ sessionId, topMovies: ['Alien'] });
    requests.length = 0;
    const [me, preferences, ratings] = await Promise.all([
      client.auth.me.query(),
      client.preferences.getForSession.query({ sessionId }),
      client.ratings.list.query({ sessionId }),
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(
      /^GET .*\/trpc\/auth\.me,preferences\.getForSession,ratings\.list\?batch=1&input=/,
    );
    expect(me).toBeNull();
    expect(preferences.topMovies).toEqual(['Alien']);
    expect(ratings).toEqual([]);
  });

  it("gives each failing call of a batch its own error, in the procedures' words, and the others their data", async () => {
    const results = await Promise.allSettled([
      client.auth.me.query(),
      client.preferences.getForSession.query({ sessionId: 'not-a-session' }),
      client.auth.user.query(),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: null });
    const [invalid, anonymous] = [results[1], results[2]].map((result) => {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(TRPCClientError);
      return error as TRPCClientError<AppRouter>;
    });
    expect(invalid!.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    expect(invalid!.message).toBe(
      'sessionId: Invalid session id: expected s-xxxxxxxx-xxxxxxxx-xxxxxxxx-xxxxxxxx',
    );
    expect(anonymous!.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    expect(anonymous!.message).toContain('Unauthorized');
  });

  it('refuses a mutation sent as a query, and an unknown procedure, in tRPC shape', async () => {
    const asQuery = await fetch(`${t.origin}/trpc/preferences.save?input=${encodeURIComponent('{}')}`);
    expect(asQuery.status).toBe(405);
    expect(await errorOf(asQuery)).toMatchObject({ data: { code: 'METHOD_NOT_SUPPORTED' } });
    const unknown = await fetch(`${t.origin}/trpc/nothing.here`);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({
      message: 'No procedure found on path "nothing.here"',
      data: { code: 'NOT_FOUND' },
    });
    const badJson = await fetch(`${t.origin}/trpc/auth.me?input=%7Bnope`);
    expect(badJson.status).toBe(400);
    expect(await errorOf(badJson)).toMatchObject({ data: { code: 'PARSE_ERROR' } });
  });

  it('lets the caller abort a call, and keeps answering the next ones', async () => {
    const controller = new AbortController();
    const aborted = client.auth.me.query(undefined, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow(/abort/i);
    expect(await client.auth.me.query()).toBeNull();
  });
});
