import { formatCounts } from '@chuck/api/testing';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { errorBody, signedUp, startContractServer } from '../client.ts';

const disc = {
  id: expect.any(Number),
  title: expect.any(String),
  year: expect.toBeOneOf([expect.any(Number), null]),
  director: expect.toBeOneOf([expect.any(String), null]),
  genre: expect.toBeOneOf([expect.any(String), null]),
  runtimeMinutes: expect.toBeOneOf([expect.any(Number), null]),
  format: expect.any(String),
  condition: expect.any(String),
  visibility: expect.any(String),
  notes: expect.toBeOneOf([expect.any(String), null]),
  ownerId: expect.any(String),
  ownerName: expect.any(String),
  movieId: expect.toBeOneOf([expect.any(Number), null]),
  posterUrl: expect.toBeOneOf([expect.any(String), null]),
  onLoan: expect.any(Boolean),
  lostAt: null,
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe('contract: DVD Club', () => {
  const s = perFile(() => startContractServer());
  const owner = signedUp(s);
  const borrower = signedUp(s);
  let rentableId: number;

  describe('collection', () => {
    it('POST /dvd-club/collection → the disc with product defaults; 400 on bad input; 401 for visitors', async () => {
      const added = await owner.client.POST('/dvd-club/collection', {
        body: {
          title: 'Kkcontract Blade Runner',
          year: 1982,
          director: 'Ridley Scott',
          genre: 'Science Fiction',
          runtimeMinutes: 117,
          format: 'Blu-ray',
          condition: 'Excellent',
          visibility: 'rentable',
          notes: 'Final Cut',
        },
      });
      expect(added.response.status).toBe(200);
      expect(added.data).toEqual({
        ...disc,
        title: 'Kkcontract Blade Runner',
        format: 'Blu-ray',
        visibility: 'rentable',
        ownerId: owner.user.id,
        onLoan: false,
      });
      rentableId = added.data!.id;
      const plain = await owner.client.POST('/dvd-club/collection', { body: { title: 'Kkcontract Plain' } });
      expect(plain.data).toMatchObject({ format: 'DVD', condition: 'Good', visibility: 'private' });

      const bad = await owner.client.POST('/dvd-club/collection', {
        body: { title: '', format: 'Laserdisc' as 'DVD' },
      });
      expect(bad.response.status).toBe(400);
      expect(bad.error).toEqual(errorBody(/^title: Title is required; format: Format must be one of/));
      const anon = await s.anonymous.POST('/dvd-club/collection', { body: { title: 'Nope' } });
      expect(anon.response.status).toBe(401);
      expect(anon.error?.message).toContain('Unauthorized');
    });

    it('GET /dvd-club/collection → my discs only, newest first; 401 for visitors', async () => {
      const mine = await owner.client.GET('/dvd-club/collection');
      expect(mine.data?.map((d) => d.title)).toEqual(['Kkcontract Plain', 'Kkcontract Blade Runner']);
      expect(mine.data?.[0]).toEqual(disc);
      expect((await borrower.client.GET('/dvd-club/collection')).data).toEqual([]);
      expect((await s.anonymous.GET('/dvd-club/collection')).response.status).toBe(401);
    });

    it('POST and GET /physical-media → the same collection; the notes limit; 401 for visitors', async () => {
      const added = await borrower.client.POST('/physical-media', {
        body: { title: 'Kkcontract Heat', year: 1995, notes: 'A long crime saga.', visibility: 'public' },
      });
      expect(added.data).toEqual({
        ...disc,
        title: 'Kkcontract Heat',
        visibility: 'public',
        ownerId: borrower.user.id,
      });
      const list = await borrower.client.GET('/physical-media');
      expect(list.data).toEqual((await borrower.client.GET('/dvd-club/collection')).data);
      const tooLong = await borrower.client.POST('/physical-media', {
        body: { title: 'X', notes: 'n'.repeat(1001) },
      });
      expect(tooLong.response.status).toBe(400);
      expect(tooLong.error?.message).toBe('notes: Notes must be at most 1000 characters');
      expect((await s.anonymous.GET('/physical-media')).response.status).toBe(401);
      expect((await s.anonymous.POST('/physical-media', { body: { title: 'X' } })).response.status).toBe(401);
    });

    it('GET /dvd-club/collection/{id} → public to all, private to its owner only (404 otherwise)', async () => {
      const privateOne = (await owner.client.GET('/dvd-club/collection')).data!.find(
        (d) => d.visibility === 'private',
      )!;
      const mine = await owner.client.GET('/dvd-club/collection/{id}', {
        params: { path: { id: privateOne.id } },
      });
      expect(mine.data).toEqual({ ...disc, id: privateOne.id, visibility: 'private' });
      for (const client of [borrower.client, s.anonymous]) {
        const hidden = await client.GET('/dvd-club/collection/{id}', {
          params: { path: { id: privateOne.id } },
        });
        expect(hidden.response.status).toBe(404);
        expect(hidden.error).toEqual(errorBody('Movie not found in the collection'));
        const shown = await client.GET('/dvd-club/collection/{id}', { params: { path: { id: rentableId } } });
        expect(shown.data?.id).toBe(rentableId);
      }
      const bad = await s.anonymous.GET('/dvd-club/collection/{id}', {
        params: { path: { id: 'abc' as never } },
      });
      expect(bad.response.status).toBe(400);
      expect(bad.error?.message).toBe('id: Movie id must be a number');
    });

    it('PATCH /dvd-club/collection/{id} → the edited disc; 400 nothing to change; 404 not mine; 401', async () => {
      const plain = (await owner.client.GET('/dvd-club/collection')).data!.find(
        (d) => d.title === 'Kkcontract Plain',
      )!;
      const path = { params: { path: { id: plain.id } } };
      const edited = await owner.client.PATCH('/dvd-club/collection/{id}', {
        ...path,
        body: { format: 'VHS', condition: 'Fair', visibility: 'public', notes: 'Ex-rental' },
      });
      expect(edited.data).toEqual({
        ...disc,
        format: 'VHS',
        condition: 'Fair',
        visibility: 'public',
        notes: 'Ex-rental',
      });
      const nothing = await owner.client.PATCH('/dvd-club/collection/{id}', { ...path, body: {} });
      expect(nothing.response.status).toBe(400);
      const notMine = await borrower.client.PATCH('/dvd-club/collection/{id}', {
        ...path,
        body: { notes: 'x' },
      });
      expect(notMine.response.status).toBe(404);
      expect(
        (await s.anonymous.PATCH('/dvd-club/collection/{id}', { ...path, body: { notes: 'x' } })).response
          .status,
      ).toBe(401);
    });

    it('DELETE /dvd-club/collection/{id} → {id, deleted}; 404 not mine or gone; 401', async () => {
      const doomed = await owner.client.POST('/dvd-club/collection', {
        body: { title: 'Kkcontract Doomed' },
      });
      const path = { params: { path: { id: doomed.data!.id } } };
      expect((await borrower.client.DELETE('/dvd-club/collection/{id}', path)).response.status).toBe(404);
      expect((await s.anonymous.DELETE('/dvd-club/collection/{id}', path)).response.status).toBe(401);
      expect((await owner.client.DELETE('/dvd-club/collection/{id}', path)).data).toEqual({
        id: doomed.data!.id,
        deleted: true,
      });
      expect((await owner.client.DELETE('/dvd-club/collection/{id}', path)).response.status).toBe(404);
    });

    it('GET /dvd-club/summary → credits and per-format counts; 401', async () => {
      const summary = await owner.client.GET('/dvd-club/summary');
      expect(summary.data).toEqual({
        credits: 3,
        totalMovies: 2,
        availableForRent: { count: 1, formats: formatCounts({ 'Blu-ray': 1 }) },
        publicCollection: { count: 1, formats: formatCounts({ VHS: 1 }) },
        privateCount: 0,
        lentOut: 0,
        borrowed: 0,
      });
      expect((await s.anonymous.GET('/dvd-club/summary')).response.status).toBe(401);
    });
  });

  describe('shelf and collections', () => {
    it('GET /whats-on-the-shelf → {movies, pagination}; filters with Any; limit clamped; 400 on bad values', async () => {
      const page = await s.anonymous.GET('/whats-on-the-shelf', {
        params: { query: { search: 'kkcontract', format: 'Any', condition: 'Any', page: 1, limit: 12 } },
      });
      expect(page.data).toEqual({
        movies: [
          {
            id: rentableId,
            ownerId: owner.user.id,
            ownerName: expect.any(String),
            title: 'Kkcontract Blade Runner',
            year: 1982,
            director: 'Ridley Scott',
            runtimeMinutes: 117,
            genre: 'Science Fiction',
            format: 'Blu-ray',
            condition: 'Excellent',
            notes: 'Final Cut',
            movieId: null,
            posterUrl: null,
            onLoan: false,
            keptForOther: false,
            isOwn: false,
            ownerTrust: { loans: 0, onTimeShare: null },
            ownerTown: null,
            distanceKm: null,
          },
        ],
        pagination: { total: 1, page: 1, totalPages: 1, limit: 12 },
      });
      const own = await owner.client.GET('/whats-on-the-shelf', {
        params: { query: { search: 'kkcontract' } },
      });
      expect(own.data?.movies[0]?.isOwn).toBe(true);
      const filtered = await s.anonymous.GET('/whats-on-the-shelf', {
        params: { query: { search: 'kkcontract', format: 'DVD' } },
      });
      expect(filtered.data?.pagination.total).toBe(0);
      const clamped = await s.anonymous.GET('/whats-on-the-shelf', { params: { query: { limit: 1000 } } });
      expect(clamped.data?.pagination.limit).toBe(50);
      const bad = await s.anonymous.GET('/whats-on-the-shelf', {
        params: { query: { page: 0, format: 'Betamax' as 'DVD' } },
      });
      expect(bad.response.status).toBe(400);
      expect(bad.error).toEqual(
        errorBody('page: Page must be 1 or more; format: Format must be Any, DVD, Blu-ray, 4K UHD or VHS'),
      );
    });

    it('GET /whats-on-the-shelf/availability → per film asked for, owners and a copy to request; 400 over 50', async () => {
      await owner.client.POST('/dvd-club/collection', {
        body: { title: 'Kkcontract Alien', movieId: 348, visibility: 'rentable' },
      });
      const found = await borrower.client.GET('/whats-on-the-shelf/availability', {
        params: { query: { movieIds: [348, 349], titles: ['KKCONTRACT BLADE RUNNER'] } },
      });
      expect(found.data).toEqual({
        movies: [
          {
            movieId: 348,
            title: null,
            owners: 1,
            copies: 1,
            onShelf: 1,
            youHaveIt: false,
            firstAvailable: {
              id: expect.any(Number),
              ownerId: owner.user.id,
              ownerName: expect.any(String),
              format: 'DVD',
              condition: 'Good',
            },
            toHold: null,
          },
          {
            movieId: 349,
            title: null,
            owners: 0,
            copies: 0,
            onShelf: 0,
            youHaveIt: false,
            firstAvailable: null,
            toHold: null,
          },
          {
            movieId: null,
            title: 'KKCONTRACT BLADE RUNNER',
            owners: 1,
            copies: 1,
            onShelf: 1,
            youHaveIt: false,
            firstAvailable: expect.objectContaining({ id: rentableId }),
            toHold: null,
          },
        ],
      });
      const commaList = await fetch(`${s.baseUrl}/whats-on-the-shelf/availability?movieIds=348,349`);
      expect(((await commaList.json()) as { movies: unknown[] }).movies).toHaveLength(2);
      const tooMany = await fetch(
        `${s.baseUrl}/whats-on-the-shelf/availability?movieIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
      );
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toEqual(errorBody('movieIds: At most 50 movie ids at a time'));
    });

    it('GET /user-collection/{userId} → {user, movies, totalMovies} without private discs or email; 404 unknown or hidden', async () => {
      const path = { params: { path: { userId: owner.user.id } } };
      // docs/product.md §3: a members-only profile (the default) hides the page from visitors, like an unknown id.
      const hidden = await s.anonymous.GET('/user-collection/{userId}', path);
      expect(hidden.response.status).toBe(404);
      expect(hidden.error).toEqual(errorBody('Collection not found'));
      await owner.client.POST('/social/profile', { body: { visibility: 'public' } });
      const page = await s.anonymous.GET('/user-collection/{userId}', path);
      expect(page.data).toEqual({
        user: {
          id: owner.user.id,
          profileImageUrl: null,
          displayName: 'Test M.',
        },
        movies: expect.any(Array),
        totalMovies: page.data!.movies.length,
      });
      expect(page.data!.movies.every((m) => m.visibility !== 'private')).toBe(true);
      expect(page.data!.movies[0]).toEqual(disc);
      expect(JSON.stringify(page.data)).not.toContain('@');
      const unknown = await s.anonymous.GET('/user-collection/{userId}', {
        params: { path: { userId: 'nobody-here' } },
      });
      expect(unknown.response.status).toBe(404);
      expect(unknown.error).toEqual(errorBody('Collection not found'));
    });
  });

  describe('loans and credits', () => {
    const loan = {
      id: expect.any(Number),
      status: expect.any(String),
      role: expect.any(String),
      mediaId: expect.toBeOneOf([expect.any(Number), null]),
      title: expect.any(String),
      year: expect.toBeOneOf([expect.any(Number), null]),
      format: expect.any(String),
      posterUrl: expect.toBeOneOf([expect.any(String), null]),
      ownerId: expect.any(String),
      borrowerId: expect.any(String),
      otherParty: { id: expect.any(String), displayName: expect.any(String), profileImageUrl: null },
      message: expect.toBeOneOf([expect.any(String), null]),
      credits: 1,
      requestedAt: expect.any(String),
      acceptedAt: expect.toBeOneOf([expect.any(String), null]),
      declinedAt: expect.toBeOneOf([expect.any(String), null]),
      cancelledAt: expect.toBeOneOf([expect.any(String), null]),
      handedOverAt: expect.toBeOneOf([expect.any(String), null]),
      dueAt: expect.toBeOneOf([expect.any(String), null]),
      returnedAt: expect.toBeOneOf([expect.any(String), null]),
      returnCondition: expect.toBeOneOf([expect.any(String), null]),
      isOverdue: false,
      awaitingConfirmation: expect.toBeOneOf(['handed_over', 'returned', null]),
      confirmBy: expect.toBeOneOf([expect.any(String), null]),
      handoverConfirmedAt: expect.toBeOneOf([expect.any(String), null]),
      returnConfirmedAt: expect.toBeOneOf([expect.any(String), null]),
      dispute: null,
      payout: expect.any(String),
      myReview: null,
      reviews: { mine: null, theirs: null },
      actions: expect.any(Array),
    };
    let loanId: number;
    const path = () => ({ params: { path: { id: loanId } } });

    it('GET /dvd-club/credits → {amount, owed}; 401', async () => {
      expect((await borrower.client.GET('/dvd-club/credits')).data).toEqual({ amount: 3, owed: 0 });
      expect((await s.anonymous.GET('/dvd-club/credits')).response.status).toBe(401);
    });

    it('POST /dvd-club/rental-requests → the request; 400, 409 and 401 cases', async () => {
      const sent = await borrower.client.POST('/dvd-club/rental-requests', {
        body: { mediaId: rentableId, ownerId: owner.user.id, message: ' This weekend? ' },
      });
      expect(sent.data).toEqual({
        ...loan,
        status: 'requested',
        role: 'borrower',
        mediaId: rentableId,
        message: 'This weekend?',
        actions: ['cancel'],
      });
      loanId = sent.data!.id;
      const again = await borrower.client.POST('/dvd-club/rental-requests', {
        body: { mediaId: rentableId, ownerId: owner.user.id },
      });
      expect(again.response.status).toBe(409);
      expect(again.error).toEqual(errorBody('You already have an open request for this movie.'));
      const own = await owner.client.POST('/dvd-club/rental-requests', {
        body: { mediaId: rentableId, ownerId: owner.user.id },
      });
      expect(own.response.status).toBe(400);
      expect(own.error?.message).toBe("You can't rent your own movie.");
      const bad = await borrower.client.POST('/dvd-club/rental-requests', {
        body: { mediaId: -1, ownerId: '' },
      });
      expect(bad.response.status).toBe(400);
      const anon = await s.anonymous.POST('/dvd-club/rental-requests', {
        body: { mediaId: rentableId, ownerId: owner.user.id },
      });
      expect(anon.response.status).toBe(401);
      // docs/product.md §3 'Lending needs a confirmed address': requesting, holding and listing.
      const unconfirmed = await s.signUp();
      const refusal = errorBody('Confirm your e-mail address to lend and borrow — we sent you a link');
      const refused = await unconfirmed.client.POST('/dvd-club/rental-requests', {
        body: { mediaId: rentableId, ownerId: owner.user.id },
      });
      expect(refused.response.status).toBe(403);
      expect(refused.error).toEqual(refusal);
      const listed = await unconfirmed.client.POST('/dvd-club/collection', {
        body: { title: 'Zzcontract Unconfirmed', visibility: 'rentable' },
      });
      expect([listed.response.status, listed.error]).toEqual([403, refusal]);
    });

    it('GET /dvd-club/rental-requests/{id} and /dvd-club/loans → my side of each loan; 404 for others; 401', async () => {
      expect((await owner.client.GET('/dvd-club/rental-requests/{id}', path())).data).toEqual({
        ...loan,
        role: 'owner',
        status: 'requested',
        actions: ['accept', 'decline'],
      });
      const stranger = await s.signUp();
      expect((await stranger.client.GET('/dvd-club/rental-requests/{id}', path())).response.status).toBe(404);
      expect((await s.anonymous.GET('/dvd-club/rental-requests/{id}', path())).response.status).toBe(401);
      const mine = await owner.client.GET('/dvd-club/loans');
      expect(mine.data).toEqual({ incoming: [{ ...loan, id: loanId, role: 'owner' }], outgoing: [] });
      expect((await s.anonymous.GET('/dvd-club/loans')).response.status).toBe(401);
    });

    it('POST .../accept, /handover, /return → each step; 403 for the wrong side; 409 out of order; 401', async () => {
      const early = await owner.client.POST('/dvd-club/rental-requests/{id}/handover', path());
      expect(early.response.status).toBe(409);
      const wrongSide = await borrower.client.POST('/dvd-club/rental-requests/{id}/accept', {
        ...path(),
        body: {},
      });
      expect(wrongSide.response.status).toBe(403);
      expect(wrongSide.error?.message).toBe("Only the movie's owner can accept this request.");
      expect(
        (await s.anonymous.POST('/dvd-club/rental-requests/{id}/accept', { ...path(), body: {} })).response
          .status,
      ).toBe(401);
      const badDays = await owner.client.POST('/dvd-club/rental-requests/{id}/accept', {
        ...path(),
        body: { loanDays: 0 },
      });
      expect(badDays.response.status).toBe(400);

      const accepted = await owner.client.POST('/dvd-club/rental-requests/{id}/accept', {
        ...path(),
        body: {},
      });
      expect(accepted.data).toEqual({
        ...loan,
        status: 'accepted',
        role: 'owner',
        actions: ['decline', 'handOver'],
      });
      expect((await borrower.client.GET('/dvd-club/credits')).data).toEqual({ amount: 2, owed: 0 });
      const lent = await owner.client.PATCH('/dvd-club/collection/{id}', {
        params: { path: { id: rentableId } },
        body: { visibility: 'private' },
      });
      expect(lent.response.status).toBe(409);
      expect(lent.error?.message).toMatch(/^This movie is out on loan/);

      const handed = await owner.client.POST('/dvd-club/rental-requests/{id}/handover', path());
      expect(handed.data?.status).toBe('handed_over');
      expect(
        (await s.anonymous.POST('/dvd-club/rental-requests/{id}/handover', path())).response.status,
      ).toBe(401);

      const noCondition = await owner.client.POST('/dvd-club/rental-requests/{id}/return', {
        ...path(),
        body: {} as { condition: 'Good' },
      });
      expect(noCondition.response.status).toBe(400);
      expect(noCondition.error?.message).toBe(
        'condition: Condition must be one of Mint, Excellent, Good, Fair or Poor',
      );
      const returned = await owner.client.POST('/dvd-club/rental-requests/{id}/return', {
        ...path(),
        body: { condition: 'Good' },
      });
      expect(returned.data).toEqual({
        ...loan,
        status: 'returned',
        role: 'owner',
        returnCondition: 'Good',
        awaitingConfirmation: 'returned',
        payout: 'held',
        // Reviews open once the borrower confirms the return (docs/product.md §3 'Loan review'); until
        // then the owner may still dispute it (docs/product.md §3 'Loan dispute').
        actions: ['dispute'],
      });
      // Paid once the borrower confirms the return (docs/product.md §3 'Credits').
      expect((await owner.client.GET('/dvd-club/credits')).data).toEqual({ amount: 3, owed: 0 });
      expect((await borrower.client.GET('/dvd-club/credits')).data).toEqual({ amount: 2, owed: 0 });
      const twice = await owner.client.POST('/dvd-club/rental-requests/{id}/return', {
        ...path(),
        body: { condition: 'Good' },
      });
      expect(twice.response.status).toBe(409);
      expect(twice.error).toEqual(errorBody('This movie has already been returned.'));
      expect(
        (
          await s.anonymous.POST('/dvd-club/rental-requests/{id}/return', {
            ...path(),
            body: { condition: 'Good' },
          })
        ).response.status,
      ).toBe(401);
    });

    it('POST .../decline and .../cancel → closed, credit back; 403 for the wrong side; 401', async () => {
      // A borrower of their own: the owner is paid for one loan to the same borrower in 30 days.
      const borrower = await s.signUp({ confirmed: true });
      const first = await borrower.client.POST('/dvd-club/rental-requests', {
        body: { mediaId: rentableId, ownerId: owner.user.id },
      });
      const id = { params: { path: { id: first.data!.id } } };
      expect((await borrower.client.POST('/dvd-club/rental-requests/{id}/decline', id)).response.status).toBe(
        403,
      );
      expect((await s.anonymous.POST('/dvd-club/rental-requests/{id}/decline', id)).response.status).toBe(
        401,
      );
      await owner.client.POST('/dvd-club/rental-requests/{id}/accept', { ...id, body: { loanDays: 3 } });
      const declined = await owner.client.POST('/dvd-club/rental-requests/{id}/decline', id);
      expect(declined.data).toEqual({ ...loan, status: 'declined', role: 'owner', actions: [] });
      expect((await borrower.client.GET('/dvd-club/credits')).data).toEqual({ amount: 3, owed: 0 });

      const second = await borrower.client.POST('/dvd-club/rental-requests', {
        body: { mediaId: rentableId, ownerId: owner.user.id },
      });
      const id2 = { params: { path: { id: second.data!.id } } };
      expect((await owner.client.POST('/dvd-club/rental-requests/{id}/cancel', id2)).response.status).toBe(
        403,
      );
      expect((await s.anonymous.POST('/dvd-club/rental-requests/{id}/cancel', id2)).response.status).toBe(
        401,
      );
      const cancelled = await borrower.client.POST('/dvd-club/rental-requests/{id}/cancel', id2);
      expect(cancelled.data).toEqual({ ...loan, status: 'cancelled', role: 'borrower', actions: [] });
      const again = await borrower.client.POST('/dvd-club/rental-requests/{id}/cancel', id2);
      expect(again.response.status).toBe(409);
      expect(again.error).toEqual(errorBody('This request was cancelled.'));
    });

    it('POST /dvd-club/rental-requests → 409 for a third open loan in a new member’s first 14 days', async () => {
      const newcomer = await s.signUp({ confirmed: true });
      const ask = async (title: string) => {
        const disc = await owner.client.POST('/dvd-club/collection', {
          body: { title, visibility: 'rentable' },
        });
        return newcomer.client.POST('/dvd-club/rental-requests', {
          body: { mediaId: disc.data!.id, ownerId: owner.user.id },
        });
      };
      expect((await ask('Kkclub One')).response.status).toBe(200);
      expect((await ask('Kkclub Two')).response.status).toBe(200);
      const third = await ask('Kkclub Three');
      expect(third.response.status).toBe(409);
      expect(third.error).toEqual(
        errorBody(
          'In your first 14 days as a member you can have 2 loans open at a time. ' +
            'Return one, or cancel a request, before asking for another.',
        ),
      );
      for (const loan of (await newcomer.client.GET('/dvd-club/loans')).data!.outgoing) {
        await newcomer.client.POST('/dvd-club/rental-requests/{id}/cancel', {
          params: { path: { id: loan.id } },
        });
      }
    });
  });
});
