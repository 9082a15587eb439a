import { mailLoanNotices, runLoanDigests } from '../club/loan-mail/loan-mail.service.ts';
import { escalateDisputes } from '../club/loans/disputes.service.ts';
import { runTimedSteps, scheduleTimedSteps } from '../club/loans/timed-steps.service.ts';
import type { AppDeps } from '../context.ts';
import { runNightSteps } from '../library/nights/night-steps.service.ts';
import { runDigests, scheduleDigests } from '../social/notifications/notification-digest.service.ts';
import { mailPasswordReset } from '../support/account/account.service.ts';
import { mailSignInLink } from '../support/account/account-recovery.service.ts';
import type { JobHandlers } from '../support/jobs/jobs.ts';
import type { MailTransport } from '../support/mail/mail-transport.ts';
import { deliverIssue, mailConfirmation } from '../support/newsletter/newsletter.service.ts';

/**
 * What runs each kind of job (`job-kinds.ts`), given the app's dependencies, the mail transport and
 * the site's public address (PUBLIC_URL) for links in mail no request asked for.
 */
export function jobHandlers(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'effects'>,
  mail: MailTransport,
  site: { publicUrl?: string | undefined } = {},
): JobHandlers {
  return {
    'mail.send': (message) => mail.send(message),
    'auth.password-reset': (request) => mailPasswordReset(deps, request),
    'auth.sign-in-link': (request) => mailSignInLink(deps, request),
    'club.timed-steps': async () => {
      // The next run is queued first, so a failing run never ends the chain.
      await scheduleTimedSteps(deps.jobs);
      await runTimedSteps(deps);
      await escalateDisputes(deps);
      // Movie nights' votes close, reminders and "Did you watch it?" ride the same minute.
      await runNightSteps(deps);
      // After the steps, so the notices they just made (a night's rental request too) are mailed in the same minute.
      await mailLoanNotices(deps, site.publicUrl);
    },
    'newsletter.confirm': (request) => mailConfirmation(deps, request),
    'newsletter.deliver': (job) => deliverIssue(deps.db, mail, job),
    'account.digests': async () => {
      // Tomorrow's run is queued first, as the timed steps' next minute is.
      await scheduleDigests(deps.jobs);
      await runDigests(deps);
      await runLoanDigests(deps, site.publicUrl);
    },
  };
}
