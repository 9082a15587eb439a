import { insertTestFilms } from '@chuck/api/testing';
import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, type Member, signedUp, startContractServer } from '../client.ts';

// docs/product.md §2 'Movie nights' and §7: the paths of issue 32 item 2.
const FILM = { id: 1_952_000_001, title: 'Night Zeta Heist', year: 1995, voteAverage: 8.2 };
const FILM2 = { id: 1_952_000_002, title: 'Night Zeta Alien', year: 1979, voteAverage: 8.4 };
const HOUR = 60 * 60 * 1000;
const inHours = (n: number) => new Date(Date.now() + n * HOUR).toISOString();

const nightShape = {
  id: expect.any(Number),
  title: expect.any(String),
  startsAt: expect.any(String),
  place: expect.any(String),
  status: expect.stringMatching(/^(open|closed|cancelled)$/),
  host: { id: expect.any(String), name: expect.any(String) },
  mine: expect.any(Boolean),
  myAnswer: expect.stringMatching(/^(pending|yes|maybe|no)$/),
  dontMindSeen: expect.any(Boolean),
  guests: expect.any(Array),
  attendees: expect.any(Number),
  voteClosesAt: expect.any(String),
  candidates: expect.any(Array),
  winner: expect.toBeOneOf([null, { movieId: expect.any(Number), title: expect.any(String) }]),
  rental: expect.toBeOneOf([null, expect.objectContaining({ loanId: expect.any(Number) })]),
  rentalNote: expect.toBeOneOf([null, expect.any(String)]),
  watched: { asked: expect.any(Boolean), watchedOn: expect.toBeOneOf([null, expect.any(String)]) },
};

