// Test support: the nights procedures answered at the HTTP boundary (mockTrpc), recording each
// call, so the screens' tests run the real client, cache and components.
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { connection, member } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { ok, recordingTrpc, type TrpcResolvers } from '../../../test/trpc-mock.ts';

type Night = RouterOutputs['nights']['get'];
const DAY = 24 * 60 * 60 * 1000;

/** A night three days ahead that Dana hosts, Bea and Cy coming, Heat on all three watchlists. */
export function aNight(extra: Partial<Night> = {}): Night {
  const startsAt = new Date(Date.now() + 3 * DAY).toISOString();
  return {
    id: 7,
    title: 'Friday heist night',
    startsAt,
    place: 'My place',
    status: 'open',
    host: { id: member.id, name: 'Dana S.' },
    mine: true,
    myAnswer: 'yes',
    dontMindSeen: false,
    guests: [
      { id: member.id, name: 'Dana S.', host: true, answer: 'yes' },
      { id: 'u_bea', name: 'Bea B.', host: false, answer: 'yes' },
      { id: 'u_cy', name: 'Cy C.', host: false, answer: 'pending' },
    ],
    attendees: 2,
    voteClosesAt: new Date(Date.now() + 3 * DAY - 2 * 60 * 60 * 1000).toISOString(),
    candidates: [
      {
        movieId: 949,
        title: 'Heat',
        year: 1995,
        posterUrl: null,
        watchlists: 2,
        addedBy: null,
        votes: 1,
        myVote: false,
        shelf: { discId: 42, ownerId: 'u_bea', ownerName: 'Bea B.', attendee: true, km: 3.2 },
        pitch: 'My take: staff pick, no question.',
      },
      {
        movieId: 348,
        title: 'Alien',
        year: 1979,
        posterUrl: null,
        watchlists: 1,
        addedBy: null,
        votes: 0,
        myVote: false,
        shelf: null,
        pitch: 'My take: one of the greats.',
      },
    ],
    winner: null,
    rental: null,
    rentalNote: null,
    watched: { asked: false, watchedOn: null },
    ...extra,
  };
}

/** A signed-in Dana and `night`; `overrides` replace single procedures. Returns the recorded calls. */
export function fakeNights(night: Night, overrides: TrpcResolvers = {}) {
  const recorded = recordingTrpc({
    'auth.me': () => ok(member),
    'nights.get': () => ok(night),
    'nights.list': () =>
      ok([
        {
          id: night.id,
          title: night.title,
          startsAt: night.startsAt,
          place: night.place,
          status: night.status,
          hostName: night.host.name,
          mine: night.mine,
          myAnswer: night.myAnswer,
        },
      ]),
    'connections.list': () =>
      ok({
        connections: [
          connection(1, 'Bea B.', {
            user2Id: 'u_bea',
            otherUser: { ...connection(1, 'Bea B.').otherUser, id: 'u_bea' },
          }),
        ],
        suggestions: [],
        pending: { incoming: [], outgoing: [] },
      }),
    ...overrides,
  });
  server.use(recorded.handler);
  return recorded.calls;
}
