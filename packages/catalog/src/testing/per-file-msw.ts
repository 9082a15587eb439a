import type { RequestHandler } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * An msw server at the HTTP boundary of a test file (or of a describe block): listening with
 * `handlers` before the first test, back to them after each test (what a test added with `use`
 * goes), closed after the last. A request no handler answers fails the test, or with 'bypass' goes
 * through (to the app's own port, say).
 */
export function perFileMsw(
  handlers: RequestHandler[] = [],
  onUnhandledRequest: 'error' | 'bypass' = 'error',
): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
