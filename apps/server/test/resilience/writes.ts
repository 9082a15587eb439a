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
 * A visitor rating films one after another (POST /api/ratings), as a steady stream of small
 * commits; remembers which ones the server acknowledged, so a test can check they all survived.
 */
export function startWriter(baseUrl: string) {
  const sessionId = newSessionId();
  const answers: WriteAnswer[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 1; running; i++) {
      const title = `Resilience Reel ${i}`;
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/ratings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify({ sessionId, movieTitle: title, rating: 'thumbs_up' }),
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
    sessionId,
    answers,
    acknowledged: () => answers.filter((a) => a.status === 200).map((a) => a.title),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** The titles the server has stored for the writer's session. */
export async function storedTitles(baseUrl: string, sessionId: string): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}/api/ratings/${sessionId}`);
  if (!response.ok) throw new Error(`GET ratings: ${response.status} ${await response.text()}`);
  return new Set(((await response.json()) as { movieTitle: string }[]).map((r) => r.movieTitle));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
