// Errors that mean "the database cannot be reached right now", as opposed to a query that is wrong:
// the first is a 503 the client may retry, the second a bug.

/** Socket-level failures reaching the server (node's error codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL SQLSTATEs for a server shutting down, starting up or out of connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg says when the pool cannot get or keep a connection (these carry no code). */
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  }
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return POOL_MESSAGES.test(error.message);
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The store’s database is unavailable right now. Please try again in a moment.';
/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
