import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLogController, type RequestLogging, SLOW_REQUEST_MS } from './logger.ts';
import { loggedRequest } from './request-log.ts';

/** A bare Fastify app logging as the server does, at the default level, into `lines`. */
async function appLogging(requests: RequestLogging) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream, serializers: { req: loggedRequest } },
    logController: new RequestLogController(requests),
  });
  app.get('/read', async () => ({ ok: true }));
  app.post('/write', async () => ({ ok: true }));
  app.get('/fail', async () => {
    throw new Error('broken');
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request log lines', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  it('at the default, writes none for an ordinary read or a 404, one for a write', async () => {
    const { app, lines } = await appLogging('notable');
    close = () => app.close();
    expect((await app.inject({ url: '/read' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/nowhere' })).statusCode).toBe(404);
    expect(lines).toEqual([]);

    await app.inject({ method: 'POST', url: '/write', payload: {} });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'POST', url: '/write' },
      res: { statusCode: 200 },
    });
    expect(lines[0]?.reqId).toEqual(expect.any(String));
  });

  it('writes one line for a server error, at error level, and one for a slow read, at warn', async () => {
    const { app, lines } = await appLogging('notable');
    close = () => app.close();
    expect((await app.inject({ url: '/fail' })).statusCode).toBe(500);
    // Fastify's error handler logs the error itself; the request's own line says what was asked.
    const failed = lines.filter((line) => (line.req as { url?: string } | undefined)?.url === '/fail');
    expect(failed).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'request completed', res: { statusCode: 500 } }),
    );

    lines.length = 0;
    await app.inject({ url: '/slow' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        req: expect.objectContaining({ url: '/slow' }),
        res: { statusCode: 200 },
      }),
    ]);
    expect(lines[0]?.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
  });

  it("with LOG_REQUESTS=all, writes Fastify's two lines for every request", async () => {
    const { app, lines } = await appLogging('all');
    close = () => app.close();
    await app.inject({ url: '/read' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
