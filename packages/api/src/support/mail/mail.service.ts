import type { RequestInfo } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { OutgoingMail } from '../jobs/job-kinds.ts';
import type { Jobs, ScheduleOptions } from '../jobs/jobs.ts';

/**
 * Queues a written message: a mail job sends it, and retries while the mail server is down
 * (docs/architecture.md, "Background jobs"), so sending never fails the request that asked for it.
 */
export function sendMail(jobs: Jobs, mail: OutgoingMail, options: ScheduleOptions = {}): Promise<void> {
  return jobs.schedule('mail.send', mail, options);
}

/** For mail a member is waiting on (a reset link, an address to confirm): it goes before digests. */
export const WAITED_ON = 10;

/**
 * The origin every link in a mail starts with (`RequestInfo.origin`: PUBLIC_URL, else the request's
 * host when it is an allowed one). Without one no link can be trusted, so nothing is sent.
 */
export function siteUrl(req: Pick<RequestInfo, 'origin'>): string {
  if (!req.origin) throw new AppError('UNAVAILABLE', NO_SITE_ORIGIN);
  return req.origin;
}

export const NO_SITE_ORIGIN =
  "The store can't send links from this address yet: it needs its PUBLIC_URL set. Please tell whoever runs it.";
