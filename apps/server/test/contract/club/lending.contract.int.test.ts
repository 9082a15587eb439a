import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { errorBody, type Member, signedUp, startContractServer } from '../client.ts';

// docs/product.md §3 'Hold', 'Loan', 'Loan review' and §7: the lending paths of issue 17.
describe('contract: DVD Club lending (holds, hand-over, reviews)', () => {
  const s = perFile(() => startContractServer());
  const owner = signedUp(s);
  const waiter = signedUp(s);

  /**
   * A rentable disc of the owner's, lent to a new member (their address confirmed) and handed over:
   * the disc and loan ids and the borrower. A new borrower each time: a new member has at most 2
   * loans open, and the owner is paid for one loan to the same borrower in 30 days.
   */
  async function lent(title: string) {
    const borrower = await s.signUp({ confirmed: true });
    const disc = await owner.client.POST('/dvd-club/collection', { body: { title, visibility: 'rentable' } });
    const mediaId = disc.data!.id;
    const asked = await borrower.client.POST('/dvd-club/rental-requests', {
      body: { mediaId, ownerId: owner.user.id },
    });
    const path = { params: { path: { id: asked.data!.id } } };
    await owner.client.POST('/dvd-club/rental-requests/{id}/accept', { ...path, body: {} });
    await owner.client.POST('/dvd-club/rental-requests/{id}/handover', path);
    return { mediaId, loanId: asked.data!.id, path, borrower };
  }

  const hold = {
    id: expect.any(Number),
    mediaId: expect.any(Number),
    title: expect.any(String),
    year: null,
    format: 'DVD',
    posterUrl: null,
    ownerId: expect.any(String),
    ownerName: expect.any(String),
    position: expect.any(Number),
    createdAt: expect.any(String),
    readyUntil: null,
  };

  describe('holds', () => {
    it('POST /dvd-club/holds → my hold with my place; GET lists mine; the owner sees the line; DELETE leaves it; 4xx; 401', async () => {
      const { mediaId, borrower } = await lent('Kklend Heat');
      const placed = await waiter.client.POST('/dvd-club/holds', { body: { mediaId } });
      expect(placed.response.status).toBe(200);
      expect(placed.data).toEqual({
        ...hold,
        mediaId,
        title: 'Kklend Heat',
        ownerId: owner.user.id,
        position: 1,
      });

      const twice = await waiter.client.POST('/dvd-club/holds', { body: { mediaId } });
      expect(twice.response.status).toBe(409);
      expect(twice.error).toEqual(errorBody('You already have a hold on this movie.'));
      const own = await owner.client.POST('/dvd-club/holds', { body: { mediaId } });
      expect(own.response.status).toBe(400);
      expect(own.error).toEqual(errorBody("You can't place a hold on your own movie."));
      const theirs = await borrower.client.POST('/dvd-club/holds', { body: { mediaId } });
      expect(theirs.response.status).toBe(409);
      expect(theirs.error).toEqual(
        errorBody('You have this movie right now, so you cannot get in line for it too.'),
      );
      const bad = await waiter.client.POST('/dvd-club/holds', { body: { mediaId: -1 } });
      expect(bad.response.status).toBe(400);
      expect((await s.anonymous.POST('/dvd-club/holds', { body: { mediaId } })).response.status).toBe(401);

      const mine = await waiter.client.GET('/dvd-club/holds');
      expect(mine.data).toEqual([
        { ...hold, mediaId, title: 'Kklend Heat', ownerId: owner.user.id, position: 1 },
      ]);
      expect((await s.anonymous.GET('/dvd-club/holds')).response.status).toBe(401);

      const line = await owner.client.GET('/dvd-club/collection/{id}/holds', {
        params: { path: { id: mediaId } },
      });
      expect(line.data).toEqual([
        {
          position: 1,
          memberId: waiter.user.id,
          memberName: expect.any(String),
          createdAt: expect.any(String),
          readyUntil: null,
        },
      ]);
      const notTheirs = await waiter.client.GET('/dvd-club/collection/{id}/holds', {
        params: { path: { id: mediaId } },
      });
      expect(notTheirs.response.status).toBe(404);
      expect(
        (await s.anonymous.GET('/dvd-club/collection/{id}/holds', { params: { path: { id: mediaId } } }))
          .response.status,
      ).toBe(401);

      const path = { params: { path: { id: placed.data!.id } } };
      expect((await owner.client.DELETE('/dvd-club/holds/{id}', path)).response.status).toBe(404);
      expect((await s.anonymous.DELETE('/dvd-club/holds/{id}', path)).response.status).toBe(401);
      const removed = await waiter.client.DELETE('/dvd-club/holds/{id}', path);
      expect(removed.data).toEqual({ id: placed.data!.id });
      expect((await waiter.client.DELETE('/dvd-club/holds/{id}', path)).response.status).toBe(404);
    });
  });

  describe('hand-over', () => {
    it('POST /dvd-club/rental-requests/{id}/confirm → the loan, confirmed; 409 for your own step; 404; 401', async () => {
      const { path, borrower } = await lent('Kklend Alien');
      const own = await owner.client.POST('/dvd-club/rental-requests/{id}/confirm', path);
      expect(own.response.status).toBe(409);
      expect(own.error?.message).toMatch(/^You can't confirm your own step/);
      expect((await waiter.client.POST('/dvd-club/rental-requests/{id}/confirm', path)).response.status).toBe(
        404,
      );
      expect((await s.anonymous.POST('/dvd-club/rental-requests/{id}/confirm', path)).response.status).toBe(
        401,
      );
      const confirmed = await borrower.client.POST('/dvd-club/rental-requests/{id}/confirm', path);
      expect(confirmed.response.status).toBe(200);
      expect(confirmed.data).toMatchObject({
        status: 'handed_over',
        role: 'borrower',
        awaitingConfirmation: null,
        handoverConfirmedAt: expect.any(String),
        dispute: null,
        payout: 'held',
      });
      expect(
        (await borrower.client.POST('/dvd-club/rental-requests/{id}/confirm', path)).response.status,
      ).toBe(409);
    });

    it('POST /dvd-club/rental-requests/{id}/dispute {reason, note?} → the loan, disputed; 400 for a reason outside the list; 409 twice; 401', async () => {
      const { path, borrower } = await lent('Kklend Clue');
      const unknown = await borrower.client.POST('/dvd-club/rental-requests/{id}/dispute', {
        ...path,
        body: { reason: 'annoyed' as 'other' },
      });
      expect(unknown.response.status).toBe(400);
      const disputed = await borrower.client.POST('/dvd-club/rental-requests/{id}/dispute', {
        ...path,
        body: { reason: 'not_received', note: 'Never got it' },
      });
      expect(disputed.data).toMatchObject({
        dispute: {
          by: 'borrower',
          reason: 'not_received',
          note: 'Never got it',
          at: expect.any(String),
          proposal: null,
          escalatedAt: null,
          outcome: null,
        },
        confirmBy: null,
      });
      const again = await borrower.client.POST('/dvd-club/rental-requests/{id}/dispute', {
        ...path,
        body: { reason: 'other' },
      });
      expect(again.response.status).toBe(409);
      expect(again.error).toEqual(errorBody('This loan is already disputed.'));
      expect(
        (
          await s.anonymous.POST('/dvd-club/rental-requests/{id}/dispute', {
            ...path,
            body: { reason: 'other' },
          })
        ).response.status,
      ).toBe(401);
    });
  });

  describe('disputes that end', () => {
    it('POST /dvd-club/rental-requests/{id}/resolve {outcome, credits?} → the loan with the proposal; 400; 404 for others; 409 twice; 401', async () => {
      const { path, borrower } = await lent('Kklend Resolve');
      const resolve = (
        member: Member,
        body: { outcome: 'returned' | 'damaged' | 'lost'; credits?: number },
      ) => member.client.POST('/dvd-club/rental-requests/{id}/resolve', { ...path, body });
      const early = await resolve(owner, { outcome: 'returned' });
      expect(early.response.status).toBe(409);
      expect(early.error).toEqual(errorBody('There is no open dispute on this loan.'));
      await borrower.client.POST('/dvd-club/rental-requests/{id}/dispute', {
        ...path,
        body: { reason: 'damaged' },
      });
      const tooMuch = await resolve(owner, { outcome: 'damaged', credits: 3 });
      expect(tooMuch.response.status).toBe(400);
      expect(tooMuch.error?.message).toBe('A damaged disc costs at most 2 credits more');
      const proposed = await resolve(owner, { outcome: 'damaged', credits: 2 });
      expect(proposed.response.status).toBe(200);
      expect(proposed.data?.dispute?.proposal).toEqual({
        by: 'owner',
        mine: true,
        outcome: 'damaged',
        credits: 2,
        at: expect.any(String),
      });
      const twice = await resolve(owner, { outcome: 'damaged', credits: 1 });
      expect(twice.response.status).toBe(409);
      expect(
        (await resolve(await s.signUp({ confirmed: true }), { outcome: 'returned' })).response.status,
      ).toBe(404);
      expect(
        (
          await s.anonymous.POST('/dvd-club/rental-requests/{id}/resolve', {
            ...path,
            body: { outcome: 'returned' },
          })
        ).response.status,
      ).toBe(401);
    });

    it('POST /dvd-club/rental-requests/{id}/resolve/accept → the settled loan; 409 for your own proposal; 404 for others; 401', async () => {
      const { path, borrower } = await lent('Kklend Accept');
      await owner.client.POST('/dvd-club/rental-requests/{id}/return', {
        ...path,
        body: { condition: 'Poor', problem: 'damaged', credits: 1 },
      });
      const accept = (member: Member) =>
        member.client.POST('/dvd-club/rental-requests/{id}/resolve/accept', path);
      const own = await accept(owner);
      expect(own.response.status).toBe(409);
      expect(own.error).toEqual(
        errorBody("You can't accept your own proposal: the other member accepts it or proposes another."),
      );
      expect((await accept(await s.signUp({ confirmed: true }))).response.status).toBe(404);
      expect(
        (await s.anonymous.POST('/dvd-club/rental-requests/{id}/resolve/accept', path)).response.status,
      ).toBe(401);
      const settled = await accept(borrower);
      expect(settled.response.status).toBe(200);
      expect(settled.data).toMatchObject({
        status: 'returned',
        returnCondition: 'Poor',
        dispute: {
          by: 'owner',
          reason: 'damaged',
          proposal: null,
          outcome: { outcome: 'damaged', credits: 1 },
        },
        actions: ['review'],
      });
      const credits = await borrower.client.GET('/dvd-club/credits');
      // A new borrower's welcome credits never pay a charge: the credit is owed (docs/product.md §3 'Loan dispute').
      expect(credits.data).toEqual({ amount: 2, owed: 1 });
      expect((await accept(borrower)).response.status).toBe(409);
    });
  });

  describe('reviews', () => {
    it('POST /dvd-club/loans/{id}/review {thumb, note?} → the review; 409 before the return is confirmed, during a dispute and twice; 400; 401', async () => {
      const { path, borrower: reader } = await lent('Kklend Tremors');
      const early = () =>
        owner.client.POST('/dvd-club/loans/{id}/review', { ...path, body: { thumb: 'up' } });
      const out = await early();
      expect(out.response.status).toBe(409);
      expect(out.error).toEqual(errorBody('You can review a loan once the movie has been returned.'));
      await owner.client.POST('/dvd-club/rental-requests/{id}/return', {
        ...path,
        body: { condition: 'Good' },
      });
      const unconfirmed = await early();
      expect(unconfirmed.response.status).toBe(409);
      expect(unconfirmed.error).toEqual(errorBody('You can review this loan once the return is confirmed.'));
      await reader.client.POST('/dvd-club/rental-requests/{id}/dispute', {
        ...path,
        body: { reason: 'other', note: 'Kklend still here' },
      });
      const disputed = await early();
      expect(disputed.response.status).toBe(409);
      expect(disputed.error).toEqual(errorBody('You can review this loan once the dispute is settled.'));
      // The borrower withdraws the dispute by confirming the return: settled, reviews open.
      await reader.client.POST('/dvd-club/rental-requests/{id}/confirm', path);
      const badThumb = await owner.client.POST('/dvd-club/loans/{id}/review', {
        ...path,
        body: { thumb: 'sideways' as 'up' },
      });
      expect(badThumb.response.status).toBe(400);
      const review = (member: Member) =>
        member.client.POST('/dvd-club/loans/{id}/review', {
          ...path,
          body: { thumb: 'up', note: 'Kind and rewound' },
        });
      const made = await review(owner);
      expect(made.data).toEqual({
        id: expect.any(Number),
        loanId: path.params.path.id,
        reviewerId: owner.user.id,
        revieweeId: reader.user.id,
        revieweeRole: 'borrower',
        thumb: 'up',
        note: 'Kind and rewound',
        createdAt: expect.any(String),
      });
      expect((await review(owner)).response.status).toBe(409);
      expect((await review(waiter)).response.status).toBe(404);
      expect(
        (await s.anonymous.POST('/dvd-club/loans/{id}/review', { ...path, body: { thumb: 'up' } })).response
          .status,
      ).toBe(401);
    });
  });
});
