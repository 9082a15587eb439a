import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTowns } from '@chuck/api';
import { DataDirLockedError } from '@chuck/db';
import { buildApp } from './app.ts';
import { createRuntime } from './deps.ts';
import { parseEnv } from './env.ts';
import { serverLog } from './logger.ts';

const env = parseEnv();
const log = serverLog(env.LOG_LEVEL);
const here = dirname(fileURLToPath(import.meta.url));
// Bundled to apps/server/dist/server.js or run from apps/server/src: the web build is apps/web/dist either way.
const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : join(here, '..', '..', 'web', 'dist');

const runtime = await createRuntime(env).catch((error: unknown) => {
  // Another server on this DATA_DIR: say so in one line and stop (docs/architecture.md 'Hardening').
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const app = await buildApp({
  deps: runtime.deps,
  webDist,
  publicUrl: env.PUBLIC_URL,
  allowedHosts: env.ALLOWED_HOSTS,
  trustProxy: env.TRUST_PROXY === 'true',
  logger: log.options,
  logRequests: env.LOG_REQUESTS,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  // Bounded twice inside (requests, then jobs: 5 s each); this is the backstop for a stop that hangs.
  const timer = setTimeout(() => process.exit(1), 15_000).unref();
  await runtime.stop(app);
  clearTimeout(timer);
  await log.flush();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// The town list (docs/architecture.md, 'places'): read before the first request rather than by it, so
// its decoding (a few hundred ms) never holds up a request or the first keystroke of the type-ahead.
await loadTowns();
await app.listen({ port: env.PORT, host: env.HOST });
