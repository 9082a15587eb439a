import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { failure } from '../../testing/dvd-club.ts';
import { createTestContext } from '../../testing/index.ts';

// docs/product.md §3 'Lending needs a confirmed address': requesting, holding and listing a disc as
// rentable need a confirmed address; otherwise a 403 that changes nothing.
const t = perFile(() => createTestContext());
const REFUSAL = {
  code: 'FORBIDDEN',
  message: 'Confirm your e-mail address to lend and borrow — we sent you a link',
};

describe('an unconfirmed member', () => {
  it('cannot list a disc as rentable, request one or join its line; everything else stays open', async () => {
    const [owner, newcomer] = [await t.createMember(), await t.createUnconfirmedMember()];
    const disc = await t.caller(owner).dvdClub.create({ title: 'Confirmed Heat', visibility: 'rentable' });
    const own = await t.caller(newcomer).dvdClub.create({ title: 'Kept Private', visibility: 'private' });

    expect(
      await failure(t.caller(newcomer).dvdClub.create({ title: 'Listed', visibility: 'rentable' })),
    ).toEqual(REFUSAL);
    expect(await failure(t.caller(newcomer).dvdClub.update({ id: own.id, visibility: 'rentable' }))).toEqual(
      REFUSAL,
    );
    expect(await failure(t.caller(newcomer).loans.request({ mediaId: disc.id, ownerId: owner.id }))).toEqual(
      REFUSAL,
    );
    expect(await failure(t.caller(newcomer).holds.place({ mediaId: disc.id }))).toEqual(REFUSAL);

    const discs = await t.db
      .selectFrom('physicalMedia')
      .select(['title', 'visibility'])
      .where('ownerId', '=', newcomer.id)
      .execute();
    expect(discs).toEqual([{ title: 'Kept Private', visibility: 'private' }]);
    const loans = await t.db.selectFrom('loans').select('id').where('borrowerId', '=', newcomer.id).execute();
    const holds = await t.db.selectFrom('holds').select('id').where('userId', '=', newcomer.id).execute();
    expect([loans, holds]).toEqual([[], []]);

    // Once the address is confirmed, all three work.
    await t.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date() })
      .where('id', '=', newcomer.id)
      .execute();
    await t.caller(newcomer).dvdClub.update({ id: own.id, visibility: 'rentable' });
    await t.caller(newcomer).loans.request({ mediaId: disc.id, ownerId: owner.id });
  });
});
