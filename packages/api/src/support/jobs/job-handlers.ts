import { runTimedSteps, scheduleTimedSteps } from '../../club/loans/loans.service.ts';
import type { AppDeps } from '../../context.ts';
import { mailPasswordReset } from '../auth/account.service.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import type { JobHandlers } from './jobs.ts';

/** What runs each kind of job (`job-kinds.ts`), given the app's dependencies and the mail transport. */
export function jobHandlers(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'effects'>,
  mail: MailTransport,
): JobHandlers {
  return {
    'mail.send': (message) => mail.send(message),
    'auth.password-reset': (request) => mailPasswordReset(deps, request),
    'club.timed-steps': async () => {
      // The next run is queued first, so a failing run never ends the chain.
      await scheduleTimedSteps(deps.jobs);
      await runTimedSteps(deps);
    },
  };
}
