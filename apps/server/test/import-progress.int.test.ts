import { perFile } from '@chuck/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MemberSocket, openSocket, type Received } from './support/member-socket.ts';
import { createListeningTestApp, newMember, sessionCookieFrom } from './support/test-app.ts';

const ROWS = 120;
/** A diary of films the catalog lacks: each row is still a diary entry, so applying saves every one. */
const DIARY = [
  'Date,Name,Year,Letterboxd URI,Rating,Watched Date',
  ...Array.from(
    { length: ROWS },
    (_, i) =>
      `2024-02-01,Progress Reel ${i + 1},1999,u,${(1 + (i % 10)) / 2},2024-01-${String(1 + (i % 28)).padStart(2, '0')}`,
  ),
].join('\n');

// docs/product.md §4 'Import and export': a large import's progress reaches the member's open tabs
// over /ws while the request runs (through the bus: in process on PGlite, NOTIFY on PostgreSQL).
describe('import progress over /ws', () => {
  const t = perFile(() => createListeningTestApp());
  const sockets: MemberSocket[] = [];
  beforeAll(async () => {
    await t.deps.bus.ready;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });

  async function member() {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newMember() });
    const cookie = sessionCookieFrom(res.headers['set-cookie']);
    const socket = await openSocket(t.wsUrl, { origin: t.origin, cookie });
    sockets.push(socket);
    return { cookie, socket };
  }
  const post = async (cookie: string, path: string) => {
    const res = await fetch(`${t.origin}/api${path}`, {
      method: 'POST',
      headers: { cookie, origin: t.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ filename: 'diary.csv', csv: DIARY }),
    });
    expect(res.status).toBe(200);
  };
  const progressOf = (received: Received[], phase: string) =>
    received.flatMap((m) => {
      const data = m.data as { phase: string; step: string; done: number; total: number };
      return m.type === 'import-progress' && data.phase === phase
        ? [`${data.step} ${data.done}/${data.total}`]
        : [];
    });

  it('tells the member how many rows are checked (preview), then how many changes are saved (apply); nobody else', async () => {
    const me = await member();
    const other = await member();

    await post(me.cookie, '/user/import/preview');
    await me.socket.waitFor(
      (m) => m.type === 'import-progress' && (m.data as { done: number }).done === ROWS,
    );
    const preview = progressOf(me.socket.received, 'preview');
    expect(preview[0]).toBe(`matching 0/${ROWS}`);
    expect(preview.at(-1)).toBe(`matching ${ROWS}/${ROWS}`);

    await post(me.cookie, '/user/import');
    await me.socket.waitFor(
      (m) =>
        m.type === 'import-progress' &&
        (m.data as { step: string }).step === 'saving' &&
        (m.data as { done: number }).done === ROWS,
    );
    const apply = progressOf(me.socket.received, 'apply');
    expect(apply[0]).toBe(`matching 0/${ROWS}`);
    expect(apply).toContain(`matching ${ROWS}/${ROWS}`);
    expect(apply).toContain(`saving 0/${ROWS}`);
    expect(apply.at(-1)).toBe(`saving ${ROWS}/${ROWS}`);
    // Counts only go up within a step.
    for (const step of ['matching', 'saving']) {
      const done = apply.filter((p) => p.startsWith(step)).map((p) => Number(p.split(' ')[1]!.split('/')[0]));
      expect(done).toEqual([...done].sort((a, b) => a - b));
    }

    expect(other.socket.received.filter((m) => m.type === 'import-progress')).toEqual([]);
  });
});
