import type { FastifyRequest } from 'fastify';

// A visitor's session id is the only key to their anonymous data (docs/architecture.md 'Hardening'):
// it travels in REST paths and tRPC inputs, so it is cut out of every logged URL.
const SESSION_ID = /s(?:-[0-9a-f]{8}){4}/g;

/** `url` with every visitor session id replaced. */
export function redactSessionIds(url: string): string {
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
