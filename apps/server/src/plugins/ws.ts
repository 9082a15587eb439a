import { type AppDeps, liveSessionTokens, loadMemberEvent } from '@chuck/api';
import {
  type Bus,
  type BusMessage,
  type Hub,
  type ServerMessage,
  VideoRooms,
  ZClientMessage,
} from '@chuck/realtime';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { InFlight } from '../in-flight.ts';
import { cookieOf } from './cookies.ts';
import { expectedOrigin } from './security.ts';
import { sessionWatch } from './ws-session-watch.ts';

const MAX_MESSAGE_BYTES = 64 * 1024;
/** Every socket is pinged this often; one that has not answered the previous ping is ended. */
const HEARTBEAT_MS = 30_000;
/** Member sockets' sessions are checked this often: a signed-out or expired session's sockets close. */
const SESSION_CHECK_MS = 2_000;

/**
 * /ws: live events and video-chat signalling. The member is whoever the session cookie says,
 * checked at the handshake (with the Origin, so another site cannot open a socket with our cookie).
 */
export async function wsPlugin(
  app: FastifyInstance,
  deps: AppDeps & {
    hub: Hub;
    bus?: Bus;
    publicUrl: string | undefined;
    heartbeatMs?: number;
    /** Deliveries and session checks under way: closing the app waits for them. */
    inFlight: InFlight;
  },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  deliverBusEvents(app, deps);
  const alive = heartbeat(app, deps.heartbeatMs ?? HEARTBEAT_MS);
  const sessions = sessionWatch(
    (tokens) => liveSessionTokens(deps.db, tokens),
    (error) => app.log.warn({ err: error }, 'socket sessions not checked'),
  );
  const sessionTimer = setInterval(
    () => void deps.inFlight.add('socket session check', sessions.check()),
    SESSION_CHECK_MS,
  );
  sessionTimer.unref();
  app.addHook('onClose', async () => clearInterval(sessionTimer));
  // Resolved before the upgrade so no early message is missed while the session is checked.
  const members = new WeakMap<object, { userId: string; token: string } | null>();
  const videoRooms = new VideoRooms();
  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (origin && origin !== expectedOrigin(request, deps.publicUrl)) {
          return reply.status(403).send({ message: 'Cross-site WebSocket refused.' });
        }
        const token = cookieOf(request, deps.auth.sessionCookieName);
        const user = token ? (await deps.auth.validateSession(token)).user : null;
        members.set(request, user && token ? { userId: user.id, token } : null);
      },
    },
    (socket, request) => {
      const member = members.get(request) ?? null;
      const userId = member?.userId ?? null;
      const send = (message: ServerMessage) => socket.send(JSON.stringify(message));
      if (member) {
        deps.hub.add(member.userId, socket);
        sessions.watch(socket, member.token);
      }
      alive(socket);
      socket.on('close', () => {
        if (userId) deps.hub.remove(userId, socket);
        videoRooms.leave(socket);
      });
      socket.on('message', (raw) => {
        let parsed: ReturnType<typeof ZClientMessage.safeParse>;
        try {
          parsed = ZClientMessage.safeParse(JSON.parse(String(raw)));
        } catch {
          return send({ type: 'error', message: 'Messages must be JSON.' });
        }
        if (!parsed.success) return send({ type: 'error', message: 'Unknown message.' });
        const message = parsed.data;
        if (message.type === 'ping') return send({ type: 'pong' });
        // 'identify' is answered with who the cookie says you are, whatever id was sent.
        if (message.type === 'identify') return send({ type: 'welcome', userId });
        return videoRooms.handle(socket, message);
      });
      send({ type: 'welcome', userId });
    },
  );
}

/** Events from the bus (made by any process) go to the sockets their members hold here. */
function deliverBusEvents(
  app: FastifyInstance,
  deps: { hub: Hub; bus?: Bus; db: AppDeps['db']; inFlight: InFlight },
): void {
  const { bus, hub } = deps;
  if (!bus) return;
  const deliver = async (event: BusMessage) => {
    // Ended sessions are for the session cache (createAuth), not for sockets.
    if ('sessionsEnded' in event) return;
    const here = event.userIds.filter((userId) => hub.has(userId));
    if (!here.length) return;
    // Too big for NOTIFY, the event came as a reference: load it (it is committed by now).
    const message = event.message ?? (event.ref && (await loadMemberEvent(deps.db, event.ref)));
    if (!message) return;
    for (const userId of here) hub.sendToUser(userId, message);
  };
  const unsubscribe = bus.subscribe(
    (event) =>
      void deps.inFlight.add(
        'live event delivery',
        deliver(event).catch((error) => app.log.warn({ err: error }, 'event not delivered')),
      ),
    // The bus reconnected and may have dropped events: clients fetch what they missed.
    () => hub.broadcast({ type: 'resync' }),
  );
  app.addHook('onClose', async () => unsubscribe());
}

/**
 * Pings every socket each `intervalMs` and ends those that did not answer the last ping (a laptop
 * that slept, a dropped connection): their 'close' then takes them out of the hub and video rooms.
 * Returns the function that enrols a new socket.
 */
function heartbeat(app: FastifyInstance, intervalMs: number): (socket: WebSocket) => void {
  const sockets = new Map<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const [socket, answered] of sockets) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      sockets.set(socket, false);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return (socket) => {
    sockets.set(socket, true);
    socket.on('pong', () => sockets.set(socket, true));
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.terminate());
  };
}
