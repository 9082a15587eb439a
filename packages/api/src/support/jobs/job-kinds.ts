/**
 * Every kind of background job, with what it carries. A job's payload is stored as JSON until it
 * runs, so it holds plain data only. Add a kind here, then its handler in `effects/job-handlers.ts`.
 */
export interface JobPayloads {
  /** One e-mail, already written (docs/product.md §2): sent by the mail domain's transport. */
  'mail.send': OutgoingMail;
  /**
   * Someone asked to reset the password of `email` (docs/product.md §2 'Forgot your password'):
   * a link is made and mailed only if a member has that address. Done here, not in the request,
   * so the answer takes as long whether or not the address is known.
   */
  'auth.password-reset': { email: string; siteUrl: string };
  /**
   * Password sign-in for `email` was just paused after too many wrong passwords (issue 33): its
   * member, if any, gets a one-time sign-in link. A job, so the answer never says whether one exists.
   */
  'auth.sign-in-link': { email: string; siteUrl: string };
  /**
   * The DVD Club's timed steps (docs/product.md §3 'Hold', 'Loan'): turns in line that ran out,
   * hand-overs and returns that confirm themselves after 72 hours, due and overdue notices. Each
   * run queues the next, a minute later; the deadlines live in the club's own rows.
   */
  'club.timed-steps': Record<string, never>;
  /**
   * Someone asked to join the newsletter with `email` (docs/product.md §6): a confirmation link is
   * mailed unless the address is confirmed already. Done here so the answer never says which.
   */
  'newsletter.confirm': { email: string; siteUrl: string };
  /** One issue to one subscriber (`pnpm newsletter:send`); keyed by issue and address, so sent once. */
  'newsletter.deliver': { issueId: string; subscriberId: number };
  /**
   * The daily digests of unread notifications (docs/product.md §2 'Profile: Account'): each run
   * mails the members who chose one and queues tomorrow's run.
   */
  'account.digests': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** How a kind runs: `retryLimit` more attempts, the n-th about `retryDelaySeconds * 2^n` later. */
export interface JobPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may run before it counts as failed (and a job left by a stop is retried). */
  expireInSeconds: number;
  /** Workers per process: mail waits on the mail server, so several go out at once. */
  workers: number;
}

export const jobPolicies: Record<JobName, JobPolicy> = {
  // 9 retries, 1, 2, 4, ... 256 minutes apart (each up to twice that, jittered): a mail server that
  // is down is tried for at least 8.5 hours (at most about 17) before the message is given up.
  'mail.send': { retryLimit: 9, retryDelaySeconds: 60, expireInSeconds: 120, workers: 4 },
  // A link is worth 30 minutes: a few quick retries, then the member asks again.
  'auth.password-reset': { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 60, workers: 2 },
  // A sign-in link is worth 15 minutes: the same quick retries.
  'auth.sign-in-link': { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 60, workers: 2 },
  // The next minute's run catches up anyway: a couple of quick retries are enough.
  'club.timed-steps': { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 300, workers: 1 },
  'newsletter.confirm': { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 60, workers: 2 },
  // Sends through the transport itself (to record the send), so it retries as long as mail does.
  'newsletter.deliver': { retryLimit: 9, retryDelaySeconds: 60, expireInSeconds: 120, workers: 2 },
  // Tomorrow's run is queued first; a failed run is retried for a few hours.
  'account.digests': { retryLimit: 5, retryDelaySeconds: 300, expireInSeconds: 900, workers: 1 },
};
