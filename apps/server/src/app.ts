import { randomUUID } from 'node:crypto';
import type { AppDeps, JobHandlers, JobRunner } from '@chuck/api';
import type { Bus, Hub } from '@chuck/realtime';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { InFlight } from './in-flight.ts';
import { RequestLogController, type RequestLogging } from './logger.ts';
import { decorateLinkOrigin } from './plugins/context.ts';
import { registerCookies } from './plugins/cookies.ts';
import { crawlerRoutes } from './plugins/crawlers.ts';
import { docsPlugin } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { filmPagePlugin } from './plugins/film-page.ts';
import { healthRoutes } from './plugins/health.ts';
import { inFlightPlugin } from './plugins/in-flight.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { listPagePlugin } from './plugins/list-page.ts';
import { oauthRoutes } from './plugins/oauth-routes.ts';
import { posterRoutes } from './plugins/posters.ts';
import { restPlugin } from './plugins/rest.ts';
import { rewindPagePlugin } from './plugins/rewind-page.ts';
import { csrfGuard, securityHeaders } from './plugins/security.ts';
import { sessionRoutes } from './plugins/session-routes.ts';
import { LOCAL_HOSTS } from './plugins/site-origin.ts';
import { stripeWebhookPlugin } from './plugins/stripe-webhook.ts';
import { trpcPlugin } from './plugins/trpc.ts';
import { webPlugin } from './plugins/web.ts';
import { wsPlugin } from './plugins/ws.ts';
import { lazyRequestLogger, loggedRequest } from './request-log.ts';

export interface AppOptions {
  deps: AppDeps & { hub: Hub; bus?: Bus; jobs: JobRunner; jobHandlers: JobHandlers };
  /** The built web app's folder (index.html + assets). */
  webDist: string;
  publicUrl?: string | undefined;
  /** With no PUBLIC_URL, the hosts (host or host:port) trusted to name the site in links (ALLOWED_HOSTS); local ones by default. */
  allowedHosts?: readonly string[];
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Which requests get a log line (LOG_REQUESTS): by default only errors, slow ones and writes. */
  logRequests?: RequestLogging;
  /** How long a client may take to send a request (docs/architecture.md 'Hardening'); tests shorten it. */
  requestTimeoutMs?: number;
  /** How long closing the app waits for the work in flight (docs/architecture.md 'Stopping'). */
  closeBoundMs?: number;
}

/** Closing waits this long for requests in flight before it cuts them off. */
const CLOSE_BOUND_MS = 5_000;

/** A request, body included, must arrive within 25 s: a trickled body is cut off, not waited on. */
export const REQUEST_TIMEOUT_MS = 25_000;

/** The whole site as a Fastify instance, not listening: the server listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { deps } = options;
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const logger = options.logger;
  const app = Fastify({
    ...(logger && typeof logger === 'object'
      ? {
          logger: { ...logger, serializers: { req: loggedRequest } },
          childLoggerFactory: lazyRequestLogger,
          logController: new RequestLogController(options.logRequests ?? 'notable'),
        }
      : { logger: logger ?? false }),
    requestTimeout,
    // Node checks for overdue requests on this interval; every second keeps the cut-off close to the limit.
    http: {
      requestTimeout,
      headersTimeout: Math.min(10_000, requestTimeout),
      connectionsCheckingInterval: 1_000,
    },
    trustProxy: options.trustProxy ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Library imports send CSV files of up to 2 MB as JSON.
    bodyLimit: 3 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const inFlight = new InFlight();
  // First, so that it sees every route and its close runs after every other hook's.
  inFlightPlugin(app, inFlight, options.closeBoundMs ?? CLOSE_BOUND_MS);
  // Set up front (not in onSend) so every answer carries it, errors included, at no per-reply hook cost.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandler(app);
  await registerCookies(app);
  securityHeaders(app, Boolean(options.publicUrl?.startsWith('https:')));
  csrfGuard(app, { publicUrl: options.publicUrl, sessionCookieName: deps.auth.sessionCookieName });

  const site = {
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts ?? LOCAL_HOSTS,
    trustProxy: options.trustProxy ?? false,
  };
  decorateLinkOrigin(app, site);
  jobsPlugin(app, deps);
  await healthRoutes(app, deps.db);
  await posterRoutes(app, deps.db);
  await app.register(docsPlugin);
  await sessionRoutes(app, deps);
  await oauthRoutes(app, { ...deps, publicUrl: options.publicUrl });
  await app.register(async (scope) => restPlugin(scope, deps));
  await app.register(async (scope) => trpcPlugin(scope, deps));
  await app.register(async (scope) => wsPlugin(scope, { ...deps, publicUrl: options.publicUrl, inFlight }));
  await app.register(async (scope) => stripeWebhookPlugin(scope, deps));
  await crawlerRoutes(app, { ...site, db: deps.db });
  await filmPagePlugin(app, { ...site, deps, webDist: options.webDist });
  await listPagePlugin(app, { ...site, db: deps.db, webDist: options.webDist });
  await rewindPagePlugin(app, { ...site, db: deps.db, webDist: options.webDist });
  await webPlugin(app, options.webDist);
  return app;
}
