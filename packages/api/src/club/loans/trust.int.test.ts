import { perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext } from '../../testing/index.ts';

// docs/product.md §3 'Trust': the member page and the shelf card show figures from settled loans
// only (back, the return confirmed, no dispute open); the on-time share from 3 returns.
const t = perFile(() => createTestContext());
const DAY = 24 * 60 * 60 * 1000;

let titles = 0;
/** A loan of a new disc of `owner`'s to `borrower`, brought back and confirmed (settled unless `stop`). */
async function loan(owner: SessionUser, borrower: SessionUser, { late = false, stop = '' } = {}) {
  titles += 1;
  const disc = await t
    .caller(owner)
    .dvdClub.create({ title: `Trust Film ${titles}`, visibility: 'rentable' });
  const { id } = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
  await t.caller(owner).loans.accept({ id, loanDays: 7 });
  await t.caller(owner).loans.handOver({ id });
  if (stop === 'out') return id;
  await t.caller(borrower).loans.confirm({ id });
  if (late)
    await t.db
      .updateTable('loans')
      .set({ dueAt: new Date(Date.now() - DAY) })
      .where('id', '=', id)
      .execute();
  await t.caller(owner).loans.markReturned({ id, condition: 'Good' });
  if (stop === 'returned') return id;
  await t.caller(borrower).loans.confirm({ id });
  return id;
}

describe('trust figures', () => {
  it('count settled loans on each side; the on-time share only from 3 settled returns; disputes lost', async () => {
    const [sam, ana] = [await t.createMember(), await t.createMember()];
    // Past a newcomer's first days: more than two loans open at once.
    await t.db
      .updateTable('users')
      .set({ createdAt: sql`now() - interval '60 days'` })
      .where('id', '=', sam.id)
      .execute();
    const page = async () => (await t.caller(ana).members.get({ id: sam.id })).lending;
    await loan(ana, sam);
    await loan(ana, sam, { late: true });
    await loan(ana, sam, { stop: 'out' });
    await loan(ana, sam, { stop: 'returned' });
    await loan(sam, ana);
    expect(await page()).toMatchObject({
      completedAsOwner: 1,
      completedAsBorrower: 2,
      onTimeShare: null,
      disputesLost: 0,
    });
    await loan(ana, sam);
    await loan(ana, sam);
    expect(await page()).toMatchObject({ completedAsOwner: 1, completedAsBorrower: 4, onTimeShare: 75 });
  });

  it('the shelf card carries the owner’s settled loans and on-time share', async () => {
    const [owner, borrower, viewer] = [
      await t.createMember(),
      await t.createMember(),
      await t.createMember(),
    ];
    for (let i = 0; i < 3; i++) await loan(borrower, owner);
    await t.caller(owner).dvdClub.create({ title: 'Trust Card Disc', visibility: 'rentable' });
    const { movies } = await t.caller(viewer).shelf.list({ page: 1, limit: 50, search: 'Trust Card Disc' });
    expect(movies.map((m) => [m.title, m.ownerTrust])).toEqual([
      ['Trust Card Disc', { loans: 3, onTimeShare: 100 }],
    ]);
    const fresh = await t.createMember();
    await t.caller(fresh).dvdClub.create({ title: 'Trust Newcomer Disc', visibility: 'rentable' });
    const newcomer = await t.caller(viewer).shelf.list({ page: 1, limit: 50, search: 'Trust Newcomer Disc' });
    expect(newcomer.movies[0]?.ownerTrust).toEqual({ loans: 0, onTimeShare: null });
  });
});
