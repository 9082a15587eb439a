import { perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyWhere } from '../../social/notifications/notifications.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import type { OutgoingMail } from '../../support/jobs/job-kinds.ts';
import type { JobRunner } from '../../support/jobs/jobs.ts';
import { createTestContext } from '../../testing/index.ts';
import { escalateDisputes } from '../loans/disputes.service.ts';
import { runTimedSteps } from '../loans/timed-steps.service.ts';
import { mailLoanNotices, runLoanDigests } from './loan-mail.service.ts';

// docs/product.md §3 'Loan mail' (issue 26 item 9): loan notices mailed at once or in the daily
// loan digest, per kind as the member chose, with a link that turns a kind off.
const t = perFile(() => createTestContext());
const SITE = 'https://chucks.example';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // As the server does when it starts: on PGlite the queue's tables are made outside any transaction.
  await (t.deps.jobs as JobRunner).start({});
});

async function mailsTo(member: SessionUser): Promise<OutgoingMail[]> {
  const { rows } = await sql<{ data: OutgoingMail }>`
    select data from pgboss.job where name = 'mail.send' order by created_on, id`.execute(t.db);
  return rows.map((r) => r.data).filter((mail) => mail.to === member.email);
}

/** The minute's loan-mail run, until the outbox is empty; `site` null: no PUBLIC_URL. */
async function mailRun(site: string | null = SITE) {
  while ((await mailLoanNotices(t.deps, site ?? undefined)) > 0);
}

async function pair() {
  const owner = await t.createMember({ firstName: 'Olive', lastName: 'Owens' });
  const borrower = await t.createMember({ firstName: 'Bruno', lastName: 'Baker' });
  return [owner, borrower] as const;
}

/** A rental request of a new disc titled `title`, from `borrower` to `owner`. */
async function request(owner: SessionUser, borrower: SessionUser, title: string) {
  const disc = await t.caller(owner).dvdClub.create({ title, visibility: 'rentable' });
  const { id } = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
  return id;
}

const unsubscribeLink = (mail: OutgoingMail) => {
  const match = /\/loan-mail\/unsubscribe\?token=([\w%-]+)&kind=(\w+)/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in ${mail.subject}`);
  return { token: decodeURIComponent(match[1]!), kind: match[2]! };
};

describe('loan mail by default', () => {
  it('mails requests and disputes at once, keeps the rest for one daily digest, each naming the film and the other member', async () => {
    const [owner, borrower] = await pair();
    const id = await request(owner, borrower, 'Zzmail Heat');
    await mailRun();
    const [asked] = await mailsTo(owner);
    expect(asked).toMatchObject({ subject: 'Bruno B. would like to borrow Zzmail Heat' });
    expect(asked!.text).toContain(
      "Bruno B. asked to borrow your copy of Zzmail Heat. Accept or decline it on the loan's card.",
    );
    expect(asked!.text).toContain(`Open the loan: ${SITE}/dvd-club#loan-${id}`);
    expect(asked!.text).toContain(`${SITE}/loan-mail/unsubscribe?token=`);
    expect(asked!.text).toMatch(/^Hi Olive,/);

    // Accepted, a hand-over proposed and agreed, due tomorrow, overdue: the digest's, by default.
    await t.caller(owner).loans.accept({ id, loanDays: 7 });
    const at = new Date(Date.now() + DAY).toISOString();
    await t.caller(borrower).handoverPlans.propose({ id, kind: 'in_person', place: 'The station café', at });
    await t.caller(owner).handoverPlans.accept({ id });
    await t.caller(owner).loans.handOver({ id });
    await runTimedSteps(t.deps, new Date(Date.now() + 6.5 * DAY));
    await runTimedSteps(t.deps, new Date(Date.now() + 8.5 * DAY));
    await mailRun();
    expect(await mailsTo(borrower)).toEqual([]);
    expect(await mailsTo(owner)).toHaveLength(1);

    // A dispute, and its escalation, go to both at once.
    const other = await request(owner, borrower, 'Zzmail Alien');
    await t.caller(owner).loans.accept({ id: other, loanDays: 7 });
    await t.caller(owner).loans.handOver({ id: other });
    await t.caller(borrower).loans.dispute({ id: other, reason: 'not_received' });
    await escalateDisputes(t.deps, new Date(Date.now() + 8 * DAY));
    await mailRun();
    for (const [member, name] of [
      [owner, 'Bruno B.'],
      [borrower, 'Olive O.'],
    ] as const) {
      const subjects = (await mailsTo(member)).map((mail) => mail.subject);
      expect(subjects).toContain('The loan of Zzmail Alien is disputed');
      expect(subjects).toContain('The dispute over Zzmail Alien went to the moderators');
      const disputed = (await mailsTo(member)).find((mail) => mail.subject.endsWith('is disputed'))!;
      expect(disputed.text).toContain(`The loan of Zzmail Alien with ${name} is disputed.`);
    }

    // The day's digest: one mail each with what was kept, then nothing more.
    await runLoanDigests(t.deps, SITE);
    await runLoanDigests(t.deps, SITE);
    const digests = (await mailsTo(borrower)).filter((mail) =>
      mail.subject.includes('things about your loans'),
    );
    expect(digests).toHaveLength(1);
    // Heat's four, and Alien's acceptance.
    expect(digests[0]!.subject).toBe("5 things about your loans at Chuck's");
    expect(digests[0]!.text).toContain('Olive O. accepted your request for Zzmail Alien.');
    expect(digests[0]!.text).toContain(
      "Olive O. accepted your request for Zzmail Heat. Agree how it changes hands in the loan's thread.",
    );
    expect(digests[0]!.text).toContain('Olive O. agreed to the hand-over of Zzmail Heat.');
    expect(digests[0]!.text).toContain('Zzmail Heat is due back to Olive O. tomorrow. Be kind, rewind!');
    expect(digests[0]!.text).toContain('Zzmail Heat was due back to Olive O. yesterday.');
    expect(digests[0]!.text).toContain(`${SITE}/profile#loan-mail`);
    const ownerDigest = (await mailsTo(owner)).filter(
      (mail) => mail.subject === 'A hand-over plan for Zzmail Heat',
    );
    expect(ownerDigest).toHaveLength(1);
    expect(ownerDigest[0]!.text).toContain('Bruno B. proposed how Zzmail Heat changes hands.');
  });
});

