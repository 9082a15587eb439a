import { perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../root.ts';
import { MODERATORS_ONLY } from '../../shared/report-options.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import type { OutgoingMail } from '../../support/jobs/job-kinds.ts';
import type { JobRunner } from '../../support/jobs/jobs.ts';
import { failure } from '../../testing/dvd-club.ts';
import { createTestContext, MODERATOR_EMAIL } from '../../testing/index.ts';
import { createCallerFactory } from '../../trpc.ts';
import { escalateDisputes } from '../loans/disputes.service.ts';
import { trustOf } from '../loans/loans.service.ts';

// docs/product.md §3 'Reports and moderation': moderators (confirmed addresses in MODERATOR_EMAILS)
// see open reports with the member's history, dismiss, warn, suspend and unsuspend; all logged.
const t = perFile(() => createTestContext());
const PASSWORD = 'correct horse battery';

let mod: SessionUser;
beforeAll(async () => {
  // As the server does when it starts: the queue's tables, so queued mail can be read back.
  await (t.deps.jobs as JobRunner).start({});
  // In any case: MODERATOR_EMAILS is compared lower-cased.
  mod = await t.createMember({ email: MODERATOR_EMAIL.toUpperCase() });
});

let ip = 0;
/** Procedures as a visitor from an address of their own (sign-in is limited per address). */
const visitor = () =>
  createCallerFactory(appRouter)({
    ...t.deps,
    user: null,
    sessionId: null,
    req: { ip: `10.31.0.${++ip}`, setCookie: () => {} },
  });

/** A member who signs in with a password, their address confirmed. */
async function memberWithPassword(firstName = 'Sam') {
  const email = `m${Math.random().toString(36).slice(2, 10)}@example.com`;
  const user = (await visitor().auth.register({
    email,
    password: PASSWORD,
    firstName,
    lastName: 'Reyes',
  })) as SessionUser;
  await t.db.updateTable('users').set({ emailVerifiedAt: new Date() }).where('id', '=', user.id).execute();
  return user;
}

const signIn = (member: SessionUser) => visitor().auth.login({ email: member.email, password: PASSWORD });

async function rentable(owner: SessionUser, title: string) {
  return t.caller(owner).dvdClub.create({ title, format: 'DVD', condition: 'Good', visibility: 'rentable' });
}
const shelfTitles = async (viewer: SessionUser) =>
  (await t.caller(viewer).shelf.list({ page: 1, limit: 50 })).movies.map((m) => m.title);

describe('who moderates', () => {
  it('a confirmed address in MODERATOR_EMAILS, in any case; members 403, visitors 401', async () => {
    const member = await t.createMember();
    expect(await t.caller(mod).moderation.status()).toEqual({ moderator: true });
    expect(await t.caller(member).moderation.status()).toEqual({ moderator: false });
    await t.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', mod.id).execute();
    for (const who of [mod, member]) {
      expect(await failure(t.caller(who).moderation.reports())).toEqual({
        code: 'FORBIDDEN',
        message: MODERATORS_ONLY,
      });
      expect((await failure(t.caller(who).moderation.warn({ id: member.id, note: 'x' }))).code).toBe(
        'FORBIDDEN',
      );
    }
    await expect(t.caller(null).moderation.log()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await t.db.updateTable('users').set({ emailVerifiedAt: new Date() }).where('id', '=', mod.id).execute();
    expect(await t.caller(mod).moderation.status()).toEqual({ moderator: true });
  });
});

describe('the queue and its actions', () => {
  it('open reports oldest first with the member’s history; dismiss once; all in the log', async () => {
    const [ana, ben, sam] = [await t.createMember(), await t.createMember(), await t.createMember()];
    const disc = await rentable(ana, 'Queue Heat');
    const loan = await t.caller(sam).loans.request({ mediaId: disc.id, ownerId: ana.id });
    await t.caller(ana).loans.accept({ id: loan.id, loanDays: 7 });
    await t.caller(ana).loans.handOver({ id: loan.id });
    await t
      .caller(sam)
      .loans.dispute({ id: loan.id, reason: 'not_received', note: 'He never picked it up properly' });
    const first = await t
      .caller(ana)
      .reports.create({ kind: 'member', targetId: sam.id, reason: 'did_not_return' });
    const second = await t.caller(ben).reports.create({ kind: 'member', targetId: sam.id, reason: 'spam' });
    const { reports } = await t.caller(mod).moderation.reports();
    const mine = reports.filter((r) => [first.id, second.id].includes(r.id));
    expect(mine.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({
      kind: 'member',
      reason: 'did_not_return',
      reporter: { id: ana.id },
      member: {
        id: sam.id,
        history: {
          suspended: false,
          disputes: 1,
          reportsAgainst: 2,
          loans: [
            {
              id: loan.id,
              title: 'Queue Heat',
              role: 'borrower',
              dispute: 'not_received: He never picked it up properly',
            },
          ],
          reviews: { up: 0, down: 0, latest: [] },
        },
      },
    });

    const dismissed = await t.caller(mod).moderation.dismiss({ id: first.id, note: 'Sorted out' });
    expect(dismissed).toMatchObject({
      action: 'dismiss',
      moderator: { id: mod.id },
      member: { id: sam.id },
      reportId: first.id,
      note: 'Sorted out',
      until: null,
    });
    expect(await failure(t.caller(mod).moderation.dismiss({ id: first.id }))).toEqual({
      code: 'CONFLICT',
      message: 'This report has already been resolved.',
    });
    expect(await failure(t.caller(mod).moderation.dismiss({ id: 999_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Report not found',
    });
    const open = (await t.caller(mod).moderation.reports()).reports.map((r) => r.id);
    expect(open).not.toContain(first.id);
    expect(open).toContain(second.id);
    expect((await t.caller(mod).moderation.log()).actions[0]).toEqual(dismissed);
  });

  it('warn: a notification and a mail with the note; the reports about them resolved; never a moderator', async () => {
    const [ana, sam] = [await t.createMember(), await memberWithPassword()];
    const report = await t
      .caller(ana)
      .reports.create({ kind: 'member', targetId: sam.id, reason: 'harassment' });
    const entry = await t.caller(mod).moderation.warn({ id: sam.id, note: 'Please be kind to Ana.' });
    expect(entry).toMatchObject({ action: 'warn', member: { id: sam.id }, note: 'Please be kind to Ana.' });
    const notices = await t.db.selectFrom('notifications').selectAll().where('userId', '=', sam.id).execute();
    expect(notices).toEqual([
      expect.objectContaining({ type: 'moderation_warning', message: 'Please be kind to Ana.' }),
    ]);
    const { rows } = await sql<{ data: OutgoingMail }>`
      select data from pgboss.job where name = 'mail.send'`.execute(t.db);
    const mail = rows.map((r) => r.data).find((m) => m.to === sam.email && m.subject.includes('moderators'));
    expect(mail?.text).toContain('Please be kind to Ana.');
    const stored = await t.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ outcome: 'warned', resolvedBy: mod.id });

    expect(await failure(t.caller(mod).moderation.warn({ id: mod.id, note: 'x' }))).toEqual({
      code: 'CONFLICT',
      message: "Moderators can't warn or suspend a moderator.",
    });
    expect(await failure(t.caller(mod).moderation.suspend({ id: mod.id, reason: 'x' }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await failure(t.caller(mod).moderation.warn({ id: 'nobody', note: 'x' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Member not found',
    });
    expect((await failure(t.caller(mod).moderation.warn({ id: sam.id, note: '  ' }))).code).toBe(
      'BAD_REQUEST',
    );
    const actions = await t.db
      .selectFrom('moderationActions')
      .selectAll()
      .where('memberId', '=', mod.id)
      .execute();
    expect(actions).toEqual([]);
  });
});

describe('escalated disputes', () => {
  const EIGHT_DAYS = 8 * 24 * 60 * 60 * 1000;

  /** A disc of `owner`'s handed over to `borrower`, then disputed by the borrower. */
  async function disputed(owner: SessionUser, borrower: SessionUser, title: string) {
    const disc = await rentable(owner, title);
    const loan = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
    await t.caller(owner).loans.accept({ id: loan.id, loanDays: 7 });
    await t.caller(owner).loans.handOver({ id: loan.id });
    await t
      .caller(borrower)
      .loans.dispute({ id: loan.id, reason: 'damaged', note: 'It skips in the middle' });
    return loan.id;
  }

  it('come to the queue after 7 days; a moderator settles one once, both are told, and it is in the log and the trust figures', async () => {
    const [dana, sam] = [await t.createMember(), await t.createMember()];
    const id = await disputed(dana, sam, 'Escalated Heat');
    const settle = (outcome: 'returned' | 'damaged' | 'lost', credits?: number) =>
      t.caller(mod).moderation.settleDispute({ id, outcome, ...(credits === undefined ? {} : { credits }) });

    // Not yet escalated: the two members still have it.
    expect(await failure(settle('damaged', 2))).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a dispute its members have not settled in seven days comes to the moderators.',
    });
    expect((await t.caller(mod).moderation.reports()).disputes.map((d) => d.id)).not.toContain(id);

    await t.caller(dana).loanDisputes.resolve({ id, outcome: 'damaged', credits: 2 });
    await escalateDisputes(t.deps, new Date(Date.now() + EIGHT_DAYS));
    const queued = (await t.caller(mod).moderation.reports()).disputes.find((d) => d.id === id);
    expect(queued).toMatchObject({
      title: 'Escalated Heat',
      owner: { id: dana.id },
      borrower: { id: sam.id },
      openedBy: 'borrower',
      reason: 'damaged',
      note: 'It skips in the middle',
      proposal: { by: 'owner', outcome: 'damaged', credits: 2 },
      escalatedAt: expect.any(String),
    });

    // More than a damaged disc may cost: a 400 that settles nothing.
    expect(await failure(settle('damaged', 3))).toMatchObject({ code: 'BAD_REQUEST' });
    const action = await settle('damaged', 2);
    expect(action).toMatchObject({
      action: 'settle_dispute',
      loanId: id,
      member: null,
      moderator: { id: mod.id },
    });
    expect(action.note).toMatch(/^Escalated Heat: damaged, 2 credits more from .+ to .+\.$/);
    expect((await t.caller(sam).loans.get({ id })).dispute?.outcome).toMatchObject({
      outcome: 'damaged',
      credits: 2,
    });
    expect(await failure(settle('returned'))).toMatchObject({
      code: 'CONFLICT',
      message: 'This dispute is already settled.',
    });
    expect((await t.caller(mod).moderation.reports()).disputes.map((d) => d.id)).not.toContain(id);
    expect((await t.caller(mod).moderation.log()).actions[0]).toMatchObject({ id: action.id, loanId: id });
    for (const who of [dana, sam]) {
      const told = await t.caller(who).notifications.list({ limit: 50 });
      expect(told.map((n) => n.type)).toContain('rental_dispute_settled');
    }
    // The borrower charged for the damage lost the dispute; the owner did not.
    const trust = await trustOf(t.db, [dana.id, sam.id]);
    expect(trust.get(sam.id)).toMatchObject({ disputesLost: 1, completedAsBorrower: 1 });
    expect(trust.get(dana.id)).toMatchObject({ disputesLost: 0, completedAsOwner: 1 });
  });

  it('a moderator cannot settle a dispute of their own; an unknown one is a 404', async () => {
    const sam = await t.createMember();
    const id = await disputed(mod, sam, 'Own Heat');
    await escalateDisputes(t.deps, new Date(Date.now() + EIGHT_DAYS));
    expect(await failure(t.caller(mod).moderation.settleDispute({ id, outcome: 'returned' }))).toMatchObject({
      code: 'CONFLICT',
      message: "A moderator can't settle a dispute of their own.",
    });
    expect(
      await failure(t.caller(mod).moderation.settleDispute({ id: 999_999, outcome: 'returned' })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Dispute not found' });
  });
});

describe('suspending', () => {
  it('ends their sessions, keeps them out with the reason, takes their discs off the shelf, closes requests, flags loans', async () => {
    const [sam, ana, ben] = [await memberWithPassword(), await t.createMember(), await t.createMember()];
    const [lent, waiting] = [await rentable(sam, 'Suspended Heat'), await rentable(sam, 'Suspended Ronin')];
    const anasDisc = await rentable(ana, 'Ana Thief');
    const out = await t.caller(ana).loans.request({ mediaId: lent.id, ownerId: sam.id });
    await t.caller(sam).loans.accept({ id: out.id, loanDays: 7 });
    await t.caller(sam).loans.handOver({ id: out.id });
    const asked = await t.caller(ben).loans.request({ mediaId: waiting.id, ownerId: sam.id });
    const samAsks = await t.caller(sam).loans.request({ mediaId: anasDisc.id, ownerId: ana.id });
    await t.db
      .insertInto('sessions')
      .values({ id: 'a'.repeat(64), userId: sam.id, expiresAt: new Date(Date.now() + 86_400_000) })
      .execute();
    expect(await shelfTitles(ben)).toEqual(expect.arrayContaining(['Suspended Heat', 'Suspended Ronin']));

    const until = '2026-12-24T00:00:00.000Z';
    expect(
      await failure(
        t.caller(mod).moderation.suspend({ id: sam.id, reason: 'x', until: '2020-01-01T00:00:00Z' }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'The end of a suspension must be in the future.' });
    const entry = await t.caller(mod).moderation.suspend({ id: sam.id, reason: 'Kept three discs', until });
    expect(entry).toMatchObject({
      action: 'suspend',
      member: { id: sam.id },
      note: 'Kept three discs',
      until,
    });

    expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', sam.id).execute()).toEqual([]);
    expect(await failure(signIn(sam))).toEqual({
      code: 'FORBIDDEN',
      message: 'Your membership is suspended until 24 December 2026: Kept three discs',
    });
    const titles = await shelfTitles(ben);
    expect(titles).not.toContain('Suspended Heat');
    expect(titles).not.toContain('Suspended Ronin');
    expect((await failure(t.caller(ben).loans.request({ mediaId: waiting.id, ownerId: sam.id }))).code).toBe(
      'CONFLICT',
    );
    const status = async (id: number) =>
      (await t.db.selectFrom('loans').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect([await status(asked.id), await status(samAsks.id), await status(out.id)]).toEqual([
      'declined',
      'declined',
      'handed_over',
    ]);
    const flagged = await t.db
      .selectFrom('notifications')
      .select('userId')
      .where('type', '=', 'loan_flagged')
      .execute();
    expect(flagged.map((n) => n.userId).sort()).toEqual([sam.id, ana.id].sort());

    // Indefinitely: the wording says so.
    await t.caller(mod).moderation.suspend({ id: sam.id, reason: 'Still no discs' });
    expect((await failure(signIn(sam))).message).toBe(
      'Your membership is suspended indefinitely: Still no discs',
    );

    const lifted = await t.caller(mod).moderation.unsuspend({ id: sam.id });
    expect(lifted).toMatchObject({ action: 'unsuspend', member: { id: sam.id }, until: null });
    expect(await failure(t.caller(mod).moderation.unsuspend({ id: sam.id }))).toEqual({
      code: 'CONFLICT',
      message: 'That member is not suspended.',
    });
    await signIn(sam);
    expect(await shelfTitles(ben)).toEqual(expect.arrayContaining(['Suspended Heat', 'Suspended Ronin']));
    const log = (await t.caller(mod).moderation.log()).actions.filter((a) => a.member?.id === sam.id);
    expect(log.map((a) => a.action)).toEqual(['unsuspend', 'suspend', 'suspend']);
  });

  it('a suspension that ran out lets them back in by itself', async () => {
    const sam = await memberWithPassword();
    await t.caller(mod).moderation.suspend({
      id: sam.id,
      reason: 'A week off',
      until: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.db
      .updateTable('users')
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where('id', '=', sam.id)
      .execute();
    await signIn(sam);
  });
});
