import type { AppDeps } from '@chuck/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cookieOf } from './cookies.ts';

// Only a path on this site: never '//host' or a full URL (no open redirect).
export const ZReturnTo = z
  .string()
  .regex(/^\/(?![/\\])/)
  .max(500)
  .catch('/');

/** The navigation-only endpoints of docs/product.md §2: /api/login and /api/logout. */
export async function sessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/login', (request, reply) => {
    const returnTo = ZReturnTo.parse((request.query as { returnTo?: unknown }).returnTo ?? '/');
    return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  });

  app.get('/api/logout', async (request, reply) => {
    // A GET is exempt from the CSRF guard, and the Lax session cookie rides along on a link from
    // another site: such a link (browsers say so in Sec-Fetch-Site) must not sign anyone out.
    const from = request.headers['sec-fetch-site'];
    if (from === 'cross-site' || from === 'same-site') return reply.redirect('/');
    const token = cookieOf(request, deps.auth.sessionCookieName);
    if (token) await deps.auth.invalidateSession(token);
    reply.header('set-cookie', deps.auth.createBlankSessionCookie().serialize());
    return reply.redirect('/');
  });
}
