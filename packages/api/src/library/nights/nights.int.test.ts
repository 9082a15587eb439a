import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { connectMembers, createTestContext, errorOf, insertTestFilms, refusal } from '../../testing/index.ts';
import { runNightSteps } from './night-steps.service.ts';

// docs/product.md §2 'Movie nights': a host invites connections; the attendees' watchlists make the
// candidates, they vote, the host closes, the winner's disc is requested; the day after, the diary.
const t = perFile(() => createTestContext());
const HOUR = 60 * 60 * 1000;
const inHours = (n: number) => new Date(Date.now() + n * HOUR).toISOString();

let nextFilm = 1_990_000_000;
async function films(...titles: string[]) {
  const list = titles.map((title) => ({ id: nextFilm++, title, year: 1990, voteAverage: 8.1 }));
  await insertTestFilms(t.db, list, `night-${Math.random()}`);
  return list;
}

const watch = (member: SessionUser, film: { id: number; title: string }) =>
  t.caller(member).watchlist.add({ movieId: film.id, title: film.title });
const nights = (member: SessionUser) => t.caller(member).nights;

/** A host with `n` connections; the night invites them all. */
async function hosted(n = 2, startsInHours = 72) {
  const host = await t.createMember({ firstName: 'Ann', lastName: 'Host' });
  const guests: SessionUser[] = [];
  for (let i = 0; i < n; i++) {
    const guest = await t.createMember({ firstName: `Guest${i}`, lastName: 'G' });
    await connectMembers(t, host, guest);
    guests.push(guest);
  }
  const night = await nights(host).create({
    title: 'Friday heist night',
    startsAt: inHours(startsInHours),
    place: 'My place',
    invitees: guests.map((g) => g.id),
  });
  return { host, guests, night };
}

