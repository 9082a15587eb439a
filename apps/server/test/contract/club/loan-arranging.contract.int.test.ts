import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { errorBody, type Member, signedUp, startContractServer } from '../client.ts';

// docs/product.md §3 'Loan thread', 'Hand-over plan' and §7: the paths of issue 26 that let two
// strangers arrange a loan.
describe('contract: arranging a loan (thread, hand-over plan, calendar)', () => {
  const s = perFile(() => startContractServer());
  const owner = signedUp(s);
  const stranger = signedUp(s);

  /** A new borrower's request for a new rentable disc of the owner's, accepted: its path and the borrower. */
  async function accepted(
    title: string,
  ): Promise<{ path: { params: { path: { id: number } } }; borrower: Member }> {
    const borrower = await s.signUp({ confirmed: true });
    const disc = await owner.client.POST('/dvd-club/collection', { body: { title, visibility: 'rentable' } });
    const asked = await borrower.client.POST('/dvd-club/rental-requests', {
      body: { mediaId: disc.data!.id, ownerId: owner.user.id },
    });
    const path = { params: { path: { id: asked.data!.id } } };
    await owner.client.POST('/dvd-club/rental-requests/{id}/accept', { ...path, body: {} });
    return { path, borrower };
  }

  it('POST, GET /dvd-club/rental-requests/{id}/messages → the thread of two strangers; 400; 404 for others; 401', async () => {
    const { path, borrower } = await accepted('Kkthread Heat');
    const sent = await borrower.client.POST('/dvd-club/rental-requests/{id}/messages', {
      ...path,
      body: { message: 'Saturday at ten?' },
    });
    expect(sent.response.status).toBe(200);
    expect(sent.data).toEqual({
      id: expect.any(Number),
      loanId: path.params.path.id,
      senderId: borrower.user.id,
      mine: true,
      message: 'Saturday at ten?',
      sentAt: expect.any(String),
    });
    const thread = await owner.client.GET('/dvd-club/rental-requests/{id}/messages', path);
    expect(thread.data).toEqual({
      loanId: path.params.path.id,
      title: 'Kkthread Heat',
      role: 'owner',
      otherParty: { id: borrower.user.id, displayName: expect.any(String) },
      writable: true,
      closesAt: null,
      messages: [{ ...sent.data, mine: false }],
    });

    const empty = await owner.client.POST('/dvd-club/rental-requests/{id}/messages', {
      ...path,
      body: { message: ' ' },
    });
    expect(empty.response.status).toBe(400);
    for (const answer of [
      await stranger.client.GET('/dvd-club/rental-requests/{id}/messages', path),
      await stranger.client.POST('/dvd-club/rental-requests/{id}/messages', {
        ...path,
        body: { message: 'Hi' },
      }),
    ]) {
      expect(answer.response.status).toBe(404);
      expect(answer.error).toEqual(errorBody('Rental request not found'));
    }
    expect((await s.anonymous.GET('/dvd-club/rental-requests/{id}/messages', path)).response.status).toBe(
      401,
    );
    expect(
      (
        await s.anonymous.POST('/dvd-club/rental-requests/{id}/messages', {
          ...path,
          body: { message: 'Hi' },
        })
      ).response.status,
    ).toBe(401);
    expect(
      (await owner.client.GET('/dvd-club/rental-requests/{id}/messages', path)).data?.messages,
    ).toHaveLength(1);
  });

  it('POST /plan, /plan/accept, GET /plan → proposed, countered, agreed; 4xx change nothing; 401', async () => {
    const { path, borrower } = await accepted('Kkplan Thief');
    const at = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
    const proposed = await borrower.client.POST('/dvd-club/rental-requests/{id}/plan', {
      ...path,
      body: { kind: 'in_person', place: 'The station café', at },
    });
    expect(proposed.response.status).toBe(200);
    expect(proposed.data).toEqual({
      loanId: path.params.path.id,
      agreed: null,
      proposal: {
        id: expect.any(Number),
        kind: 'in_person',
        place: 'The station café',
        at,
        note: null,
        proposedBy: 'borrower',
        mine: true,
        proposedAt: expect.any(String),
        acceptedAt: null,
      },
      actions: [],
    });
    const bad: [unknown, number, string][] = [
      [
        { kind: 'in_person', place: 'Café', at: '2020-01-01T10:00:00Z' },
        400,
        'The hand-over must be in the future.',
      ],
      [{ kind: 'in_person', place: 'x'.repeat(201), at }, 400, 'place: Place must be at most 200 characters'],
      [{ kind: 'post', note: 'x'.repeat(101) }, 400, 'note: Tracking note must be at most 100 characters'],
      [{ kind: 'carrier pigeon' }, 400, "kind: Kind must be 'in_person' or 'post'"],
    ];
    for (const [body, status, message] of bad) {
      const answer = await owner.client.POST('/dvd-club/rental-requests/{id}/plan', {
        ...path,
        body: body as never,
      });
      expect(answer.response.status, JSON.stringify(body)).toBe(status);
      expect(answer.error).toEqual(errorBody(message));
    }
    const second = await borrower.client.POST('/dvd-club/rental-requests/{id}/plan', {
      ...path,
      body: { kind: 'post' },
    });
    expect(second.response.status).toBe(409);
    const own = await borrower.client.POST('/dvd-club/rental-requests/{id}/plan/accept', path);
    expect(own.response.status).toBe(409);
    expect(own.error).toEqual(errorBody(/^You can't accept your own proposal/));
    expect(
      (await stranger.client.POST('/dvd-club/rental-requests/{id}/plan/accept', path)).response.status,
    ).toBe(404);
    expect((await stranger.client.GET('/dvd-club/rental-requests/{id}/plan', path)).response.status).toBe(
      404,
    );
    expect((await owner.client.GET('/dvd-club/rental-requests/{id}/plan', path)).data?.proposal?.id).toBe(
      proposed.data!.proposal!.id,
    );

    const countered = await owner.client.POST('/dvd-club/rental-requests/{id}/plan', {
      ...path,
      body: { kind: 'post', note: 'Recorded delivery' },
    });
    expect(countered.data?.proposal).toMatchObject({
      kind: 'post',
      note: 'Recorded delivery',
      proposedBy: 'owner',
    });
    const agreed = await borrower.client.POST('/dvd-club/rental-requests/{id}/plan/accept', path);
    expect(agreed.response.status).toBe(200);
    expect(agreed.data).toMatchObject({
      agreed: { kind: 'post', acceptedAt: expect.any(String) },
      proposal: null,
    });

    expect((await s.anonymous.GET('/dvd-club/rental-requests/{id}/plan', path)).response.status).toBe(401);
    expect(
      (await s.anonymous.POST('/dvd-club/rental-requests/{id}/plan', { ...path, body: { kind: 'post' } }))
        .response.status,
    ).toBe(401);
    expect((await s.anonymous.POST('/dvd-club/rental-requests/{id}/plan/accept', path)).response.status).toBe(
      401,
    );
  });

  it('GET /dvd-club/rental-requests/{id}/calendar.ics → text/calendar with two events; 409 before a plan; 404; 401', async () => {
    const { path, borrower } = await accepted('Kkcal Manhunter');
    const early = await borrower.client.GET('/dvd-club/rental-requests/{id}/calendar.ics', path);
    expect(early.response.status).toBe(409);
    expect(early.error).toEqual(errorBody('Agree a hand-over plan first; then it can go in your calendar.'));
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await owner.client.POST('/dvd-club/rental-requests/{id}/plan', {
      ...path,
      body: { kind: 'in_person', place: 'Corner of 5th and Main', at },
    });
    await borrower.client.POST('/dvd-club/rental-requests/{id}/plan/accept', path);

    const file = await borrower.client.GET('/dvd-club/rental-requests/{id}/calendar.ics', {
      ...path,
      parseAs: 'text',
    });
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.response.headers.get('content-disposition')).toBe(
      `attachment; filename="loan-${path.params.path.id}.ics"`,
    );
    const text = file.data as unknown as string;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(2);
    expect(text).toContain('\r\nLOCATION:Corner of 5th and Main\r\n');

    expect(
      (await stranger.client.GET('/dvd-club/rental-requests/{id}/calendar.ics', path)).response.status,
    ).toBe(404);
    expect((await s.anonymous.GET('/dvd-club/rental-requests/{id}/calendar.ics', path)).response.status).toBe(
      401,
    );
  });
});
