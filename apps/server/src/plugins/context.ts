import { type AppDeps, type Context, databaseUnavailableError } from '@chuck/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from './cookies.ts';
import { type SiteOriginOptions, siteOrigin } from './site-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site's origin for links in mail: PUBLIC_URL, else this request's host if allowed; else null. */
    readonly linkOrigin: string | null;
  }
}

/**
 * Gives each request its `linkOrigin` (worked out only when asked): a forged Host header must never
 * reach a password reset mail (docs/product.md §2 'Forgot your password').
 */
export function decorateLinkOrigin(app: FastifyInstance, site: SiteOriginOptions): void {
  app.decorateRequest('linkOrigin', {
    getter(this: FastifyRequest) {
      return siteOrigin(this, site);
    },
  });
}

/** The per-request context both transports (tRPC and REST) hand to procedures. */
export async function createContext(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const setCookie = (serialized: string) => void reply.header('set-cookie', serialized);
  const token = cookieOf(req, deps.auth.sessionCookieName);
  let user: Context['user'] = null;
  let sessionId: string | null = null;
  if (token) {
    const result = await deps.auth.validateSession(token).catch((error: unknown) => {
      throw databaseUnavailableError(error) ?? error;
    });
    if (result.session) {
      // Lucia extends sessions past their half-life: send the refreshed cookie.
      if (result.session.fresh) setCookie(deps.auth.createSessionCookie(result.session.id).serialize());
      user = result.user;
      sessionId = result.session.id;
    } else {
      setCookie(deps.auth.createBlankSessionCookie().serialize());
    }
  }
  const acceptLanguage = req.headers['accept-language'];
  const userAgent = req.headers['user-agent'];
  const info: Context['req'] = {
    ip: req.ip,
    acceptLanguage,
    userAgent,
    // Worked out only for the few procedures that put links in mail.
    get origin() {
      return req.linkOrigin ?? undefined;
    },
    setCookie,
  };
  return { ...deps, user, sessionId, req: info };
}
