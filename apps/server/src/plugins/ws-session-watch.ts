/** How a socket is closed when its session ended (4000–4999 are the application's own codes). */
export const SESSION_ENDED = { code: 4001, reason: 'Signed out' } as const;

/** What the watch needs of a `ws` socket. */
interface WatchedSocket {
  close(code: number, reason: string): void;
  on(event: 'close', listener: () => void): unknown;
}

export interface SessionWatch {
  /** Enrols a member socket with its session token; it leaves the watch when it closes. */
  watch(socket: WatchedSocket, token: string): void;
  /** Checks every enrolled socket once (skipped while a check is still running). */
  check(): Promise<void>;
}

/**
 * Closes member sockets whose session has ended (signed out from any tab or process, or expired), so
 * a signed-out browser stops receiving the member's events. One lookup checks every socket here.
 */
export function sessionWatch(
  liveTokens: (tokens: Set<string>) => Promise<Set<string>>,
  onError: (error: unknown) => void,
): SessionWatch {
  const sessions = new Map<WatchedSocket, string>();
  let checking = false;
  return {
    watch(socket, token) {
      sessions.set(socket, token);
      socket.on('close', () => sessions.delete(socket));
    },
    async check() {
      if (checking || !sessions.size) return;
      checking = true;
      // Only the sockets asked about are judged: one that joined during the lookup was not in it.
      const asked = [...sessions];
      try {
        const live = await liveTokens(new Set(asked.map(([, token]) => token)));
        for (const [socket, token] of asked) {
          if (!live.has(token)) socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
        }
      } catch (error) {
        onError(error);
      } finally {
        checking = false;
      }
    },
  };
}
