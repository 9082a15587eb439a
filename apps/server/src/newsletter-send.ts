import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  createMailTransport,
  deliverIssue,
  issueProgress,
  JobRunner,
  parseIssue,
  queueIssue,
} from '@chuck/api';
import { configFromUrl, migrateToLatest, openDatabase } from '@chuck/db';
import type { Env } from './env.ts';
import { stopInOrder } from './shutdown.ts';

type SendEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM'>;

/**
 * `pnpm newsletter:send FILE.md` (README, "The newsletter"): queues the issue for every confirmed
 * subscriber through the job runner and works through it, printing progress. Run again after a
 * crash, it resumes: deliveries already queued are not queued again, those done are not redone.
 */
export async function sendNewsletter(
  file: string,
  env: SendEnv,
  say: (line: string) => void = console.log,
): Promise<{ queued: number; done: number }> {
  if (!env.PUBLIC_URL) {
    throw new Error(
      'Set PUBLIC_URL (e.g. https://chucks.example): every issue links back to the site to unsubscribe.',
    );
  }
  const issue = { ...parseIssue(await readFile(file, 'utf8')), siteUrl: new URL(env.PUBLIC_URL).origin };
  const handle = await openDatabase(configFromUrl(env.DATABASE_URL, resolve(env.DATA_DIR)));
  const jobs = new JobRunner(handle, {
    pollingIntervalSeconds: 0.5,
    onError: (error) => say(`a send failed and will be retried: ${String(error)}`),
  });
  try {
    await migrateToLatest(handle.db);
    const mail = createMailTransport({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: join(resolve(env.DATA_DIR), 'outbox'),
    });
    // Workers first: on PGlite the queue's own tables must exist before a transaction schedules.
    await jobs.start({ 'newsletter.deliver': (job) => deliverIssue(handle.db, mail, job) });
    say(`Issue "${issue.subject}" (${issue.id})`);
    await queueIssue({ db: handle.db, jobs }, issue, (queued) => say(`queued ${queued}`));
    let last = '';
    for (;;) {
      const progress = await issueProgress(handle.db, issue.id);
      const line = `sent ${progress.done} of ${progress.queued}`;
      if (line !== last) say(line);
      last = line;
      if (progress.done >= progress.queued) return progress;
      await new Promise((done) => setTimeout(done, 1000));
    }
  } finally {
    await stopInOrder({ jobs, database: handle });
  }
}
