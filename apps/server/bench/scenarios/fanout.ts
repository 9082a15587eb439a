import type { Db } from '@chuck/db';
import { memberToken, seedSignedInMembers } from '@chuck/db/testing';
import WebSocket from 'ws';
import type { Metric, Scenario } from './types.ts';

/** Members signed in with a socket each. */
const MEMBERS = 1_000;
/** Notifications being created at once (the members press Test together, this many at a time). */
const CONCURRENCY = 50;
const PREFIX = 'bench-fanout';
const tokenOf = (i: number) => memberToken(PREFIX, i);

/**
 * Live notifications: 1,000 members each with an open /ws socket; each gets one notification (the
 * bell's Test call, through the whole path: HTTP, transaction, NOTIFY, LISTEN, hub, socket). Reports
 * the time until the last one is delivered and the per-notification latency.
 */
export const fanout: Scenario = {
  name: 'fanout',
  async seed(db: Db) {
    await seedSignedInMembers(db, PREFIX, MEMBERS);
  },
  async routes() {
    return [];
  },
  async custom(siteUrl): Promise<Metric[]> {
    const wsUrl = `${siteUrl.replace(/^http/, 'ws')}/ws`;
    const arrivals: number[] = new Array(MEMBERS);
    const sockets: WebSocket[] = [];
    await warmUp(siteUrl);
    try {
      for (let from = 0; from < MEMBERS; from += 100) {
        const batch = Array.from({ length: Math.min(100, MEMBERS - from) }, (_, k) => from + k);
        sockets.push(...(await Promise.all(batch.map((i) => openSocket(wsUrl, siteUrl, i, arrivals)))));
      }
      const sentAt: number[] = new Array(MEMBERS);
      const started = performance.now();
      let next = 0;
      const worker = async () => {
        while (next < MEMBERS) {
          const i = next++;
          sentAt[i] = performance.now();
          const res = await fetch(`${siteUrl}/api/test-notification`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: siteUrl,
              cookie: `chuck_session=${tokenOf(i)}`,
            },
            body: JSON.stringify({ title: 'Fan-out', message: `Notification ${i}` }),
          });
          if (!res.ok) throw new Error(`test notification ${i}: ${res.status} ${await res.text()}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const deadline = Date.now() + 60_000;
      while (arrivals.filter((t) => t !== undefined).length < MEMBERS) {
        if (Date.now() > deadline) throw new Error('not every socket received its notification within 60 s');
        await new Promise((r) => setTimeout(r, 5));
      }
      const latencies = arrivals.map((t, i) => t - sentAt[i]!).sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
      return [
        // Budgets: about twice what an idle machine measured on PGlite (2.3 s, p99 231 ms); a
        // notification is a whole request and transaction each, so no bare-route ratio fits it.
        {
          name: `fan-out to ${MEMBERS} sockets: last delivery`,
          value: Math.max(...arrivals) - started,
          unit: 'ms',
          max: 5000,
        },
        { name: 'fan-out: request → socket, median', value: at(0.5), unit: 'ms', max: 250 },
        { name: 'fan-out: request → socket, p99', value: at(0.99), unit: 'ms', max: 500 },
        {
          name: 'fan-out: notifications delivered per second',
          value: MEMBERS / ((Math.max(...arrivals) - started) / 1000),
          unit: '/s',
        },
      ];
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  },
};

/** The first requests of a fresh process pay for compiling and planning, which is not what is measured here. */
async function warmUp(siteUrl: string): Promise<void> {
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, k) => {
      const headers = {
        'content-type': 'application/json',
        origin: siteUrl,
        cookie: `chuck_session=${tokenOf(k)}`,
      };
      for (let n = 0; n < 4; n++) {
        await (await fetch(`${siteUrl}/api/notifications?limit=5`, { headers })).text();
      }
      // Before any socket is open: these are not pushed to anyone, and leave each member well under the limit.
      await (await fetch(`${siteUrl}/api/test-notification`, { method: 'POST', headers, body: '{}' })).text();
    }),
  );
}

function openSocket(url: string, origin: string, i: number, arrivals: number[]): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin, cookie: `chuck_session=${tokenOf(i)}` } });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; userId?: string | null };
      if (message.type === 'welcome') {
        if (message.userId) resolve(socket);
        else reject(new Error(`socket ${i} was not signed in`));
      }
      if (message.type === 'notification' && arrivals[i] === undefined) arrivals[i] = performance.now();
    });
    socket.once('error', reject);
  });
}
