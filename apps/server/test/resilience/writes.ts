import { newSessionId } from '@chuck/api/client';

/** One answer the writer got: its HTTP status (0 when no answer came), how long it took, when it came. */
interface WriteAnswer {
  status: number;
  ms: number;
  at: number;
  message?: string;
  retryAfter?: string | null;
  title: string;
}

/**
 * A member queuing films one after another (POST /api/user/watchlist), as a steady stream of small
 * commits; remembers which ones the server acknowledged, so a test can check they all survived. A
 * member's watchlist, because writes anyone may make are rate-limited per address
 * (docs/architecture.md 'Hardening') and this stream is far faster than a person.
 */
export async function startWriter(baseUrl: string) {
  const cookie = await signUp(baseUrl);
  const answers: WriteAnswer[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 1; running; i++) {
      const title = `Resilience Reel ${i}`;
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/user/watchlist`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
          body: JSON.stringify({ movieId: 900_000 + i, title }),
        });
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        answers.push({
          status: response.status,
          ms: performance.now() - started,
          at: Date.now(),
          message: body.message,
          retryAfter: response.headers.get('retry-after'),
          title,
        });
      } catch {
        answers.push({ status: 0, ms: performance.now() - started, at: Date.now(), title });
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    cookie,
    answers,
    acknowledged: () => answers.filter((a) => a.status === 200).map((a) => a.title),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: `writer-${newSessionId()}@example.com`, password: 'be kind, rewind' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('chuck_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`could not sign the writer up: ${response.status} ${await response.text()}`);
  return cookie;
}

/** The titles the server has stored on the writer's watchlist. */
export async function storedTitles(baseUrl: string, cookie: string): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}/api/user/watchlist`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET watchlist: ${response.status} ${await response.text()}`);
  return new Set(((await response.json()) as { title: string }[]).map((item) => item.title));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
