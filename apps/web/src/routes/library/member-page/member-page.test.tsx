import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilityBy } from '../../../components/collection/fake-dvd-club.ts';
import { installFakeWebSocket } from '../../../components/notifications/fake-websocket.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { member as dana } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import {
  fail,
  ok,
  recordingTrpc,
  signedOut,
  type TrpcResolver,
  type TrpcResolvers,
} from '../../../test/trpc-mock.ts';
import { watchlistItem } from '../../library/profile/fake-profile.ts';
import type { Member } from './member-text.ts';

wholeAppRenders(() => import('./member-page.tsx'));

type Pick = RouterOutputs['doubleFeature']['forMember'][number];
type Connection = RouterOutputs['connections']['list']['connections'][number];

function fox(extra: Partial<Member> = {}): Member {
  return {
    id: 'u_fox',
    name: 'Fox M.',
    avatarUrl: null,
    bio: 'I want to believe <img src=x onerror="alert(1)">',
    favoriteGenres: ['Sci-Fi', 'Horror'],
    town: null,
    topFavourites: [
      { title: 'Alien', movieId: 348 },
      { title: 'The Thing', movieId: 1091 },
      { title: 'A home movie', movieId: null },
    ],
    flair: [
      {
        id: 3,
        earnedAt: '2026-02-01T10:00:00.000Z',
        flair: {
          code: 'first_queued',
          name: 'Rewind Ready',
          icon: '📼',
          description: 'Put your first film in your watchlist.',
          rarity: 'common',
        },
      },
    ],
    watchingSoon: [
      {
        id: 1,
        userId: 'u_fox',
        movieId: 9,
        title: 'Close Encounters of the Third Kind',
        year: 1977,
        posterUrl: null,
        description: 'They are here',
        position: 1,
        addedAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    collectionSize: 12,
    lending: {
      lent: 4,
      borrowed: 2,
      returned: 2,
      returnedOnTime: 1,
      completedAsOwner: 4,
      completedAsBorrower: 3,
      onTimeShare: 67,
      disputesLost: 0,
      reviews: {
        up: 3,
        down: 1,
        latest: [
          {
            id: 5,
            thumb: 'up',
            note: 'Spotless disc, <b>quick</b> hand-over.',
            fromId: 'u_dana',
            fromName: 'Dana S.',
            role: 'owner',
            createdAt: '2026-03-02T10:00:00.000Z',
          },
        ],
      },
    },
    joinedAt: '2025-03-14T10:00:00.000Z',
    viewer: { tasteMatch: 82, sharedFilms: 9, connected: true, blocked: false },
    ...extra,
  };
}

function pick(movieId: number, title: string, onShelf: Pick['onShelf'] = null): Pick {
  return {
    movieId,
    title,
    year: 1982,
    rating: '7.9',
    description: `${title} overview.`,
    posterUrl: '',
    because: { mine: { movieId: 1, title: 'Heat' }, theirs: { movieId: 348, title: 'Alien' } },
    onShelf,
  };
}

const connection: Connection = {
  id: 7,
  user1Id: dana.id,
  user2Id: 'u_fox',
  otherUser: { id: 'u_fox', displayName: 'Fox M.', profileImageUrl: null, bio: null, favoriteGenres: [] },
  movieTitle: 'Alien',
  strength: '1',
  connectionType: 'rental',
  sharedFilms: { rental: 1, collection: 0, taste: 0 },
  createdAt: '2026-11-01T10:00:00Z',
  lastSharedAt: '2026-11-01T10:00:00Z',
  lastMessageAt: null,
  tasteMatch: 82,
};

function serve(page: Member | TrpcResolver<'members.get'>, extra: TrpcResolvers = {}) {
  const { handler, calls } = recordingTrpc({
    'auth.me': () => ok(dana),
    'notifications.list': () => ok([]),
    'members.get': typeof page === 'function' ? page : () => ok(page),
    'lists.ofMember': () => ok([]),
    'doubleFeature.forMember': () => ok([pick(101, 'Blade Runner'), pick(102, 'The Fly', { count: 2 })]),
    'diary.ofMember': () =>
      ok({
        reviews: [
          {
            id: 9,
            movieId: 840,
            title: 'Close Encounters of the Third Kind',
            year: 1977,
            posterUrl: null,
            watchedOn: '2024-03-09',
            rating: 4.5,
            rewatch: true,
            review: 'The mashed potato mountain <i>still</i> gets me.',
          },
        ],
        nextCursor: null,
      }),
    'shelf.availability': availabilityBy({
      102: {
        owners: 1,
        copies: 2,
        onShelf: 2,
        firstAvailable: {
          id: 55,
          ownerId: 'u_walter',
          ownerName: 'Walter S.',
          format: 'DVD',
          condition: 'Good',
        },
      },
    }),
    'connections.list': () =>
      ok({ connections: [connection], pending: { incoming: [], outgoing: [] }, suggestions: [] }),
    ...extra,
  });
  server.use(handler);
  return calls;
}

beforeEach(() => installFakeWebSocket());
afterEach(() => vi.unstubAllGlobals());

describe('member page', () => {
  it('shows who the member is, with the taste match and what they are about to watch', async () => {
    const calls = serve(fox());
    renderApp('/members/u_fox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fox M.' })).toBeInTheDocument();
    expect(calls['members.get']).toEqual([{ id: 'u_fox' }]);
    await waitFor(() => expect(document.title).toBe("Fox M. · Chuck's Video Store"));
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo of Fox M.' })).toBeInTheDocument();

    // The bio is text: the markup in it shows as typed and makes no element.
    expect(screen.getByText('I want to believe <img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const genres = screen.getByRole('list', { name: 'Favorite genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sci-Fi', 'Horror']);

    const favourites = screen.getByRole('list', { name: 'Top 3 favorites' });
    expect(within(favourites).getByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/movie/348');
    expect(within(favourites).getByText('A home movie')).not.toHaveAttribute('href');

    const soon = screen.getByRole('list', { name: 'Watching Soon picks' });
    expect(within(soon).getByText('Close Encounters of the Third Kind')).toBeInTheDocument();
    expect(within(soon).getByText('“They are here”')).toBeInTheDocument();

    expect(
      within(screen.getByRole('list', { name: 'Flair badges' })).getByText('Rewind Ready'),
    ).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See Fox M.'s collection" })).toHaveAttribute(
      'href',
      '/user/u_fox/collection',
    );
    expect(screen.getByRole('link', { name: 'Year in Rewind' })).toHaveAttribute(
      'href',
      `/members/u_fox/rewind/${new Date().getFullYear()}`,
    );
    expect(screen.getByText('Loans completed as owner').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Loans completed as borrower').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('On-time returns').nextElementSibling).toHaveTextContent('67%');
    expect(screen.getByText('Disputes lost').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('Reviews').nextElementSibling).toHaveTextContent('3 up · 1 down');
    const reviews = screen.getByRole('list', { name: 'Latest reviews' });
    // The note is the reviewer's own words, shown as text.
    expect(within(reviews).getByText('“Spotless disc, <b>quick</b> hand-over.”')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Dana S.' })).toHaveAttribute('href', '/members/u_dana');
    expect(within(reviews).getByText('· borrowed from them')).toBeInTheDocument();

    expect(screen.getByText('82%').parentElement).toHaveTextContent('82% taste match');
    expect(screen.getByText('From the 9 films you have both rated.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request from their shelf' })).toHaveAttribute(
      'href',
      '/user/u_fox/collection',
    );
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('shows the film reviews the member made public in their diary (product §2 Diary)', async () => {
    const calls = serve(fox());
    renderApp('/members/u_fox');
    const reviews = await screen.findByRole('list', { name: "Fox M.'s film reviews" });
    const review = within(reviews).getByRole('listitem');
    expect(within(review).getByRole('link', { name: 'Close Encounters of the Third Kind' })).toHaveAttribute(
      'href',
      '/movie/840',
    );
    expect(review).toHaveTextContent('Sat, Mar 9, 2024');
    expect(within(review).getByText('4.5 stars')).toBeInTheDocument();
    expect(within(review).getByText('Rewatch')).toBeInTheDocument();
    // The member's own words, shown as text.
    expect(within(review).getByText('The mashed potato mountain <i>still</i> gets me.')).toBeInTheDocument();
    expect(calls['diary.ofMember']).toEqual([{ userId: 'u_fox' }]);
  });

  it("says 'Not enough films in common yet' to a connection without a taste match", async () => {
    serve(fox({ viewer: { tasteMatch: null, sharedFilms: 4, connected: true, blocked: false } }));
    renderApp('/members/u_fox');
    expect(await screen.findByText('Not enough films in common yet')).toBeInTheDocument();
    expect(screen.getByText('You have both rated 4 films; a match needs 5.')).toBeInTheDocument();
    expect(screen.queryByText(/% taste match/)).not.toBeInTheDocument();
  });

  it('shows no taste match to a member who is not a connection (the server sends none)', async () => {
    serve(fox({ viewer: { connected: false, blocked: false } }));
    renderApp('/members/u_fox');
    expect(await screen.findByRole('link', { name: 'Request from their shelf' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Taste Match' })).not.toBeInTheDocument();
    // Not connected: no Message, no Double Feature; the shelf and Block stay.
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByText(/Messages are for connections/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Double Feature' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request from their shelf' })).toBeInTheDocument();
  });

  it('shows the Double Feature: why each pick, Add to Watchlist, and Request Rental when on the shelf', async () => {
    const calls = serve(fox(), {
      'watchlist.add': () => ok({ alreadyQueued: false, message: 'Added', item: watchlistItem(101, 1) }),
    });
    const { user } = renderApp('/members/u_fox');
    const list = await screen.findByRole('list', { name: 'Double Feature with Fox M.' });
    expect(calls['doubleFeature.forMember']).toEqual([{ memberId: 'u_fox' }]);
    const blade = within(list).getByRole('article', { name: /Blade Runner/ });
    expect(blade).toHaveTextContent('Because you like Heat and Fox M. likes Alien');
    // Only a pick on the shelf offers a rental.
    expect(within(blade).queryByRole('button', { name: 'Request Rental' })).not.toBeInTheDocument();
    const fly = within(list).getByRole('article', { name: /The Fly/ });
    await user.click(await within(fly).findByRole('button', { name: 'Request Rental' }));
    expect(await screen.findByRole('dialog', { name: 'Request Rental' })).toHaveTextContent(
      'Ask Walter S. to lend you The Fly',
    );
    await user.keyboard('{Escape}');

    await user.click(within(blade).getByRole('button', { name: 'Add to Watchlist: Blade Runner' }));
    expect(await screen.findByText('Added to Watchlist!')).toBeInTheDocument();
    expect(calls['watchlist.add']).toEqual([
      {
        movieId: 101,
        title: 'Blade Runner',
        year: 1982,
        posterUrl: '',
        rating: '7.9',
        description: 'Blade Runner overview.',
        watchOptions: null,
      },
    ]);
  });

  it('opens the conversation with a connection from Message', async () => {
    serve(fox(), { 'messages.conversation': () => ok([]) });
    const { user } = renderApp('/members/u_fox');
    const message = await screen.findByRole('button', { name: 'Message' });
    // Enabled once the conversation's connection is known.
    await waitFor(() => expect(message).toBeEnabled());
    await user.click(message);
    const dialog = await screen.findByRole('dialog', { name: 'Messages with Fox M.' });
    expect(await within(dialog).findByText('Start the conversation!')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Conversation with Fox M.' })).toBeInTheDocument();
  });

  it('blocks after a confirm, from the keyboard, and offers Unblock once blocked', async () => {
    let blocked = false;
    const calls = serve(
      () => ok(fox({ viewer: { tasteMatch: 82, sharedFilms: 9, connected: !blocked, blocked } })),
      {
        'blocks.add': () => {
          blocked = true;
          return ok({ memberId: 'u_fox', displayName: 'Fox M.', blockedAt: '2026-11-26T10:00:00Z' });
        },
        'blocks.remove': () => {
          blocked = false;
          return ok({ memberId: 'u_fox', unblocked: true });
        },
      },
    );
    const { user } = renderApp('/members/u_fox');
    const block = await screen.findByRole('button', { name: 'Block' });
    block.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Block Fox M.?' });
    // Cancel changes nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls['blocks.add']).toBeUndefined();
    expect(block).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block Fox M.?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText('Member Blocked')).toBeInTheDocument();
    expect(calls['blocks.add']).toEqual([{ memberId: 'u_fox' }]);
    expect(await screen.findByText(/You blocked Fox M\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Member Unblocked')).toBeInTheDocument();
    expect(calls['blocks.remove']).toEqual([{ memberId: 'u_fox' }]);
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('shows Page Not Found for a member the viewer may not see (the server answers 404)', async () => {
    serve(() => fail('NOT_FOUND', 'Member not found'));
    renderApp('/members/u_hidden');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/members/u_hidden')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Page Not Found · Chuck's Video Store"));
  });

  it('says when the page fails to load and tries again', async () => {
    let attempts = 0;
    serve(() =>
      ++attempts === 1 ? fail('INTERNAL_SERVER_ERROR', 'Something went wrong on our side.') : ok(fox()),
    );
    const { user } = renderApp('/members/u_fox');
    expect(await screen.findByText("We couldn't load this member")).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fox M.' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    serve(() => new Promise(() => {}));
    renderApp('/members/u_fox');
    expect(await screen.findByRole('status', { name: '' })).toBeInTheDocument();
    expect(await screen.findByText("Pulling this member's card...")).toBeInTheDocument();
  });

  it('shows a public page to a visitor, with no actions but the way to log in', async () => {
    serve(fox({ viewer: null }), { 'auth.me': signedOut });
    renderApp('/members/u_fox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fox M.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByText('Taste Match')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fmembers%2Fu_fox',
    );
  });

  it('points a member at their own profile on their own page', async () => {
    serve(fox({ id: dana.id, viewer: null }));
    renderApp(`/members/${dana.id}`);
    expect(await screen.findByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });
});
