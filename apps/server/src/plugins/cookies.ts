import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * @fastify/cookie for setting cookies, without its hook that parses the Cookie header of every request:
 * most requests (assets, pages, public reads) never look, and parsing cost a Map and an object each.
 * Read a request's cookies with `cookieOf`, which parses them the first time.
 */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { hook: false });
}

/** The request's cookie `name`, its Cookie header parsed on the first read and kept on the request. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  // Null until read (hook: false above); setting a cookie also fills it, from the same header.
  const cookies = (request.cookies as FastifyRequest['cookies'] | null) ?? parsedCookies(request);
  return cookies[name];
}

function parsedCookies(request: FastifyRequest): FastifyRequest['cookies'] {
  const header = request.headers.cookie;
  request.cookies = header ? request.server.parseCookie(header) : {};
  return request.cookies;
}
