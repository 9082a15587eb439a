import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JobRunner } from '@chuck/api';
import type { DatabaseHandle, Db } from '@chuck/db';
import type { Metric, Scenario } from './types.ts';

const MAILS = 200;
/** Issue 25's budget: 200 queued mails written within 30 s on PGlite. */
const BUDGET_SECONDS = 30;

/**
 * A burst of mail (docs/architecture.md, "Background jobs"): 200 messages queued before the site
 * starts (a reset link among newsletters' confirmations, as after a wave of sign-ups), then the
 * time from the site answering until the last is written to its outbox (no SMTP_URL).
 */
export const mailBurst: Scenario = {
  name: 'mail-burst',
  ownDatabase: true,
  async seed(_db: Db, handle?: DatabaseHandle) {
    if (!handle) throw new Error('mail-burst: the bench passes the handle');
    const jobs = new JobRunner(handle);
    for (let i = 0; i < MAILS; i++) {
      const to = `burst${i}@example.com`;
      await jobs.schedule('mail.send', { to, subject: 'Confirm', text: 'rewind', html: '<p>rewind</p>' });
    }
    await jobs.stop();
  },
  async routes() {
    return [];
  },
  async custom(_siteUrl, _database, site): Promise<Metric[]> {
    const started = performance.now();
    const outbox = join(site.dataDir, 'outbox');
    const written = () => {
      try {
        return readdirSync(outbox).filter((file) => file.endsWith('.eml')).length;
      } catch {
        return 0;
      }
    };
    // Past twice the budget it has failed anyway; the row says how far it got.
    while (written() < MAILS && performance.now() - started < 2 * BUDGET_SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const count = written();
    return [
      {
        name: `mail burst: ${MAILS} queued mails written (got ${count})`,
        value: count < MAILS ? Number.POSITIVE_INFINITY : seconds,
        unit: 's',
        digits: 1,
        max: BUDGET_SECONDS,
      },
    ];
  },
};
