import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, freshPGliteDir, startShipped } from '../lib/servers.ts';
import type { Metric, Scenario } from './types.ts';

/**
 * The start a newcomer sees (issue 28's budgets): `pnpm start`'s server on an empty DATA_DIR, timed
 * from the process starting until it answers a catalog search (the first start copies the build's
 * prepared catalog database, docs/architecture.md); then its resident memory; then a restart on the
 * same DATA_DIR. Embedded database only: that is what the README's command runs.
 */
export const startup: Scenario = {
  name: 'startup',
  async routes() {
    return [];
  },
  async custom(_siteUrl, database): Promise<Metric[]> {
    if (database !== 'pglite') return [];
    // A DATA_DIR that does not exist yet, as on a fresh clone.
    const dataDir = join(freshPGliteDir(), 'data');
    const fresh = await timedStart(dataDir);
    const rssMb = residentMb(fresh.site.pid);
    await fresh.site.stop();
    const again = await timedStart(dataDir);
    await again.site.stop();
    return [
      {
        name: 'fresh start on an empty DATA_DIR → serving a search',
        value: fresh.ms,
        unit: 'ms',
        max: 20_000,
      },
      { name: 'resident memory after a fresh start (PGlite)', value: rssMb, unit: 'MB', max: 700 },
      { name: 'restart on the same DATA_DIR → serving a search', value: again.ms, unit: 'ms', max: 5_000 },
    ];
  },
};

async function timedStart(dataDir: string) {
  const started = performance.now();
  const site = await startShipped(await freePort(), dataDir);
  const res = await fetch(`${site.url}/api/tmdb/search?q=alien`);
  if (!res.ok) throw new Error(`search after start: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return { site, ms: performance.now() - started };
}

/** The process's resident set (VmRSS), MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(kb / 1024);
}