describe('contract: movie nights', () => {
  const s = perFile(() => startContractServer());
  const host = signedUp(s);
  const guest = signedUp(s);
  const stranger = signedUp(s);
  const lender = signedUp(s);

  /** The two connect as members do: both own the same film publicly, one asks, the other accepts. */
  async function connect(a: Member, b: Member, title: string) {
    for (const m of [a, b])
      await m.client.POST('/dvd-club/collection', { body: { title, visibility: 'public' } });
    await a.client.POST('/social/connections/{memberId}', { params: { path: { memberId: b.user.id } } });
    await b.client.POST('/social/connections/{memberId}/accept', {
      params: { path: { memberId: a.user.id } },
    });
  }

  beforeAll(async () => {
    await insertTestFilms(s.deps.db, [FILM, FILM2], 'contract-nights');
    await connect(host, guest, 'Night Zeta Shared');
  });

  async function night(startsAt = inHours(72)) {
    const made = await host.client.POST('/nights', {
      body: { title: 'Zeta night', startsAt, place: 'My place', invitees: [guest.user.id] },
    });
    return { id: made.data!.id, path: { params: { path: { id: made.data!.id } } } };
  }

  it('POST /nights → 201 the night; 400 past, non-connection, 13th invitee; 401', async () => {
    const made = await host.client.POST('/nights', {
      body: { title: 'Zeta night', startsAt: inHours(48), place: 'My place', invitees: [guest.user.id] },
    });
    expect(made.response.status).toBe(201);
    expect(made.data).toEqual({
      ...nightShape,
      title: 'Zeta night',
      place: 'My place',
      mine: true,
      myAnswer: 'yes',
    });
    const past = await host.client.POST('/nights', {
      body: { title: 'Zeta', startsAt: inHours(-1), place: 'Here', invitees: [] },
    });
    expect(past.response.status).toBe(400);
    expect(past.error).toEqual(errorBody('The night must be in the future.'));
    const strange = await host.client.POST('/nights', {
      body: { title: 'Zeta', startsAt: inHours(5), place: 'Here', invitees: [stranger.user.id] },
    });
    expect(strange.response.status).toBe(400);
    expect(strange.error).toEqual(errorBody('You can invite only your connections to a movie night.'));
    const many = await host.client.POST('/nights', {
      body: {
        title: 'Zeta',
        startsAt: inHours(5),
        place: 'Here',
        invitees: Array.from({ length: 13 }, (_, i) => `member${i}`),
      },
    });
    expect(many.response.status).toBe(400);
    expect(many.error).toEqual(errorBody(/at most 12 connections/));
    const anon = await s.anonymous.POST('/nights', {
      body: { title: 'Zeta', startsAt: inHours(5), place: 'Here', invitees: [] },
    });
    expect(anon.response.status).toBe(401);
  });

  it('GET /nights, GET /nights/{id} → mine, upcoming first; 404 to others; 401', async () => {
    const { id, path } = await night(inHours(30));
    const list = await guest.client.GET('/nights');
    expect(list.data![0]).toEqual({
      id,
      title: 'Zeta night',
      startsAt: expect.any(String),
      place: 'My place',
      status: 'open',
      hostName: expect.any(String),
      mine: false,
      myAnswer: 'pending',
    });
    const got = await guest.client.GET('/nights/{id}', path);
    expect(got.data).toEqual({ ...nightShape, id, mine: false, myAnswer: 'pending' });
    const hidden = await stranger.client.GET('/nights/{id}', path);
    expect(hidden.response.status).toBe(404);
    expect(hidden.error).toEqual(errorBody('Movie night not found'));
    expect((await s.anonymous.GET('/nights', {})).response.status).toBe(401);
    expect((await s.anonymous.GET('/nights/{id}', path)).response.status).toBe(401);
  });

  it('PATCH, DELETE /nights/{id} → moved, cancelled; 403 for an invitee; 400 past; 401', async () => {
    const { path } = await night();
    const moved = await host.client.PATCH('/nights/{id}', { ...path, body: { place: 'The café' } });
    expect(moved.data).toEqual({ ...nightShape, place: 'The café' });
    const past = await host.client.PATCH('/nights/{id}', { ...path, body: { startsAt: inHours(-2) } });
    expect(past.response.status).toBe(400);
    const byGuest = await guest.client.PATCH('/nights/{id}', { ...path, body: { place: 'Mine' } });
    expect(byGuest.response.status).toBe(403);
    expect(byGuest.error).toEqual(errorBody('Only the host can change the night.'));
    expect((await s.anonymous.PATCH('/nights/{id}', { ...path, body: {} })).response.status).toBe(401);
    expect((await guest.client.DELETE('/nights/{id}', path)).response.status).toBe(403);
    const cancelled = await host.client.DELETE('/nights/{id}', path);
    expect(cancelled.data).toEqual({ ...nightShape, status: 'cancelled' });
    expect((await host.client.DELETE('/nights/{id}', path)).response.status).toBe(409);
    expect((await s.anonymous.DELETE('/nights/{id}', path)).response.status).toBe(401);
  });

  it('POST rsvp, candidates, PUT votes, POST close → the rental request for the winner; 400/403/409; 401', async () => {
    const { path } = await night();
    const bad = await guest.client.POST('/nights/{id}/rsvp', {
      ...path,
      body: { answer: 'perhaps' as 'yes' },
    });
    expect(bad.response.status).toBe(400);
    const rsvp = await guest.client.POST('/nights/{id}/rsvp', { ...path, body: { answer: 'yes' } });
    expect(rsvp.data).toEqual({ ...nightShape, myAnswer: 'yes', attendees: 2 });
    expect(
      (await s.anonymous.POST('/nights/{id}/rsvp', { ...path, body: { answer: 'yes' } })).response.status,
    ).toBe(401);

    await lender.client.POST('/dvd-club/collection', {
      body: { title: FILM.title, movieId: FILM.id, visibility: 'rentable' },
    });
    await host.client.POST('/user/watchlist', { body: { movieId: FILM.id, title: FILM.title } });
    await guest.client.POST('/user/watchlist', { body: { movieId: FILM.id, title: FILM.title } });
    const added = await guest.client.POST('/nights/{id}/candidates', {
      ...path,
      body: { movieId: FILM2.id },
    });
    expect(added.data!.candidates.map((c) => [c.title, c.watchlists])).toEqual([
      [FILM.title, 2],
      [FILM2.title, 0],
    ]);
    expect(added.data!.candidates[0]).toEqual({
      movieId: FILM.id,
      title: FILM.title,
      year: FILM.year,
      posterUrl: expect.toBeOneOf([null, expect.any(String)]),
      watchlists: 2,
      addedBy: null,
      votes: 0,
      myVote: false,
      shelf: {
        discId: expect.any(Number),
        ownerId: lender.user.id,
        ownerName: expect.any(String),
        attendee: false,
        km: null,
      },
      pitch: expect.stringMatching(/^My take: /),
    });
    const twice = await host.client.POST('/nights/{id}/candidates', { ...path, body: { movieId: FILM2.id } });
    expect(twice.response.status).toBe(409);
    expect(
      (await s.anonymous.POST('/nights/{id}/candidates', { ...path, body: { movieId: FILM.id } })).response
        .status,
    ).toBe(401);

    const votes = await guest.client.PUT('/nights/{id}/votes', { ...path, body: { movieIds: [FILM.id] } });
    expect(votes.data!.candidates[0]).toMatchObject({ votes: 1, myVote: true });
    const notCandidate = await guest.client.PUT('/nights/{id}/votes', {
      ...path,
      body: { movieIds: [424242] },
    });
    expect(notCandidate.response.status).toBe(400);
    expect(
      (await s.anonymous.PUT('/nights/{id}/votes', { ...path, body: { movieIds: [] } })).response.status,
    ).toBe(401);

    expect((await guest.client.POST('/nights/{id}/close', path)).response.status).toBe(403);
    const closed = await host.client.POST('/nights/{id}/close', path);
    expect(closed.data).toEqual({
      ...nightShape,
      status: 'closed',
      winner: { movieId: FILM.id, title: FILM.title },
      rental: { loanId: expect.any(Number), status: 'requested', ownerName: expect.any(String) },
    });
    const late = await guest.client.PUT('/nights/{id}/votes', { ...path, body: { movieIds: [FILM.id] } });
    expect(late.response.status).toBe(409);
    expect(late.error).toEqual(errorBody('The vote is closed.'));
    expect((await s.anonymous.POST('/nights/{id}/close', path)).response.status).toBe(401);
    const early = await guest.client.POST('/nights/{id}/watched', { ...path, body: {} });
    expect(early.response.status).toBe(409);
    expect((await s.anonymous.POST('/nights/{id}/watched', { ...path, body: {} })).response.status).toBe(401);
  });

  it('GET /nights/{id}/calendar.ics → one VEVENT with a stable UID; 404; 401', async () => {
    const { id, path } = await night();
    const file = await guest.client.GET('/nights/{id}/calendar.ics', { ...path, parseAs: 'text' });
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.response.headers.get('content-disposition')).toBe(
      `attachment; filename="movie-night-${id}.ics"`,
    );
    const text = file.data as unknown as string;
    expect(text.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(1);
    expect(text).toContain(`\r\nUID:night-${id}@chucks-video-store\r\n`);
    expect((await stranger.client.GET('/nights/{id}/calendar.ics', path)).response.status).toBe(404);
    expect((await s.anonymous.GET('/nights/{id}/calendar.ics', path)).response.status).toBe(401);
  });
});
