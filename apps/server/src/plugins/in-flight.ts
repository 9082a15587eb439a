import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InFlight } from '../in-flight.ts';

/**
 * Every route's handler is known to `inFlight` while it runs, and closing the app waits for them,
 * up to `boundMs` from the moment it starts to close (docs/architecture.md, "Stopping"): Fastify's
 * own close ends when the sockets do. At the bound, connections still open are cut and what still
 * runs is logged once.
 */
export function inFlightPlugin(app: FastifyInstance, inFlight: InFlight, boundMs: number): void {
  app.addHook('onRoute', (route) => {
    // A socket's handler returns at once; its later work is tracked where it happens (plugins/ws.ts).
    if ((route as { websocket?: boolean }).websocket) return;
    const handler = route.handler;
    route.handler = function tracked(this: FastifyInstance, ...args: Parameters<typeof handler>) {
      const result: unknown = handler.apply(this, args);
      // `reply` is thenable too: a handler that returned it has already answered.
      if (result instanceof Promise) {
        const request = args[0] as FastifyRequest;
        inFlight.add(`${request.method} ${request.url}`, result);
      }
      return result as ReturnType<typeof handler>;
    };
  });
  let closingSince = 0;
  app.addHook('preClose', async () => {
    closingSince = Date.now();
    setTimeout(() => app.server.closeAllConnections(), boundMs).unref();
  });
  // Registered before every other hook, so it runs after them all (Fastify runs onClose hooks last-in first-out).
  app.addHook('onClose', async () => {
    const left = await inFlight.drain(boundMs - (Date.now() - closingSince));
    if (left.length) app.log.warn({ stillRunning: left }, 'closed with work still running');
  });
}
