import type { RequestInfo } from '../../context.ts';
import type { OutgoingMail } from '../jobs/job-kinds.ts';
import type { Jobs, ScheduleOptions } from '../jobs/jobs.ts';

/**
 * Queues a written message: a mail job sends it, and retries while the mail server is down
 * (docs/architecture.md, "Background jobs"), so sending never fails the request that asked for it.
 */
export function sendMail(jobs: Jobs, mail: OutgoingMail, options: ScheduleOptions = {}): Promise<void> {
  return jobs.schedule('mail.send', mail, options);
}

/** The origin every link in a mail starts with: PUBLIC_URL, else the one the request came to. */
export function siteUrl(publicUrl: string | undefined, req: Pick<RequestInfo, 'origin'>): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return req.origin ?? 'http://localhost:3000';
}
