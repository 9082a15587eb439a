import { join, resolve } from 'node:path';
import {
  type AppDeps,
  ChatReplies,
  createAuth,
  createGenerationQueue,
  createMailTransport,
  createStripeDeps,
  effects,
  type JobHandlers,
  JobRunner,
  jobHandlers,
  type OAuthConfig,
  shelfPort,
} from '@chuck/api';
import { createCatalog, dataTemplatePath, importEmbeddedCatalog } from '@chuck/catalog';
import { createChatEngine, createClerk } from '@chuck/clerk';
import { configFromUrl, type DatabaseHandle, migrateToLatest, openDatabase } from '@chuck/db';
import { type Bus, createBus, Hub, InProcessBus } from '@chuck/realtime';
import type { FastifyInstance } from 'fastify';
import type { Env } from './env.ts';
import { stopInOrder } from './shutdown.ts';

/** The app's dependencies, plus what only the server holds: sockets, the bus, the job workers. */
export type ServerDeps = AppDeps & { hub: Hub; bus: Bus; jobs: JobRunner; jobHandlers: JobHandlers };

export interface Runtime {
  deps: ServerDeps;
  /** Stops `app` (when there is one), then everything this runtime runs, in the one shutdown order. */
  stop(app?: FastifyInstance): Promise<void>;
}

type DepsEnv = Pick<
  Env,
  | 'COOKIE_SECURE'
  | 'PUBLIC_URL'
  | 'SESSION_COOKIE_NAME'
  | 'GITHUB_CLIENT_ID'
  | 'GITHUB_CLIENT_SECRET'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
  | 'TMDB_API_KEY'
  | 'TMDB_READ_TOKEN'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'STUN_URLS'
  | 'DATA_DIR'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'MODERATOR_EMAILS'
>;

/** OpenAI for Chuck when a key is set; the local engines otherwise (and whenever it fails). */
function openAiSettings(env: DepsEnv) {
  if (!env.OPENAI_API_KEY) return undefined;
  return { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL };
}

function oauthConfig(env: DepsEnv): OAuthConfig {
  const client = (clientId?: string, clientSecret?: string) =>
    clientId && clientSecret ? { clientId, clientSecret } : undefined;
  const github = client(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET);
  const google = client(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  return { ...(github && { github }), ...(google && { google }) };
}

/** Where background failures are reported (the server's logger; the console in tests). */
export interface DepsLog {
  fallback(error: unknown): void;
  replyFailed(error: unknown): void;
  /** A job attempt failed (it is retried by its kind's policy) or the queue had trouble. */
  jobFailed(error: unknown): void;
  /** A job was still running when a stop's bound passed: left in the queue, it is retried. */
  jobLeft(job: { name: string; id: string; runningMs: number }): void;
  /** A message was written to DATA_DIR/outbox (no SMTP_URL): one line, so a self-hoster knows. */
  mailWritten(file: string, to: string): void;
}

const consoleLog: DepsLog = {
  fallback: (error) => console.warn('OpenAI failed; the local engine answered', error),
  replyFailed: (error) => console.error('chat reply not written', error),
  jobFailed: (error) => console.error('background job failed (it will be retried)', error),
  jobLeft: (job) =>
    console.warn(
      `stopped with job ${job.name} ${job.id} still running (${job.runningMs} ms); it will be retried`,
    ),
  mailWritten: (file, to) => console.info(`mail to ${to} written to ${file} (no SMTP_URL set)`),
};

/**
 * Everything the procedures need, over an open, migrated database. Tests call this too. `bus`
 * carries live events between processes: `createBus(handle)` (LISTEN/NOTIFY); without one, events
 * published inside transactions reach no socket.
 */
export async function buildDeps(
  database: Pick<DatabaseHandle, 'db' | 'pglite'>,
  env: DepsEnv,
  log: DepsLog = consoleLog,
  bus: Bus = new InProcessBus(),
): Promise<ServerDeps> {
  const secureCookies =
    env.COOKIE_SECURE === 'auto'
      ? Boolean(env.PUBLIC_URL?.startsWith('https:'))
      : env.COOKIE_SECURE === 'true';
  const { db } = database;
  const jobs = new JobRunner(database, { onError: log.jobFailed, onAbandoned: log.jobLeft });
  const mail = createMailTransport({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: join(resolve(env.DATA_DIR), 'outbox'),
    onOutbox: (file, message) => log.mailWritten(file, message.to),
  });
  return {
    db,
    // The bus brings news of sessions ended on other processes to this one's session cache.
    auth: createAuth(db, { secureCookies, cookieName: env.SESSION_COOKIE_NAME, bus }),
    catalog: createCatalog({ db, tmdb: { apiKey: env.TMDB_API_KEY, readToken: env.TMDB_READ_TOKEN } }),
    effects,
    clerk: createClerk({ openai: openAiSettings(env), onFallback: log.fallback }),
    generations: createGenerationQueue(),
    chat: {
      engine: createChatEngine({ openai: openAiSettings(env), onFallback: log.fallback }),
      replies: new ChatReplies(log.replyFailed),
    },
    shelf: shelfPort,
    oauth: oauthConfig(env),
    // Donations are on only with both Stripe keys; otherwise their endpoints answer 503.
    stripe: createStripeDeps({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    }),
    iceServers: env.STUN_URLS.map((urls) => ({ urls })),
    moderators: env.MODERATOR_EMAILS,
    hub: new Hub(),
    bus,
    jobs,
    jobHandlers: jobHandlers({ db, jobs, effects }, mail, { publicUrl: env.PUBLIC_URL }),
  };
}

/** Opens the database from the env (PostgreSQL or PGlite under DATA_DIR), migrates it, builds the deps. */
export async function createRuntime(env: Env): Promise<Runtime> {
  const config = configFromUrl(env.DATABASE_URL, resolve(env.DATA_DIR));
  const handle = await openDatabase(
    config.kind === 'postgres'
      ? { ...config, poolSize: env.DATABASE_POOL_SIZE }
      : // A new DATA_DIR starts as a copy of the one the build prepared, catalog and all.
        { ...config, template: dataTemplatePath() },
  );
  await migrateToLatest(handle.db);
  // The embedded films are the catalog when no TMDB key is set; a no-op when current.
  await importEmbeddedCatalog(handle.db);
  // PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set (several processes); in process on PGlite.
  const bus = createBus(handle);
  // Serving before the bus hears anything would drop the first live events on the floor.
  await bus.ready;
  const deps = await buildDeps(handle, env, consoleLog, bus);
  return {
    deps,
    stop: (app) =>
      stopInOrder({ app, chatReplies: deps.chat?.replies, jobs: deps.jobs, bus, database: handle }),
  };
}
