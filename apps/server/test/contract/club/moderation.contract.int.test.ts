import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { errorBody, signedUp, startContractServer } from '../client.ts';

const MODERATOR = 'zzcontract.moderator@example.com';
const ONLY_MODERATORS = errorBody('Only the club’s moderators can do this.');

// docs/product.md §3 'Reports and moderation': every REST path, its shape, its 4xx, 403 and 401.
describe('contract: reports and moderation', () => {
  const s = perFile(() => startContractServer({ MODERATOR_EMAILS: MODERATOR }));
  const ana = signedUp(s);
  const sam = signedUp(s);
  const mod = signedUp(s, { email: MODERATOR });
  const dee = signedUp(s);

  it('POST /reports → 201 with the thanks; 400 yourself; 404 nothing; 409 twice; 401', async () => {
    const sent = await ana.client.POST('/reports', {
      body: { kind: 'member', targetId: sam.user.id, reason: 'spam', note: 'Zzcontract' },
    });
    expect(sent.response.status).toBe(201);
    expect(sent.data).toEqual({ id: expect.any(Number), message: 'Thanks — a moderator will look at it' });
    const self = await ana.client.POST('/reports', {
      body: { kind: 'member', targetId: ana.user.id, reason: 'spam' },
    });
    expect([self.response.status, self.error]).toEqual([
      400,
      errorBody("You can't report yourself or your own posts."),
    ]);
    const missing = await ana.client.POST('/reports', {
      body: { kind: 'disc', targetId: '999999', reason: 'other' },
    });
    expect(missing.response.status).toBe(404);
    const twice = await ana.client.POST('/reports', {
      body: { kind: 'member', targetId: sam.user.id, reason: 'other' },
    });
    expect(twice.response.status).toBe(409);
    const badReason = await ana.client.POST('/reports', {
      body: { kind: 'member', targetId: sam.user.id, reason: 'rude' as 'spam' },
    });
    expect(badReason.response.status).toBe(400);
    const anon = await s.anonymous.POST('/reports', {
      body: { kind: 'member', targetId: sam.user.id, reason: 'spam' },
    });
    expect(anon.response.status).toBe(401);
  });

  it('GET /moderation/reports and /moderation/log → the queue and the log for moderators; 403 members; 401', async () => {
    const queue = await mod.client.GET('/moderation/reports');
    expect(queue.response.status).toBe(200);
    expect(queue.data?.reports[0]).toMatchObject({
      kind: 'member',
      reason: 'spam',
      reporter: { id: ana.user.id },
      member: { id: sam.user.id, history: { suspended: false, reportsAgainst: 1, loans: [] } },
    });
    expect(queue.data?.suspended).toEqual([]);
    const log = await mod.client.GET('/moderation/log');
    expect([log.response.status, log.data]).toEqual([200, { actions: [] }]);
    for (const path of ['/moderation/reports', '/moderation/log'] as const) {
      const member = await ana.client.GET(path);
      expect([member.response.status, member.error]).toEqual([403, ONLY_MODERATORS]);
      expect((await s.anonymous.GET(path)).response.status).toBe(401);
    }
  });

  it('POST /moderation/reports/{id}/dismiss → the log entry; 409 twice; 404; 403; 401', async () => {
    const report = await ana.client.POST('/reports', {
      body: { kind: 'member', targetId: mod.user.id, reason: 'other' },
    });
    const id = report.data!.id;
    const path = { params: { path: { id } }, body: { note: 'Nothing wrong' } };
    expect((await ana.client.POST('/moderation/reports/{id}/dismiss', path)).response.status).toBe(403);
    expect((await s.anonymous.POST('/moderation/reports/{id}/dismiss', path)).response.status).toBe(401);
    const done = await mod.client.POST('/moderation/reports/{id}/dismiss', path);
    expect(done.response.status).toBe(200);
    expect(done.data).toMatchObject({
      action: 'dismiss',
      reportId: id,
      note: 'Nothing wrong',
      member: { id: mod.user.id },
    });
    expect((await mod.client.POST('/moderation/reports/{id}/dismiss', path)).response.status).toBe(409);
    const missing = await mod.client.POST('/moderation/reports/{id}/dismiss', {
      params: { path: { id: 999_999 } },
      body: {},
    });
    expect([missing.response.status, missing.error]).toEqual([404, errorBody('Report not found')]);
  });

  it('POST /moderation/members/{id}/warn → the log entry; 400 no note; 409 a moderator; 404; 403; 401', async () => {
    const warn = (who: typeof ana, id: string, note: string) =>
      who.client.POST('/moderation/members/{id}/warn', { params: { path: { id } }, body: { note } });
    const done = await warn(mod, sam.user.id, 'Be kind');
    expect(done.response.status).toBe(200);
    expect(done.data).toMatchObject({
      action: 'warn',
      note: 'Be kind',
      member: { id: sam.user.id },
      moderator: { id: mod.user.id },
    });
    expect((await warn(mod, sam.user.id, ' ')).response.status).toBe(400);
    const moderator = await warn(mod, mod.user.id, 'x');
    expect([moderator.response.status, moderator.error]).toEqual([
      409,
      errorBody("Moderators can't warn or suspend a moderator."),
    ]);
    expect((await warn(mod, 'nobody', 'x')).response.status).toBe(404);
    expect((await warn(ana, sam.user.id, 'x')).response.status).toBe(403);
    const anon = await s.anonymous.POST('/moderation/members/{id}/warn', {
      params: { path: { id: sam.user.id } },
      body: { note: 'x' },
    });
    expect(anon.response.status).toBe(401);
  });

  it('POST /moderation/disputes/{id}/settle → the log entry; 409 not escalated; 400 bad credits; 404; 403; 401', async () => {
    const borrower = await s.signUp({ confirmed: true });
    const disc = await dee.client.POST('/dvd-club/collection', {
      body: { title: 'Zzcontract Disputed Heat', visibility: 'rentable' },
    });
    const asked = await borrower.client.POST('/dvd-club/rental-requests', {
      body: { mediaId: disc.data!.id, ownerId: dee.user.id },
    });
    const id = asked.data!.id;
    const loan = { params: { path: { id } } };
    await dee.client.POST('/dvd-club/rental-requests/{id}/accept', { ...loan, body: {} });
    await dee.client.POST('/dvd-club/rental-requests/{id}/handover', loan);
    await borrower.client.POST('/dvd-club/rental-requests/{id}/dispute', {
      ...loan,
      body: { reason: 'damaged' },
    });
    const settle = (who: typeof ana, body: { outcome: 'returned' | 'damaged' | 'lost'; credits?: number }) =>
      who.client.POST('/moderation/disputes/{id}/settle', { ...loan, body });

    const early = await settle(mod, { outcome: 'damaged', credits: 1 });
    expect([early.response.status, early.error]).toEqual([
      409,
      errorBody('Only a dispute its members have not settled in seven days comes to the moderators.'),
    ]);
    // Seven days without agreement (the escalation itself is tested with the disputes).
    await s.deps.db
      .updateTable('loans')
      .set({ disputeEscalatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    const queue = await mod.client.GET('/moderation/reports');
    expect(queue.data?.disputes).toContainEqual(
      expect.objectContaining({
        id,
        title: 'Zzcontract Disputed Heat',
        openedBy: 'borrower',
        reason: 'damaged',
      }),
    );

    expect((await settle(ana, { outcome: 'returned' })).response.status).toBe(403);
    expect(
      (await s.anonymous.POST('/moderation/disputes/{id}/settle', { ...loan, body: { outcome: 'returned' } }))
        .response.status,
    ).toBe(401);
    expect((await settle(mod, { outcome: 'damaged', credits: 3 })).response.status).toBe(400);
    const done = await settle(mod, { outcome: 'damaged', credits: 2 });
    expect(done.response.status).toBe(200);
    expect(done.data).toMatchObject({
      action: 'settle_dispute',
      loanId: id,
      member: null,
      moderator: { id: mod.user.id },
    });
    const twice = await settle(mod, { outcome: 'returned' });
    expect([twice.response.status, twice.error]).toEqual([
      409,
      errorBody('This dispute is already settled.'),
    ]);
    const missing = await mod.client.POST('/moderation/disputes/{id}/settle', {
      params: { path: { id: 999_999 } },
      body: { outcome: 'returned' },
    });
    expect([missing.response.status, missing.error]).toEqual([404, errorBody('Dispute not found')]);
  });

  it('POST /moderation/members/{id}/suspend and /unsuspend → the log entries; 400 past end; 409 not suspended; 403; 401', async () => {
    const path = { params: { path: { id: sam.user.id } } };
    const past = await mod.client.POST('/moderation/members/{id}/suspend', {
      ...path,
      body: { reason: 'x', until: '2020-01-01T00:00:00Z' },
    });
    expect([past.response.status, past.error]).toEqual([
      400,
      errorBody('The end of a suspension must be in the future.'),
    ]);
    expect(
      (await ana.client.POST('/moderation/members/{id}/suspend', { ...path, body: { reason: 'x' } })).response
        .status,
    ).toBe(403);
    expect(
      (await s.anonymous.POST('/moderation/members/{id}/suspend', { ...path, body: { reason: 'x' } }))
        .response.status,
    ).toBe(401);
    const suspended = await mod.client.POST('/moderation/members/{id}/suspend', {
      ...path,
      body: { reason: 'Kept the discs', until: '2099-01-01T00:00:00.000Z' },
    });
    expect(suspended.response.status).toBe(200);
    expect(suspended.data).toMatchObject({
      action: 'suspend',
      note: 'Kept the discs',
      until: '2099-01-01T00:00:00.000Z',
    });
    // Their session ended at once: the next call is a visitor's.
    expect((await sam.client.GET('/dvd-club/collection')).response.status).toBe(401);
    const queue = await mod.client.GET('/moderation/reports');
    expect(queue.data?.suspended).toEqual([
      {
        id: sam.user.id,
        name: expect.any(String),
        until: '2099-01-01T00:00:00.000Z',
        reason: 'Kept the discs',
      },
    ]);

    expect((await ana.client.POST('/moderation/members/{id}/unsuspend', path)).response.status).toBe(403);
    expect((await s.anonymous.POST('/moderation/members/{id}/unsuspend', path)).response.status).toBe(401);
    const lifted = await mod.client.POST('/moderation/members/{id}/unsuspend', path);
    expect(lifted.response.status).toBe(200);
    expect(lifted.data).toMatchObject({ action: 'unsuspend', member: { id: sam.user.id }, until: null });
    const again = await mod.client.POST('/moderation/members/{id}/unsuspend', path);
    expect([again.response.status, again.error]).toEqual([409, errorBody('That member is not suspended.')]);
    const log = await mod.client.GET('/moderation/log');
    expect(log.data?.actions.slice(0, 2).map((a) => a.action)).toEqual(['unsuspend', 'suspend']);
  });
});
