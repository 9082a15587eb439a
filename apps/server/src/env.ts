import { DEFAULT_STUN_URLS } from '@chuck/api';
import { z } from 'zod';
import { LOCAL_HOSTS, parseHost } from './plugins/site-origin.ts';

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A comma-separated list of STUN server URLs; empty means none (the call then finds only direct routes). */
const stunUrls = z
  .string()
  .default(DEFAULT_STUN_URLS.join(','))
  .transform((v) =>
    v
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^stuns?:[^\s,]+$/, 'each STUN URL looks like stun:host:port')));

const flag = z.enum(['auto', 'true', 'false']).default('auto');

/** Every setting the server reads, parsed once. Documented in the README's env table. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL; unset → the embedded PGlite under DATA_DIR. */
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./.data'),
  /** The site's public origin, e.g. https://chucks.example; used for CSRF checks behind proxies. */
  PUBLIC_URL: optional.pipe(z.string().url().optional()),
  /**
   * With PUBLIC_URL unset: the hosts (`host`, any port of it, or `host:port`) whose requests may name
   * the site's origin in mail links, canonical links, link previews and the sitemap (comma-separated).
   * Any other Host header gets pages without them and no mail link.
   */
  ALLOWED_HOSTS: z
    .string()
    .default(LOCAL_HOSTS.join(','))
    .transform((hosts) =>
      hosts
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((host) => parseHost(host) !== null, 'each entry is a host name or host:port'),
      ),
    ),
  /** Secure cookies: auto = on when PUBLIC_URL is https. */
  COOKIE_SECURE: flag,
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[\w-]+$/)
    .default('chuck_session'),
  /** Trust X-Forwarded-* from a reverse proxy (for client IPs and https detection). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which requests get a log line: 'notable' only server errors, slow requests (over 500 ms) and writes
   * (not GET/HEAD/OPTIONS); 'all' every request (two lines each, Fastify's own).
   */
  LOG_REQUESTS: z.enum(['notable', 'all']).default('notable'),
  /** The built web app; defaults to apps/web/dist beside this package. */
  WEB_DIST: optional,
  TMDB_API_KEY: optional,
  TMDB_READ_TOKEN: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Another Stripe API origin (stripe-mock, or the browser tests' stand-in); unset → Stripe itself. */
  STRIPE_API_URL: optional.pipe(z.string().url().optional()),
  /** The video call's STUN servers (docs/product.md §7), handed to the browser by chat.videoConfig. */
  STUN_URLS: stunUrls,
  /** Outgoing mail's SMTP server, e.g. smtp://user:pass@host:587; unset → .eml files in DATA_DIR/outbox. */
  SMTP_URL: optional.pipe(z.string().url().optional()),
  /** The From of every mail the store sends. */
  MAIL_FROM: z.string().default("Chuck's Video Store <chuck@localhost>"),
  /**
   * The club's moderators (docs/product.md §3 'Reports and moderation'): members whose confirmed
   * address is in this comma-separated list, in any case. Empty: nobody moderates.
   */
  MODERATOR_EMAILS: z
    .string()
    .default('')
    .transform((emails) =>
      emails
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
});

export type Env = z.infer<typeof ZEnv>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
