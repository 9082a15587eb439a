import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

// A visitor's session id is the only key to their anonymous data (docs/architecture.md 'Hardening'):
// it travels in REST paths and tRPC inputs, so it is cut out of every logged URL.
const SESSION_ID = /s(?:-[0-9a-f]{8}){4}/g;

/** `url` with every visitor session id replaced. */
function redactSessionIds(url: string): string {
  return url.replace(SESSION_ID, 's-[redacted]');
}

/** Fastify's default request log line, with the URL redacted. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSessionIds(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Log = (...args: unknown[]) => void;
type ParentLogger = FastifyBaseLogger & { isLevelEnabled(level: Level): boolean };

/**
 * A request's logger, whose pino child (carrying the request id) is made the first time something is
 * logged at an enabled level: making one per request cost more than answering /healthz
 * (docs/architecture.md 'The path of a request').
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.own().level = level;
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.own().child(bindings, options);
  }

  private write(level: Level, args: unknown[]) {
    if (this.#child) (this.#child[level] as Log)(...args);
    else if (this.parent.isLevelEnabled(level)) (this.own()[level] as Log)(...args);
  }
  private own(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
}

/** Fastify's `childLoggerFactory`: the request logger above. */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent as ParentLogger, bindings, options) as unknown as FastifyBaseLogger;
}
