import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext } from '../../testing/index.ts';

// docs/product.md §3 'Credits' (issue 26 item 8): every credit movement tells the member, with the
// balance it leaves, so their badge follows it live.
const t = perFile(() => createTestContext());

async function request(owner: SessionUser, borrower: SessionUser) {
  const disc = await t
    .caller(owner)
    .dvdClub.create({ title: `Coins ${Math.random()}`, visibility: 'rentable' });
  return (await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id })).id;
}

/** A loan lent, handed over, returned and the return confirmed by the borrower. */
async function lendAndReturn(owner: SessionUser, borrower: SessionUser) {
  const id = await request(owner, borrower);
  await t.caller(owner).loans.accept({ id, loanDays: 7 });
  await t.caller(owner).loans.handOver({ id });
  await t.caller(borrower).loans.confirm({ id });
  await t.caller(owner).loans.markReturned({ id, condition: 'Good' });
  await t.caller(borrower).loans.confirm({ id });
  return id;
}

async function notices(member: SessionUser) {
  const rows = await t.db
    .selectFrom('notifications')
    .select(['title', 'message', 'data'])
    .where('userId', '=', member.id)
    .where('type', '=', 'credits_moved')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const data = row.data as { movement: string; balance: number; loanId: number };
    return { movement: data.movement, balance: data.balance, loanId: data.loanId, message: row.message };
  });
}

const balance = async (member: SessionUser) => (await t.caller(member).credits.balance()).amount;

describe('credit notices', () => {
  it('held and refunded: the borrower hears each with the balance it leaves', async () => {
    const [owner, borrower] = [await t.createMember(), await t.createMember()];
    const id = await request(owner, borrower);
    await t.caller(owner).loans.accept({ id, loanDays: 7 });
    await t.caller(owner).loans.decline({ id });
    expect(await notices(borrower)).toEqual([
      {
        movement: 'held',
        balance: 2,
        loanId: id,
        message: expect.stringMatching(/^1 credit is held for Coins .+ You have 2 credits\.$/),
      },
      {
        movement: 'refunded',
        balance: 3,
        loanId: id,
        message: expect.stringMatching(/is back\. You have 3 credits\.$/),
      },
    ]);
    expect(await notices(owner)).toEqual([]);
  });

  it('settled, waiting, then released to the owner once the borrower has lent; paid otherwise', async () => {
    const [main, newcomer] = [await t.createMember(), await t.createMember()];
    // Paid with the newcomer's welcome credits: main's pay waits until the newcomer has lent a disc.
    const first = await lendAndReturn(main, newcomer);
    expect((await notices(newcomer)).map((n) => n.movement)).toEqual(['held', 'settled']);
    expect(await notices(main)).toEqual([]);
    // The newcomer lends one back: main's own pay for it is paid, and main's waiting pay released.
    const second = await lendAndReturn(newcomer, main);
    const mains = await notices(main);
    expect(mains.map((n) => [n.movement, n.loanId])).toEqual([
      ['held', second],
      ['settled', second],
      ['released', first],
    ]);
    expect(mains.at(-1)?.balance).toBe(await balance(main));
    const newcomers = await notices(newcomer);
    expect(newcomers.at(-1)).toMatchObject({
      movement: 'paid',
      loanId: second,
      balance: await balance(newcomer),
    });
  });
});
