import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { loggedRequest } from './request-log.ts';

/** LOG_REQUESTS: 'notable' writes a line for a request only when it tells something (see below). */
export type RequestLogging = 'notable' | 'all';

/** Slower than this, a request's line is written whatever its method and status. */
export const SLOW_REQUEST_MS = 500;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Fastify's per-request log lines, cut down to the requests worth a line at the default level:
 * server errors (5xx), slow requests and writes (anything but GET, HEAD and OPTIONS). Each is one line
 * at the end, carrying the request (URL redacted), its status and time. An everyday read writes
 * nothing: two JSON lines per request cost a quarter of the REST route's throughput (issue 31).
 * `all` keeps Fastify's own two lines per request.
 */
export class RequestLogController extends LogController {
  readonly #all: boolean;
  constructor(requests: RequestLogging) {
    super();
    this.#all = requests === 'all';
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.#all) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.#all) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const status = reply.statusCode;
    const time = reply.elapsedTime;
    if (error || status >= 500) {
      reply.log.error(this.#line(request, status, time, error), 'request completed');
    } else if (time > SLOW_REQUEST_MS) {
      reply.log.warn(this.#line(request, status, time), 'request completed');
    } else if (!READS.has(request.method)) {
      reply.log.info(this.#line(request, status, time), 'request completed');
    }
  }

  // A 4xx says more about the client than about us; it shows in the write's line if it was a write.
  override routeNotFound(request: FastifyRequest, reply: FastifyReply): void {
    if (this.#all) super.routeNotFound(request, reply);
  }

  #line(request: FastifyRequest, statusCode: number, responseTime: number, err?: Error | null) {
    return { req: loggedRequest(request), res: { statusCode }, responseTime, ...(err ? { err } : {}) };
  }
}

export interface ServerLog {
  /** pino's options for Fastify's `logger`: the level and the asynchronous destination. */
  options: { level: string; stream: pino.DestinationStream };
  /** Writes out every line still buffered; call it before the process exits. */
  flush(): Promise<void>;
}

/**
 * The server's log: JSON lines on stdout, written asynchronously (a request never waits on the write),
 * and nothing lost when the process stops: the exit path awaits `flush()`, any other `process.exit`
 * writes what is left synchronously, and an uncaught exception is logged as fatal and flushed before
 * the process exits with 1, as Node would have.
 */
export function serverLog(level: string): ServerLog {
  const destination = pino.destination({ dest: 1, sync: false });
  const flushSync = () => {
    try {
      destination.flushSync();
    } catch {
      // Already closed, or stdout gone: nothing left to save.
    }
  };
  const flush = async () => {
    // A write already handed to the OS finishes on its own ('drain'); flushSync writes the rest. Without
    // the wait, process.exit could drop the write in flight. sonic-boom keeps the flag private.
    if ((destination as unknown as { _writing?: boolean })._writing)
      await Promise.race([once(destination, 'drain'), sleep(2_000)]);
    flushSync();
  };
  const fatal = pino({ level }, destination);
  process.on('exit', flushSync);
  process.on('uncaughtException', (error, origin) => {
    fatal.fatal({ err: error, origin }, 'uncaught exception: stopping');
    void flush().finally(() => process.exit(1));
  });
  return { options: { level, stream: destination }, flush };
}
