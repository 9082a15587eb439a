import { ws } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The members' live socket (/ws) opens whenever someone is signed in; by default it connects and
 * stays quiet. Tests that push over it stub WebSocket (components/notifications/fake-websocket.ts).
 */
const liveSocket = ws.link('ws://*/ws');

/** The HTTP boundary for web tests: each test adds the handlers it needs with `server.use(...)`. */
export const server = setupServer(liveSocket.addEventListener('connection', () => {}));
