import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { failure } from '../../testing/dvd-club.ts';
import { createTestContext } from '../../testing/index.ts';

// docs/product.md §3 'Loan thread': every request opens a conversation between its two members,
// connected or not, until 14 days after the loan ends; nobody else can tell it exists.
const t = perFile(() => createTestContext());
const DAY = 24 * 60 * 60 * 1000;

async function request(owner: SessionUser, borrower: SessionUser) {
  const disc = await t
    .caller(owner)
    .dvdClub.create({ title: `Thread Heat ${Math.random()}`, visibility: 'rentable' });
  return (await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id })).id;
}

async function threeMembers() {
  return [await t.createMember(), await t.createMember(), await t.createMember()] as const;
}

describe('a loan thread', () => {
  it('opens with the request for two strangers; each reads the other; the other is notified', async () => {
    const [owner, borrower] = await threeMembers();
    const id = await request(owner, borrower);
    const sent = await t
      .caller(borrower)
      .loanThreads.post({ id, message: '  Saturday at the station café?  ' });
    expect(sent).toMatchObject({
      loanId: id,
      senderId: borrower.id,
      mine: true,
      message: 'Saturday at the station café?',
    });
    await t.caller(owner).loanThreads.post({ id, message: 'Ten o’clock works.' });
    const seen = await t.caller(owner).loanThreads.get({ id });
    expect(seen).toMatchObject({
      loanId: id,
      role: 'owner',
      otherParty: { id: borrower.id },
      writable: true,
      closesAt: null,
    });
    expect(seen.title).toMatch(/^Thread Heat/);
    expect(seen.messages.map((m) => [m.message, m.mine])).toEqual([
      ['Saturday at the station café?', false],
      ['Ten o’clock works.', true],
    ]);
    const notices = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('type', '=', 'loan_message')
      .execute();
    expect(notices.map((n) => n.userId).sort()).toEqual([owner.id, borrower.id].sort());
    expect(notices.find((n) => n.userId === owner.id)?.data).toMatchObject({
      loanId: id,
      fromUserId: borrower.id,
    });
  });

  it('anyone else gets a 404, as for a request that does not exist; bad text is a 400 that stores nothing', async () => {
    const [owner, borrower, stranger] = await threeMembers();
    const id = await request(owner, borrower);
    for (const call of [
      () => t.caller(stranger).loanThreads.get({ id }),
      () => t.caller(stranger).loanThreads.post({ id, message: 'Hello?' }),
      () => t.caller(owner).loanThreads.get({ id: 999_999 }),
    ]) {
      expect(await failure(call())).toEqual({ code: 'NOT_FOUND', message: 'Rental request not found' });
    }
    expect((await failure(t.caller(owner).loanThreads.post({ id, message: '   ' }))).code).toBe(
      'BAD_REQUEST',
    );
    expect(await failure(t.caller(owner).loanThreads.post({ id, message: 'x'.repeat(2001) }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'message: Messages are at most 2000 characters',
    });
    await expect(t.caller(null).loanThreads.get({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await t.caller(owner).loanThreads.get({ id })).messages).toEqual([]);
  });

  it('stays open 14 days after the loan ended, then is read-only', async () => {
    const [owner, borrower] = await threeMembers();
    const id = await request(owner, borrower);
    await t.caller(borrower).loanThreads.post({ id, message: 'Before' });
    await t.caller(borrower).loans.cancel({ id });
    const cancelled = await t.caller(owner).loanThreads.get({ id });
    expect(cancelled.writable).toBe(true);
    expect(new Date(cancelled.closesAt!).getTime() - Date.now()).toBeGreaterThan(13.9 * DAY);
    await t.caller(owner).loanThreads.post({ id, message: 'No worries' });

    await t.db
      .updateTable('loans')
      .set({ cancelledAt: new Date(Date.now() - 14 * DAY - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await failure(t.caller(owner).loanThreads.post({ id, message: 'Too late' }))).toEqual({
      code: 'CONFLICT',
      message: 'This loan ended more than 14 days ago, so its thread is read-only.',
    });
    const closed = await t.caller(borrower).loanThreads.get({ id });
    expect(closed.writable).toBe(false);
    expect(closed.messages.map((m) => m.message)).toEqual(['Before', 'No worries']);
  });

  it('a block ends it: writes are refused either way, nothing is stored', async () => {
    const [owner, borrower] = await threeMembers();
    const id = await request(owner, borrower);
    await t.caller(owner).loanThreads.post({ id, message: 'Hi' });
    await t.caller(owner).blocks.add({ memberId: borrower.id });
    for (const member of [owner, borrower]) {
      expect(await failure(t.caller(member).loanThreads.post({ id, message: 'Still there?' }))).toEqual({
        code: 'CONFLICT',
        message: 'This conversation has ended.',
      });
      expect((await t.caller(member).loanThreads.get({ id })).writable).toBe(false);
    }
    expect((await t.caller(owner).loanThreads.get({ id })).messages).toHaveLength(1);
  });
});
