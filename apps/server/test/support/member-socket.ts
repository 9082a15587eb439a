import WebSocket from 'ws';

export type Received = { type: string; [key: string]: unknown };

/** A /ws client that keeps everything it receives, so a test can wait for a particular event. */
export interface MemberSocket {
  socket: WebSocket;
  received: Received[];
  /** Resolves with the first message (already received or arriving within `ms`) matching `match`. */
  waitFor(match: (message: Received) => boolean, ms?: number): Promise<Received>;
  close(): Promise<void>;
}

/** Opens a socket as the member whose session `cookie` is given (none: an anonymous visitor), after its welcome. */
export async function openSocket(
  url: string,
  options: { origin: string; cookie?: string; autoPong?: boolean },
) {
  const socket = new WebSocket(url, {
    headers: { origin: options.origin, ...(options.cookie ? { cookie: options.cookie } : {}) },
    autoPong: options.autoPong ?? true,
  });
  const received: Received[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)));
    for (const listener of listeners) listener();
  });
  const client: MemberSocket = {
    socket,
    received,
    waitFor: (match, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(received)}`));
        }, ms);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(onMessage);
        };
        const onMessage = () => void check();
        if (!check()) listeners.add(onMessage);
      }),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  await client.waitFor((m) => m.type === 'welcome');
  return client;
}