describe('a movie night', () => {
  it('invites connections, who answer; only they see it; the list puts upcoming first', async () => {
    const { host, guests, night } = await hosted(2);
    const [b, c] = guests as [SessionUser, SessionUser];
    expect(night).toMatchObject({
      title: 'Friday heist night',
      status: 'open',
      mine: true,
      myAnswer: 'yes',
      attendees: 1,
      guests: [
        { id: host.id, host: true, answer: 'yes' },
        expect.objectContaining({ answer: 'pending' }),
        expect.objectContaining({ answer: 'pending' }),
      ],
    });
    const invited = await t.db
      .selectFrom('notifications')
      .select(['userId', 'type'])
      .where('type', '=', 'night_invited')
      .where('userId', 'in', [b.id, c.id])
      .execute();
    expect(invited).toHaveLength(2);

    const answered = await nights(b).rsvp({ id: night.id, answer: 'yes' });
    expect(answered).toMatchObject({ myAnswer: 'yes', mine: false, attendees: 2 });
    await nights(c).rsvp({ id: night.id, answer: 'maybe' });
    expect((await nights(host).get({ id: night.id })).attendees).toBe(3);
    expect(await refusal(nights(host).rsvp({ id: night.id, answer: 'no' }))).toBe(
      'You are hosting this night: you are coming.',
    );

    const stranger = await t.createMember();
    expect((await errorOf(nights(stranger).get({ id: night.id }))).code).toBe('NOT_FOUND');
    expect((await errorOf(nights(stranger).rsvp({ id: night.id, answer: 'yes' }))).code).toBe('NOT_FOUND');

    const later = await nights(host).create({
      title: 'Later',
      startsAt: inHours(200),
      place: 'Café',
      invitees: [b.id],
    });
    expect((await nights(b).list()).map((n) => n.id)).toEqual([night.id, later.id]);
  });

  it('refuses a past date, a non-connection, a member who blocked the host, a 13th invitee: nothing made', async () => {
    const host = await t.createMember();
    const friend = await t.createMember();
    const stranger = await t.createMember();
    await connectMembers(t, host, friend);
    const base = { title: 'Night', place: 'Here' };
    expect(
      await refusal(nights(host).create({ ...base, startsAt: inHours(-1), invitees: [friend.id] })),
    ).toBe('The night must be in the future.');
    expect(
      await refusal(nights(host).create({ ...base, startsAt: inHours(5), invitees: [stranger.id] })),
    ).toBe('You can invite only your connections to a movie night.');
    await t.caller(friend).blocks.add({ memberId: host.id });
    expect(await refusal(nights(host).create({ ...base, startsAt: inHours(5), invitees: [friend.id] }))).toBe(
      'You can invite only your connections to a movie night.',
    );
    const thirteen = Array.from({ length: 13 }, (_, i) => `member-${i}`);
    expect(
      (await errorOf(nights(host).create({ ...base, startsAt: inHours(5), invitees: thirteen }))).code,
    ).toBe('BAD_REQUEST');
    expect(await nights(host).list()).toEqual([]);
  });

  it('candidates: on two watchlists first, with the count; seen films skipped unless the viewer does not mind; shelf and pitch', async () => {
    const { host, guests, night } = await hosted(2);
    const [b, c] = guests as [SessionUser, SessionUser];
    const [heat, alien, seenOne] = await films('Zz Heat', 'Zz Alien', 'Zz Seen');
    await nights(b).rsvp({ id: night.id, answer: 'yes' });
    await nights(c).rsvp({ id: night.id, answer: 'yes' });
    for (const member of [host, b, c]) await watch(member, heat!);
    await watch(b, alien!);
    await watch(b, seenOne!);
    await watch(host, seenOne!);
    await t.caller(c).seen.mark({ movieId: seenOne!.id, title: seenOne!.title, userRating: 'thumbs_up' });
    // C's copy of Heat is on the shelf: an attendee's.
    const disc = await t
      .caller(c)
      .dvdClub.create({ title: 'Zz Heat', movieId: heat!.id, visibility: 'rentable' });

    const seen = await nights(host).get({ id: night.id });
    expect(seen.candidates.map((x) => [x.title, x.watchlists])).toEqual([
      ['Zz Heat', 3],
      ['Zz Alien', 1],
    ]);
    expect(seen.candidates[0]).toMatchObject({
      shelf: { discId: disc.id, ownerId: c.id, attendee: true },
      pitch: expect.stringMatching(/^My take: /),
      votes: 0,
      myVote: false,
    });
    await nights(c).rsvp({ id: night.id, answer: 'yes', dontMindSeen: true });
    expect((await nights(host).get({ id: night.id })).candidates.map((x) => x.title)).toContain('Zz Seen');
  });

  it('votes until closed; ties go to more watchlists; the host closes; the winner is requested from its shelf', async () => {
    const { host, guests, night } = await hosted(2);
    const [b, c] = guests as [SessionUser, SessionUser];
    const [heat, alien, added] = await films('Zz Vote Heat', 'Zz Vote Alien', 'Zz Added');
    await nights(b).rsvp({ id: night.id, answer: 'yes' });
    for (const member of [host, b]) await watch(member, heat!);
    await watch(b, alien!);
    const owner = await t.createMember();
    const disc = await t
      .caller(owner)
      .dvdClub.create({ title: heat!.title, movieId: heat!.id, visibility: 'rentable' });

    // C has not answered: not an attendee, no vote.
    expect((await errorOf(nights(c).vote({ id: night.id, movieIds: [heat!.id] }))).code).toBe('FORBIDDEN');
    expect(await refusal(nights(b).vote({ id: night.id, movieIds: [999_999_999] }))).toBe(
      'Vote only for the night’s candidates.',
    );
    await nights(b).addCandidate({ id: night.id, movieId: added!.id });
    expect((await errorOf(nights(host).addCandidate({ id: night.id, movieId: added!.id }))).code).toBe(
      'CONFLICT',
    );
    await nights(host).vote({ id: night.id, movieIds: [heat!.id] });
    const voted = await nights(b).vote({ id: night.id, movieIds: [alien!.id, added!.id] });
    expect(voted.candidates.find((x) => x.movieId === added!.id)).toMatchObject({
      addedBy: expect.any(String),
    });
    await nights(b).vote({ id: night.id, movieIds: [alien!.id] });
    // 1 vote each: Heat is on two watchlists, so it wins.
    expect((await errorOf(nights(b).close({ id: night.id }))).code).toBe('FORBIDDEN');
    const closed = await nights(host).close({ id: night.id });
    expect(closed).toMatchObject({
      status: 'closed',
      winner: { movieId: heat!.id, title: heat!.title },
      rental: { status: 'requested', loanId: expect.any(Number) },
    });
    const loan = await t.db
      .selectFrom('loans')
      .selectAll()
      .where('id', '=', closed.rental!.loanId)
      .executeTakeFirstOrThrow();
    expect(loan).toMatchObject({ borrowerId: host.id, ownerId: owner.id, mediaId: disc.id });
    expect(loan.message).toMatch(/^For our movie night "Friday heist night" on \d{4}-\d{2}-\d{2}\.$/);
    expect((await errorOf(nights(b).vote({ id: night.id, movieIds: [heat!.id] }))).code).toBe('CONFLICT');
    expect((await errorOf(nights(host).close({ id: night.id }))).code).toBe('CONFLICT');
  });

  it('timed steps: the vote closes 2 hours before, reminders the day before, "Did you watch it?" the day after; Yes logs the diary', async () => {
    const { host, guests, night } = await hosted(1, 20);
    const [b] = guests as [SessionUser];
    const [film] = await films('Zz Timed');
    await nights(b).rsvp({ id: night.id, answer: 'yes' });
    await watch(b, film!);
    await nights(b).vote({ id: night.id, movieIds: [film!.id] });
    await runNightSteps(t.deps, new Date());
    const kinds = async (type: string) =>
      (
        await t.db
          .selectFrom('notifications')
          .select('userId')
          .where('type', '=', type as never)
          .execute()
      ).map((n) => n.userId);
    expect(await kinds('night_reminder')).toEqual(expect.arrayContaining([host.id, b.id]));
    expect((await nights(b).get({ id: night.id })).status).toBe('open');
    await runNightSteps(t.deps, new Date(Date.now() + 18.5 * HOUR));
    const closed = await nights(b).get({ id: night.id });
    expect(closed).toMatchObject({
      status: 'closed',
      winner: { title: 'Zz Timed' },
      rentalNote: null,
      rental: null,
    });
    expect(await refusal(nights(b).watched({ id: night.id }))).toBe('The night has not happened yet.');
    // The day after: asked, and the night goes in the diary on its date.
    await t.db
      .updateTable('movieNights')
      .set({ startsAt: new Date(Date.now() - 25 * HOUR) })
      .where('id', '=', night.id)
      .execute();
    await runNightSteps(t.deps, new Date());
    expect(await kinds('night_watched_ask')).toEqual(expect.arrayContaining([host.id, b.id]));
    const logged = await nights(b).watched({ id: night.id, rating: 4 });
    const day = new Date(Date.now() - 25 * HOUR).toISOString().slice(0, 10);
    expect(logged.watched).toEqual({ asked: true, watchedOn: day });
    const [entry] = (await t.caller(b).diary.list({})).entries;
    expect(entry).toMatchObject({ title: 'Zz Timed', watchedOn: day, rating: 4 });
    expect(await refusal(nights(b).watched({ id: night.id }))).toBe('This night is in your diary already.');
    // Rewind counts it: one night, watched with one friend (the host).
    const rewind = await t.caller(b).rewind.get({ year: Number(day.slice(0, 4)) });
    expect(rewind.movieNights).toEqual({ nights: 1, friends: 1 });
  });

  it('the host moves it (SEQUENCE goes up in the .ics) and cancels it, telling everyone', async () => {
    const { host, guests, night } = await hosted(1);
    const [b] = guests as [SessionUser];
    const before = await nights(b).calendar({ id: night.id });
    expect(before.content).toContain(`UID:night-${night.id}@chucks-video-store`);
    expect(before.content).toContain('SEQUENCE:0');
    expect((await errorOf(nights(b).update({ id: night.id, place: 'Mine' }))).code).toBe('FORBIDDEN');
    const moved = await nights(host).update({ id: night.id, startsAt: inHours(100) });
    expect(moved.startsAt).toBe(new Date(moved.startsAt).toISOString());
    expect((await nights(b).calendar({ id: night.id })).content).toContain('SEQUENCE:1');
    const cancelled = await nights(host).cancel({ id: night.id });
    expect(cancelled.status).toBe('cancelled');
    const told = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('userId', '=', b.id)
      .where('type', 'in', ['night_changed', 'night_cancelled'])
      .orderBy('id')
      .execute();
    expect(told.map((n) => n.type)).toEqual(['night_changed', 'night_cancelled']);
    expect((await errorOf(nights(b).rsvp({ id: night.id, answer: 'yes' }))).code).toBe('CONFLICT');
  });
});
