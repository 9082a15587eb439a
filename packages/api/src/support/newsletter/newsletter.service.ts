import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@chuck/db';
import type { AppDeps, Context } from '../../context.ts';
import { invalid, notFound } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { tokenHash } from '../account/account-token.ts';
import type { JobPayloads } from '../jobs/job-kinds.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { sendMail, siteUrl } from '../mail/mail.service.ts';
import { newsletterConfirmMail, newsletterIssueMail } from '../mail/mail-messages.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { enforce } from '../rate-limits/rate-limits.service.ts';
import * as repo from './newsletter.repository.ts';
import type { NewsletterMessage, SubscribeInput, UnsubscribeInput } from './newsletter.schema.ts';

/** docs/product.md §6: the words visitors see. */
export const MESSAGES = {
  // The same answer for every address: whether one is on the list is nobody else's business.
  checkInbox: 'Almost there! Open the link we just mailed to that address to join the list.',
  confirmed: "You're on the list! Watch your inbox for new arrivals and staff picks.",
  linkDead: 'That confirmation link has expired or was already used. Sign up again for a new one.',
  unsubscribed: "You've been unsubscribed. Sorry to see you go: the door's always open.",
  alreadyUnsubscribed: "You're already unsubscribed. No more mail from us.",
  unknownToken: 'This unsubscribe link is not valid. It may have been mistyped.',
} as const;

/** A household signs up once or twice; a script trying addresses is stopped quickly. */
const SUBSCRIBE_LIMIT = {
  max: 10,
  windowSeconds: 60 * 60,
  message: 'Too many sign-ups from here. Please try again later.',
};
/** Nobody's inbox gets more than a few confirmation mails an hour, whoever asks. */
const PER_ADDRESS_LIMIT = { ...SUBSCRIBE_LIMIT, max: 3 };
/** How long a confirmation link works. */
const CONFIRM_DAYS = 3;

type NewsletterContext = Pick<Context, 'db' | 'req' | 'jobs'>;

/**
 * Double opt-in: the address gets a confirmation link, in a job, so the answer is the same (and as
 * quick) whether or not it is on the list already.
 */
export async function subscribe(ctx: NewsletterContext, input: SubscribeInput): Promise<NewsletterMessage> {
  const site = siteUrl(ctx.req);
  await enforce(ctx.db, `newsletter:ip:${ctx.req.ip}`, SUBSCRIBE_LIMIT);
  await enforce(ctx.db, `newsletter:email:${input.email.toLowerCase()}`, PER_ADDRESS_LIMIT);
  await ctx.jobs.schedule('newsletter.confirm', { email: input.email, siteUrl: site });
  return { message: MESSAGES.checkInbox };
}

/** The 'newsletter.confirm' job: a link for an address not yet on the list; nothing for one on it. */
export async function mailConfirmation(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  request: JobPayloads['newsletter.confirm'],
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await inTransaction(deps.db, async (trx) => {
    const outcome = await repo.prepareConfirmation(trx, {
      email: request.email,
      emailKey: request.email.toLowerCase(),
      unsubscribeToken: randomBytes(32).toString('base64url'),
      confirmTokenHash: tokenHash(token),
      confirmExpiresAt: new Date(Date.now() + CONFIRM_DAYS * 24 * 60 * 60 * 1000),
    });
    if (outcome === 'on-the-list') return;
    const link = `${request.siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    await sendMail(deps.jobs, newsletterConfirmMail(request.email, link), { trx });
  });
}

export async function confirm(ctx: Pick<Context, 'db'>, token: string): Promise<NewsletterMessage> {
  if (!(await repo.confirm(ctx.db, tokenHash(token)))) throw invalid(MESSAGES.linkDead);
  return { message: MESSAGES.confirmed };
}

export async function unsubscribe(
  ctx: Pick<Context, 'db'>,
  input: UnsubscribeInput,
): Promise<NewsletterMessage> {
  const outcome = await repo.unsubscribe(ctx.db, input.token);
  if (outcome === 'unknown') throw notFound(MESSAGES.unknownToken);
  return { message: outcome === 'already' ? MESSAGES.alreadyUnsubscribed : MESSAGES.unsubscribed };
}

/** An issue from its Markdown file: the first '# ' line is the subject, the rest the body. */
export function parseIssue(markdown: string): { id: string; subject: string; body: string } {
  const text = markdown.replace(/\r\n/g, '\n').trim();
  const heading = /^#\s+(.+)$/m.exec(text);
  if (!heading) throw new Error("The issue needs a title: a first line like '# New arrivals for March'.");
  const body = text.replace(heading[0], '').trim();
  if (!body) throw new Error('The issue has a title but nothing under it.');
  // The same file is the same issue: sending it again resumes it rather than starting over.
  const id = createHash('sha256').update(text).digest('hex').slice(0, 24);
  return { id, subject: heading[1]!.trim(), body };
}

/**
 * Queues one issue for everyone on the list (`pnpm newsletter:send`): a delivery row and a job per
 * subscriber, in one transaction per batch, the job keyed by issue and address. Run again after a
 * crash, it queues only those not queued yet, so nobody gets the issue twice.
 */
export async function queueIssue(
  deps: { db: Db; jobs: Jobs },
  issue: { id: string; subject: string; body: string; siteUrl: string },
  onBatch: (queued: number) => void = () => {},
): Promise<{ id: string; subject: string }> {
  const stored = await repo.insertIssue(deps.db, issue);
  for (;;) {
    const batch = await repo.unqueuedSubscribers(deps.db, stored.id, 200);
    if (!batch.length) break;
    await inTransaction(deps.db, async (trx) => {
      await repo.insertDeliveries(
        trx,
        stored.id,
        batch.map((s) => s.id),
      );
      for (const subscriber of batch) {
        await deps.jobs.schedule(
          'newsletter.deliver',
          { issueId: stored.id, subscriberId: subscriber.id },
          { trx, key: `${stored.id}:${subscriber.emailKey}` },
        );
      }
    });
    onBatch((await repo.issueProgress(deps.db, stored.id)).queued);
  }
  return { id: stored.id, subject: stored.subject };
}

/** How far an issue got: deliveries queued, and done (sent, or skipped: the address left the list). */
export function issueProgress(db: Db, issueId: string) {
  return repo.issueProgress(db, issueId);
}

/**
 * The 'newsletter.deliver' job: one issue to one subscriber, with its unsubscribe link and the
 * List-Unsubscribe headers. Sent through the transport here, not a further mail job, so the
 * delivery is marked done only once the mail server took it; a delivery already done is skipped.
 */
export async function deliverIssue(
  db: Db,
  mail: MailTransport,
  job: JobPayloads['newsletter.deliver'],
): Promise<void> {
  const delivery = await repo.findDelivery(db, job.issueId, job.subscriberId);
  if (!delivery || delivery.sentAt) return;
  if (delivery.confirmedAt && !delivery.unsubscribedAt) {
    const unsubscribe = `${delivery.siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(delivery.unsubscribeToken)}`;
    await mail.send(
      newsletterIssueMail(
        delivery.email,
        { subject: delivery.subject, body: delivery.body },
        unsubscribe,
        `${delivery.siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(delivery.unsubscribeToken)}`,
      ),
    );
  }
  await repo.markDelivered(db, job.issueId, job.subscriberId);
}
