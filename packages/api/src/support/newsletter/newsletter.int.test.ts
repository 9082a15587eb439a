import { createTestDb, perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { appRouter } from '../../root.ts';
import { createTestContext, errorOf } from '../../testing/index.ts';
import { createCallerFactory } from '../../trpc.ts';
import type { OutgoingMail } from '../jobs/job-kinds.ts';
import { JobRunner } from '../jobs/jobs.ts';
import {
  deliverIssue,
  issueProgress,
  MESSAGES,
  mailConfirmation,
  parseIssue,
  queueIssue,
} from './newsletter.service.ts';

// docs/product.md §6: double opt-in, the unsubscribe link, and `pnpm newsletter:send`.
const t = perFile(() => createTestContext());
const SITE = 'https://chucks.example';
let ipCounter = 0;

/** A visitor at an address of their own (the sign-up limit is per IP). */
function visitor(ip = `10.8.0.${++ipCounter}`) {
  return createCallerFactory(appRouter)({
    ...t.deps,
    user: null,
    sessionId: null,
    req: { ip, origin: SITE, setCookie: () => {} },
  }).newsletter;
}

const rowsFor = (emailKey: string) =>
  t.db.selectFrom('newsletterSubscribers').selectAll().where('emailKey', '=', emailKey).execute();

/** Mail queued (not yet sent: the test context runs no workers) to `to`. */
async function queuedMails(to: string): Promise<OutgoingMail[]> {
  const { rows } = await sql<{ data: OutgoingMail }>`
    select data from pgboss.job where name = 'mail.send' order by created_on`.execute(t.db);
  return rows.map((r) => r.data).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** What the 'newsletter.confirm' job does for `email`, then the token from the link it mailed. */
async function confirmationToken(email: string): Promise<string | undefined> {
  await mailConfirmation(t.deps, { email, siteUrl: SITE });
  const mail = (await queuedMails(email)).at(-1);
  const match = mail && /\/newsletter\/confirm\?token=([\w%-]+)/.exec(mail.text);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

describe('newsletter sign-up (double opt-in)', () => {
  it('answers every address the same, and puts it on the list only once its link is opened', async () => {
    expect(await visitor().subscribe({ email: 'Marty.McFly@Example.com' })).toEqual({
      message: MESSAGES.checkInbox,
    });
    const token = await confirmationToken('Marty.McFly@Example.com');
    expect(token).toBeDefined();
    const [pending] = await rowsFor('marty.mcfly@example.com');
    expect(pending).toMatchObject({ email: 'Marty.McFly@Example.com', confirmedAt: null });
    // Only the hash of the link's token is stored.
    expect(pending!.confirmTokenHash).not.toBe(token);
    expect(pending!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect(await visitor().confirm({ token: token! })).toEqual({ message: MESSAGES.confirmed });
    const [confirmed] = await rowsFor('marty.mcfly@example.com');
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);
    const again = await errorOf(visitor().confirm({ token: token! }));
    expect(again.code).toBe('BAD_REQUEST');
    expect(again.message).toBe(MESSAGES.linkDead);

    // Asking again for an address on the list: the same answer, and no mail.
    expect(await visitor().subscribe({ email: ' marty.mcfly@example.COM ' })).toEqual({
      message: MESSAGES.checkInbox,
    });
    const before = (await queuedMails('marty.mcfly@example.com')).length;
    await mailConfirmation(t.deps, { email: 'marty.mcfly@example.com', siteUrl: SITE });
    expect(await queuedMails('marty.mcfly@example.com')).toHaveLength(before);
    expect(await rowsFor('marty.mcfly@example.com')).toHaveLength(1);
  });

  it('adds one row when the same address arrives twice at once', async () => {
    await Promise.all([
      mailConfirmation(t.deps, { email: 'doc@example.com', siteUrl: SITE }),
      mailConfirmation(t.deps, { email: 'DOC@example.com', siteUrl: SITE }),
    ]);
    expect(await rowsFor('doc@example.com')).toHaveLength(1);
  });

  it('refuses addresses that are empty, malformed or longer than 254 characters, and dead links', async () => {
    const cases: [string, string][] = [
      ['', 'Enter your email address'],
      ['   ', 'Enter your email address'],
      ['not-an-email', 'Enter a valid email address'],
      ['a@b', 'Enter a valid email address'],
      ['two@@example.com', 'Enter a valid email address'],
      ['spaces in@example.com', 'Enter a valid email address'],
      [`${'x'.repeat(64)}@${'d'.repeat(186)}.com`, 'Email is too long'],
    ];
    for (const [email, message] of cases) {
      const error = await errorOf(visitor().subscribe({ email }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.cause?.message).toContain(message);
    }
    expect((await errorOf(visitor().confirm({ token: 'A'.repeat(43) }))).message).toBe(MESSAGES.linkDead);
    expect((await errorOf(visitor().confirm({ token: "'; drop table --" }))).code).toBe('BAD_REQUEST');
  });

  it('limits sign-ups per address to 10 an hour and per inbox to 3, with a 429', async () => {
    const ip = '10.8.99.1';
    for (let i = 0; i < 10; i += 1) await visitor(ip).subscribe({ email: `burst${i}@example.com` });
    const error = await errorOf(visitor(ip).subscribe({ email: 'burst10@example.com' }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe('Too many sign-ups from here. Please try again later.');
    for (let i = 0; i < 3; i += 1) await visitor().subscribe({ email: 'victim@example.com' });
    expect((await errorOf(visitor().subscribe({ email: 'victim@example.com' }))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('newsletter unsubscribe', () => {
  it("leaves the list with the mailing's token, and comes back only through a new confirmation", async () => {
    await visitor().confirm({ token: (await confirmationToken('lorraine@example.com'))! });
    const [row] = await rowsFor('lorraine@example.com');
    const token = row!.unsubscribeToken;
    expect(await visitor().unsubscribe({ token })).toEqual({ message: MESSAGES.unsubscribed });
    expect((await rowsFor('lorraine@example.com'))[0]!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await visitor().unsubscribe({ token })).toEqual({ message: MESSAGES.alreadyUnsubscribed });
    await visitor().confirm({ token: (await confirmationToken('Lorraine@example.com'))! });
    expect(await rowsFor('lorraine@example.com')).toEqual([
      expect.objectContaining({ unsubscribedAt: null, unsubscribeToken: token }),
    ]);
  });

  it('refuses unknown and malformed tokens', async () => {
    const unknown = await errorOf(visitor().unsubscribe({ token: 'A'.repeat(43) }));
    expect(unknown.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe(MESSAGES.unknownToken);
    const malformed = await errorOf(visitor().unsubscribe({ token: "'; drop table --" }));
    expect(malformed.code).toBe('BAD_REQUEST');
  });
});

describe('sending an issue', () => {
  it('reads the subject from the first heading; the same file is the same issue', () => {
    const issue = parseIssue('# New arrivals\n\nThree films came in.\n');
    expect(issue).toMatchObject({ subject: 'New arrivals', body: 'Three films came in.' });
    expect(parseIssue('# New arrivals\r\n\r\nThree films came in.').id).toBe(issue.id);
    expect(() => parseIssue('No title here')).toThrow(/needs a title/);
  });

  it('resumes after a crash without sending anyone the same issue twice; only confirmed addresses get it', {
    timeout: 60_000,
  }, async () => {
    const handle = await createTestDb();
    try {
      const db = handle.db;
      const emails = Array.from({ length: 7 }, (_, i) => `reader${i}@example.com`);
      for (const [i, email] of emails.entries()) {
        await db
          .insertInto('newsletterSubscribers')
          .values({
            email,
            emailKey: email,
            unsubscribeToken: `token-${i}-${'x'.repeat(30)}`,
            confirmedAt: i === 6 ? null : new Date(),
            unsubscribedAt: i === 5 ? new Date() : null,
          })
          .execute();
      }
      const issue = {
        ...parseIssue('# Staff picks\n\n- **Heat** (1995)\n- [Ronin](https://example.com)'),
        siteUrl: SITE,
      };
      const sent: OutgoingMail[] = [];
      const transport = { send: vi.fn(async (mail: OutgoingMail) => void sent.push(mail)) };

      // The first run queues everyone, delivers two, and dies.
      // Started first, as the command does: on PGlite the queue's own tables are made outside any
      // transaction (queueIssue schedules inside one).
      const first = new JobRunner(handle);
      await first.start({});
      await queueIssue({ db, jobs: first }, issue);
      await deliverIssue(db, transport, { issueId: issue.id, subscriberId: 1 });
      await deliverIssue(db, transport, { issueId: issue.id, subscriberId: 2 });
      await first.stop();

      // Sent again: nothing new is queued (the same keys), and the workers finish the rest.
      const second = new JobRunner(handle, { pollingIntervalSeconds: 0.5 });
      await second.start({ 'newsletter.deliver': (job) => deliverIssue(db, transport, job) });
      const batches: number[] = [];
      await queueIssue({ db, jobs: second }, issue, (n) => batches.push(n));
      expect(batches).toEqual([]);
      await vi.waitFor(
        async () => expect(await issueProgress(db, issue.id)).toEqual({ queued: 5, done: 5 }),
        { timeout: 20_000, interval: 500 },
      );
      await second.stop();

      expect(sent.map((m) => m.to).sort()).toEqual(emails.slice(0, 5));
      const mail = sent[0]!;
      expect(mail.subject).toBe('Staff picks');
      expect(mail.html).toContain('<strong>Heat</strong>');
      expect(mail.html).toContain('<a href="https://example.com">Ronin</a>');
      expect(mail.text).toContain(`${SITE}/newsletter/unsubscribe?token=`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(
          /^<https:\/\/chucks\.example\/api\/newsletter\/unsubscribe\?token=/,
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    } finally {
      await handle.close();
    }
  });
});