describe('the member chooses', () => {
  it('a kind set to come at once, or off, is mailed so; the settings list every kind', async () => {
    const [owner, borrower] = await pair();
    const defaults = await t.caller(borrower).loanMail.settings();
    expect(defaults.kinds).toHaveLength(8);
    expect(defaults.kinds[0]).toEqual({ kind: 'rental_request', mode: 'now' });
    expect(defaults.kinds.find((k) => k.kind === 'rental_accepted')).toEqual({
      kind: 'rental_accepted',
      mode: 'digest',
    });
    const set = await t.caller(borrower).loanMail.set({ kind: 'rental_accepted', mode: 'now' });
    expect(set.kinds.find((k) => k.kind === 'rental_accepted')?.mode).toBe('now');
    await t.caller(owner).loanMail.set({ kind: 'rental_request', mode: 'off' });
    await expect(
      // @ts-expect-error a mode outside the list
      t.caller(owner).loanMail.set({ kind: 'rental_request', mode: 'weekly' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await t.caller(owner).loanMail.settings()).kinds[0]).toEqual({
      kind: 'rental_request',
      mode: 'off',
    });

    const id = await request(owner, borrower, 'Zzmail Tron');
    await t.caller(owner).loans.accept({ id, loanDays: 7 });
    await mailRun();
    expect(await mailsTo(owner)).toEqual([]);
    const [accepted] = await mailsTo(borrower);
    expect(accepted?.subject).toBe('Olive O. said yes: Zzmail Tron is yours to borrow');
    await runLoanDigests(t.deps, SITE);
    expect(await mailsTo(borrower)).toHaveLength(1);
  });

  it("the mail's unsubscribe link turns its kind off, once; a wrong token changes nothing", async () => {
    const [owner, borrower] = await pair();
    await request(owner, borrower, 'Zzmail Brazil');
    await mailRun();
    const link = unsubscribeLink((await mailsTo(owner))[0]!);
    expect(link.kind).toBe('rental_request');
    const visitor = t.caller(null);
    await expect(
      visitor.loanMail.unsubscribe({ token: 'x'.repeat(43), kind: 'rental_request' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This unsubscribe link is not valid. It may have been mistyped.',
    });
    expect(await visitor.loanMail.unsubscribe({ token: link.token, kind: 'rental_request' })).toEqual({
      message:
        "Done: no more mail when a member asks to borrow your disc. You'll still see it under the bell.",
    });
    expect(await visitor.loanMail.unsubscribe({ token: link.token, kind: 'rental_request' })).toEqual({
      message: "That mail is already off: we don't write when a member asks to borrow your disc.",
    });
    expect((await t.caller(owner).loanMail.settings()).kinds[0]).toEqual({
      kind: 'rental_request',
      mode: 'off',
    });
    // Another request: the bell has it, the mailbox does not.
    await request(owner, borrower, 'Zzmail Brazil 2');
    await mailRun();
    expect(await mailsTo(owner)).toHaveLength(1);
    expect(
      (await t.caller(owner).notifications.list({ limit: 5 })).filter((n) => n.type === 'rental_request'),
    ).toHaveLength(2);
  });

  it('mails only a confirmed address, and nothing without the site address (PUBLIC_URL)', async () => {
    const [owner, borrower] = await pair();
    const other = await t.createMember();
    const disc = await t.caller(owner).dvdClub.create({ title: 'Zzmail Ran', visibility: 'rentable' });
    // Lending needs a confirmed address; an address changed since waits for its link.
    await t.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', owner.id).execute();
    await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
    await mailRun();
    expect(await mailsTo(owner)).toEqual([]);
    await request(other, borrower, 'Zzmail Ikiru');
    await mailRun(null);
    await mailRun();
    expect(await mailsTo(other)).toEqual([]);
  });
});

describe('every way of writing a notice', () => {
  it('a loan notice written for many members at once waits in the mail outbox, as one written alone does', async () => {
    const [owner, borrower] = await pair();
    const written = await notifyWhere(
      t.db,
      sql`select id as user_id from users where id in (${owner.id}, ${borrower.id})`,
      { type: 'rental_request', title: 'Zzoutbox', message: 'Asked at once', data: { movieTitle: 'Heat' } },
    );
    expect(written).toBe(2);
    const { rows } = await sql<{ userId: string }>`
      select n.user_id as "userId" from notification_mail_outbox o
      join notifications n on n.id = o.notification_id where n.title = 'Zzoutbox'`.execute(t.db);
    expect(rows.map((row) => row.userId).sort()).toEqual([owner.id, borrower.id].sort());
  });
});
