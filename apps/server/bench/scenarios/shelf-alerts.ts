import type { Db } from '@chuck/db';
import { memberToken, seedSignedInMembers } from '@chuck/db/testing';
import { sql } from 'kysely';
import WebSocket from 'ws';
import type { Metric, Scenario } from './types.ts';

/** Members with the film on their watchlist, each with an open /ws socket. */
const WATCHERS = 1_000;
const PREFIX = 'bench-alerts';
/** Seeded member 0 owns the discs, member 1 borrows them, members 2.. watch the film. */
const OWNER = 0;
const BORROWER = 1;
const WATCHED_FILM = 238;
/** A film nobody watches: its return warms up the path (compiling, planning) before the measured one. */
const WARM_UP_FILM = 239;
const tokenOf = (i: number) => memberToken(PREFIX, i);

/**
 * Shelf alerts (docs/product.md §3 'Shelf alert'): the owner marks a lent disc returned with nobody
 * in line for it, so it is back on the shelf and all 1,000 members with its film on their watchlist
 * get an `on_the_shelf` notification. Measured from the return's request until the last of the
 * 1,000 sockets has its alert: the whole path of one request (transaction, insert ... select of the
 * alerts, NOTIFY, LISTEN, hub, sockets).
 */
export const shelfAlerts: Scenario = {
  name: 'shelf-alerts',
  async seed(db: Db) {
    await seedSignedInMembers(db, PREFIX, WATCHERS + 2);
    await sql`
      insert into watchlist_items (user_id, movie_id, title, position)
      select ${PREFIX} || '-' || i, ${WATCHED_FILM}::int, 'The Godfather', 1
      from generate_series(2, ${WATCHERS + 1}::int) as i`.execute(db);
    for (const [movieId, title] of [
      [WARM_UP_FILM, 'Warm-up Reel'],
      [WATCHED_FILM, 'The Godfather'],
    ] as const) {
      // A disc out on loan, its hand-over confirmed: the owner's next step is marking it returned.
      await sql`
        with disc as (
          insert into physical_media (owner_id, movie_id, title, year, format, condition, visibility)
          values (${`${PREFIX}-${OWNER}`}, ${movieId}, ${title}, 1972, 'DVD', 'Good', 'rentable')
          returning id, owner_id, title, year, format
        )
        insert into loans (media_id, owner_id, borrower_id, title, year, format, credits, status,
          accepted_at, handed_over_at, handover_confirmed_at, due_at)
        select id, owner_id, ${`${PREFIX}-${BORROWER}`}, title, year, format, 1, 'handed_over',
          now() - interval '3 days', now() - interval '2 days', now() - interval '2 days', now() + interval '12 days'
        from disc`.execute(db);
    }
  },
  async routes() {
    return [];
  },
  async custom(siteUrl, database): Promise<Metric[]> {
    const loans = await ownerLoans(siteUrl);
    const warmUp = loans.find((l) => l.title === 'Warm-up Reel');
    const watched = loans.find((l) => l.title === 'The Godfather');
    if (!warmUp || !watched) throw new Error('shelf-alerts: the seeded loans are missing');
    await markReturned(siteUrl, warmUp.id);

    const wsUrl = `${siteUrl.replace(/^http/, 'ws')}/ws`;
    const arrivals: number[] = new Array(WATCHERS);
    const sockets: WebSocket[] = [];
    try {
      for (let from = 0; from < WATCHERS; from += 100) {
        const batch = Array.from({ length: Math.min(100, WATCHERS - from) }, (_, k) => from + k);
        sockets.push(...(await Promise.all(batch.map((k) => openSocket(wsUrl, siteUrl, k, arrivals)))));
      }
      const started = performance.now();
      await markReturned(siteUrl, watched.id);
      const answered = performance.now() - started;
      const deadline = Date.now() + 60_000;
      while (arrivals.filter((t) => t !== undefined).length < WATCHERS) {
        if (Date.now() > deadline) throw new Error('not every watcher received the shelf alert within 60 s');
        await new Promise((r) => setTimeout(r, 5));
      }
      const latencies = arrivals.map((t) => t - started).sort((a, b) => a - b);
      return [
        {
          name: `shelf alerts to ${WATCHERS} watchers: return → last delivery`,
          value: latencies.at(-1)!,
          unit: 'ms',
          // Issue 17's budget, set for PostgreSQL.
          ...(database === 'postgres' ? { max: 2000 } : {}),
        },
        { name: 'shelf alerts: return → first delivery', value: latencies[0]!, unit: 'ms' },
        { name: 'shelf alerts: the return request itself', value: answered, unit: 'ms' },
      ];
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  },
};

const headersOf = (siteUrl: string, i: number) => ({
  'content-type': 'application/json',
  origin: siteUrl,
  cookie: `chuck_session=${tokenOf(i)}`,
});

/** The owner's loans, through the REST list (the seed cannot hand ids to the running site). */
async function ownerLoans(siteUrl: string): Promise<{ id: number; title: string }[]> {
  const res = await fetch(`${siteUrl}/api/dvd-club/loans`, { headers: headersOf(siteUrl, OWNER) });
  if (!res.ok) throw new Error(`owner's loans: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { incoming: { id: number; title: string }[] }).incoming;
}

async function markReturned(siteUrl: string, id: number): Promise<void> {
  const res = await fetch(`${siteUrl}/api/dvd-club/rental-requests/${id}/return`, {
    method: 'POST',
    headers: headersOf(siteUrl, OWNER),
    body: JSON.stringify({ condition: 'Good' }),
  });
  if (!res.ok) throw new Error(`mark returned ${id}: ${res.status} ${await res.text()}`);
}

function openSocket(url: string, origin: string, k: number, arrivals: number[]): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin, cookie: `chuck_session=${tokenOf(k + 2)}` } });
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as {
        type: string;
        userId?: string | null;
        data?: { type?: string };
      };
      if (message.type === 'welcome') {
        if (message.userId) resolve(socket);
        else reject(new Error(`watcher ${k} was not signed in`));
      }
      if (
        message.type === 'notification' &&
        message.data?.type === 'on_the_shelf' &&
        arrivals[k] === undefined
      ) {
        arrivals[k] = performance.now();
      }
    });
    socket.once('error', reject);
  });
}
