import type { Scenario } from './types.ts';

/**
 * What each transport costs on its own (issue 20's budgets): the global hooks (/healthz), REST and tRPC
 * calling a procedure that touches no database, and a signed-in read against the same read signed out.
 */
export const foundation: Scenario = {
  name: 'foundation',
  async routes(siteUrl) {
    const res = await fetch(`${siteUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench password 1' }),
    });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('chuck_session='))
      ?.split(';')[0];
    if (!cookie) throw new Error(`could not sign up the bench member: ${res.status}`);
    return [
      {
        name: 'healthz (the global hooks alone)',
        request: { method: 'GET', path: '/healthz' },
        minRatio: 0.75,
      },
      {
        name: 'REST, no database (GET /api/tmdb/search?q=a)',
        request: { method: 'GET', path: '/api/tmdb/search?q=a' },
        minRatio: 0.5,
      },
      {
        name: 'tRPC, no database (catalog.searchMovies {q:"a"})',
        request: {
          method: 'GET',
          path: `/trpc/catalog.searchMovies?input=${encodeURIComponent('{"q":"a"}')}`,
        },
        minRatio: 0.3,
      },
      {
        name: 'signed-in member (GET /api/auth/user)',
        request: { method: 'GET', path: '/api/auth/user', headers: { cookie } },
        // What being signed in costs: the session lookup, against the same route answering a visitor's 401.
        reference: {
          kind: 'site',
          label: 'signed out',
          request: { method: 'GET', path: '/api/auth/user' },
          status: 401,
        },
        minRatio: 0.5,
      },
    ];
  },
};
