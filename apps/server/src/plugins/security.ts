import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { cookieOf } from './cookies.ts';
import { errorBody } from './errors.ts';

// Stripe's documented CSP hosts for Stripe.js and the Payment Element.
const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  /** The site's public origin when it runs behind a proxy; else the request's own Host is the origin. */
  publicUrl: string | undefined;
  sessionCookieName: string;
}

/**
 * Headers for every response: a CSP the web app passes (no inline scripts; third parties are only TMDB
 * images and Stripe, whose Stripe.js, card frames and API the donate page loads when donations are on).
 */
export function securityHeaders(app: FastifyInstance, https: boolean): void {
  // They are the same for every response, so helmet works them out once at start-up rather than per
  // request (which cost as much as a whole REST procedure call).
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...STRIPE_JS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://image.tmdb.org'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
        frameSrc: ["'self'", ...STRIPE_JS, 'https://hooks.stripe.com'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Over plain http (a laptop) upgrading would break every same-origin request.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // Cross-origin isolation would block TMDB posters in <img>.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with `options`, collected from one run of its middleware. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    // In lower case, as Fastify keeps them: it then has nothing to convert per reply.
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * CSRF: a state-changing request that carries our session cookie must come from our own pages.
 * Browsers always send Origin on cross-site POSTs; Referer is the fallback for old ones.
 */
export function csrfGuard(app: FastifyInstance, options: SecurityOptions): void {
  // A callback hook, not an async one: reads, most requests, pass without a promise made for them.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const source = request.headers.origin ?? refererOrigin(request);
    const hasSession = Boolean(cookieOf(request, options.sessionCookieName));
    // A non-browser client without a session cannot be forged.
    if (!source && !hasSession) return done();
    if (source && source === expectedOrigin(request, options.publicUrl)) return done();
    reply.status(403).send(errorBody('Cross-site request refused. Please use the site itself.', 'FORBIDDEN'));
  });
}

function refererOrigin(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

export function expectedOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}
