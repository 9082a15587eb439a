import { type AppDeps, type Context, databaseUnavailableError, type RequestInfo } from '@chuck/api';
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

/** What a procedure learns of the request it serves; the origin is worked out only when asked. */
class RequestInfoOf implements RequestInfo {
  readonly ip: string;
  readonly acceptLanguage: string | undefined;
  readonly userAgent: string | undefined;
  readonly #request: FastifyRequest;
  readonly #reply: FastifyReply;

  constructor(request: FastifyRequest, reply: FastifyReply) {
    this.#request = request;
    this.#reply = reply;
    this.ip = request.ip;
    this.acceptLanguage = request.headers['accept-language'];
    this.userAgent = request.headers['user-agent'];
  }

  // Only the few procedures that put links in mail ask.
  get origin(): string | undefined {
    return this.#request.linkOrigin ?? undefined;
  }

  setCookie(serialized: string): void {
    this.#reply.header('set-cookie', serialized);
  }
}

/** Makes a request's context from its session cookie. */
export type ContextMaker = (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;

/**
 * The per-request context both transports (tRPC and REST) hand to procedures: `deps` and who is
 * calling. Its layout is made once here and copied per request: a literal spreading the ~20
 * dependencies and adding the request's keys misses V8's fast copy and cost ~4 µs a request
 * (docs/architecture.md 'Performance'); copying a finished layout costs ~30 ns.
 */
export function contextMaker(deps: AppDeps): ContextMaker {
  const layout: Context = { ...deps, user: null, sessionId: null, req: undefined as unknown as RequestInfo };
  return async (req, reply) => {
    const info = new RequestInfoOf(req, reply);
    const token = cookieOf(req, deps.auth.sessionCookieName);
    let user: Context['user'] = null;
    let sessionId: string | null = null;
    if (token) {
      const result = await deps.auth.validateSession(token).catch((error: unknown) => {
        throw databaseUnavailableError(error) ?? error;
      });
      if (result.session) {
        // Lucia extends sessions past their half-life: send the refreshed cookie.
        if (result.session.fresh)
          info.setCookie(deps.auth.createSessionCookie(result.session.id).serialize());
        user = result.user;
        sessionId = result.session.id;
      } else {
        info.setCookie(deps.auth.createBlankSessionCookie().serialize());
      }
    }
    const context = { ...layout };
    context.user = user;
    context.sessionId = sessionId;
    context.req = info;
    return context;
  };
}
