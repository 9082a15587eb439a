// First, so its mocks are in place before the app's modules load.
import './fake-redirect-and-sound.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { availabilityBy } from '../../../components/collection/fake-dvd-club.ts';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fail, unauthorized } from '../../../test/trpc-mock.ts';
import { fakeProfileServer, seenItem, watchlistItem } from './fake-profile.ts';
import { spies } from './fake-redirect-and-sound.ts';

wholeAppRenders(() => import('./profile-page.tsx'));

afterEach(() => {
  spies.redirect.mockReset();
  spies.unauthorized.mockReset();
});

async function queueTitles() {
  const queue = await screen.findByRole('list', { name: 'Watchlist queue' });
  return within(queue)
    .getAllByRole('listitem')
    .map(
      (item) =>
        `${item.textContent?.match(/^#\d+/)?.[0]} ${within(item).getAllByRole('button')[0]?.textContent}`,
    );
}

async function addFromSearch(user: ReturnType<typeof renderApp>['user'], text: string, pick: string) {
  const box = await screen.findByRole('combobox', { name: 'Search movies to add to your watchlist' });
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^Poster for ${pick}\\b`) }));
}

describe('My Watchlist', () => {
  it("marks a queued film another member lends 'On the shelf', asking once for the whole queue", async () => {
    const state = fakeProfileServer(
      { watchlist: [watchlistItem(1, 1), watchlistItem(2, 2)] },
      {
        'shelf.availability': availabilityBy({
          2: {
            owners: 1,
            copies: 1,
            onShelf: 1,
            firstAvailable: {
              id: 9,
              ownerId: 'u_fox',
              ownerName: 'Fox Mulder',
              format: 'DVD',
              condition: 'Good',
            },
          },
        }),
      },
    );
    renderApp('/profile');
    const queue = await screen.findByRole('list', { name: 'Watchlist queue' });
    const [heat, alien] = within(queue).getAllByRole('listitem');
    expect(await within(alien!).findByRole('link', { name: /On the shelf/ })).toHaveAttribute(
      'href',
      '/whats-on-the-shelf?search=Alien',
    );
    expect(within(alien!).getByRole('button', { name: 'Request Rental' })).toBeInTheDocument();
    expect(within(heat!).queryByRole('link', { name: /On the shelf/ })).not.toBeInTheDocument();
    expect(state.calls['shelf.availability']).toEqual([{ movieIds: [1, 2], titles: [] }]);
  });

  it('queues films from the movie search at the front: the last added is #1', async () => {
    const state = fakeProfileServer();
    const { user } = renderApp('/profile');
    expect(await screen.findByText('Your queue is empty')).toBeInTheDocument();

    await addFromSearch(user, 'Alien', 'Alien');
    expect(await screen.findByText('Added to Watchlist!')).toBeInTheDocument();
    expect(screen.getByText('Alien has been added to the front of your queue')).toBeInTheDocument();
    await addFromSearch(user, 'Clue', 'Clue');
    await waitFor(async () => expect(await queueTitles()).toEqual(['#1 Clue', '#2 Alien']));

    expect(state.calls['watchlist.add']?.[0]).toEqual({
      movieId: 2,
      title: 'Alien',
      posterUrl: 'https://image.tmdb.org/t/p/w92/2.jpg',
      year: 1979,
      rating: '8.5',
      description: 'Alien: a film from the catalog.',
      watchOptions: null,
    });
    expect(screen.getByRole('combobox', { name: 'Search movies to add to your watchlist' })).toHaveValue('');
  });

  it('says so, without an error, when the film is already queued', async () => {
    fakeProfileServer({ watchlist: [watchlistItem(1, 1)] });
    const { user } = renderApp('/profile');
    await addFromSearch(user, 'Heat', 'Heat');
    expect(await screen.findByText('Already in your queue')).toBeInTheDocument();
    expect(screen.getByText('Heat is already #1 in your queue')).toBeInTheDocument();
    expect(screen.getByText('Already in your queue').closest('li')).toHaveAttribute(
      'data-variant',
      'default',
    );
  });

  it("shows the server's message when adding fails", async () => {
    fakeProfileServer({}, { 'watchlist.add': () => fail('BAD_REQUEST', 'year must be 1870 or later') });
    const { user } = renderApp('/profile');
    await addFromSearch(user, 'Tremors', 'Tremors');
    expect(await screen.findByText('year must be 1870 or later')).toBeInTheDocument();
    expect(screen.getByText('Error').closest('li')).toHaveAttribute('data-variant', 'destructive');
  });

  it("asks a logged-out member to log in: 'Authentication Required', then login after 1.5 s", async () => {
    fakeProfileServer({}, { 'watchlist.add': unauthorized });
    const { user } = renderApp('/profile');
    await addFromSearch(user, 'Tremors', 'Tremors');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to add movies to your watchlist')).toBeInTheDocument();
    expect(spies.unauthorized).toHaveBeenCalledWith(expect.objectContaining({ delayMs: 1500 }));
    await waitFor(() => expect(spies.redirect).toHaveBeenCalledWith('/api/login?returnTo=%2Fprofile'));
  });

  it('reorders with the arrow buttons, keeping focus on the film that moved', async () => {
    const state = fakeProfileServer({
      watchlist: [watchlistItem(1, 1), watchlistItem(2, 2), watchlistItem(3, 3)],
    });
    const { user } = renderApp('/profile');
    expect(await queueTitles()).toEqual(['#1 Heat', '#2 Alien', '#3 Clue']);
    expect(screen.getByRole('button', { name: 'Move Heat up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Clue down' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Clue up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect(await queueTitles()).toEqual(['#1 Heat', '#2 Clue', '#3 Alien']));
    expect(screen.getByText('Clue is now #2 in your queue.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect(await queueTitles()).toEqual(['#1 Clue', '#2 Heat', '#3 Alien']));
    // At the top the up arrow switches off, so focus moves to the film's down arrow.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Clue down' })).toHaveFocus());
    expect(state.calls['watchlist.reorder']).toEqual([{ movieIds: [1, 3, 2] }, { movieIds: [3, 1, 2] }]);
  });

  it('puts the queue back when a reorder fails', async () => {
    fakeProfileServer(
      { watchlist: [watchlistItem(1, 1), watchlistItem(2, 2)] },
      { 'watchlist.reorder': () => fail('INTERNAL_SERVER_ERROR', 'The shelf wobbled') },
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Move Alien up' }));
    expect(await screen.findByText('The shelf wobbled')).toBeInTheDocument();
    expect(await queueTitles()).toEqual(['#1 Heat', '#2 Alien']);
  });

  it('marks a film seen with a thumbs up: it leaves the queue for Already Seen and the stats follow', async () => {
    const state = fakeProfileServer({ watchlist: [watchlistItem(1, 1), watchlistItem(2, 2)] });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Mark Heat seen: liked it' }));

    await waitFor(async () => expect(await queueTitles()).toEqual(['#1 Alien']));
    const seen = await screen.findByRole('list', { name: "Movies you've seen" });
    expect(within(seen).getByText('Heat')).toBeInTheDocument();
    expect(within(seen).getByText('Liked')).toBeInTheDocument();
    expect(state.calls['seen.mark']?.[0]).toMatchObject({
      movieId: 1,
      title: 'Heat',
      userRating: 'thumbs_up',
    });
    const stat = (label: string) => screen.getByText(label).closest('li')?.textContent?.replace(label, '');
    expect(stat('Movies to Watch')).toBe('1');
    expect(stat('Movies Watched')).toBe('1');
    expect(stat('Movies Liked')).toBe('1');
  });

  it('removes a film, and says so when that fails', async () => {
    fakeProfileServer({ watchlist: [watchlistItem(1, 1), watchlistItem(2, 2)] });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Remove Heat from watchlist' }));
    await waitFor(async () => expect(await queueTitles()).toEqual(['#1 Alien']));

    fakeProfileServer(
      { watchlist: [watchlistItem(2, 1)] },
      { 'watchlist.remove': () => fail('INTERNAL_SERVER_ERROR', 'x') },
    );
    await user.click(screen.getByRole('button', { name: 'Remove Alien from watchlist' }));
    expect(await screen.findByText('Failed to remove from watchlist')).toBeInTheDocument();
    expect(await queueTitles()).toEqual(['#1 Alien']);
  });

  it('opens the detail modal from a title', async () => {
    fakeProfileServer({ watchlist: [watchlistItem(1, 1)] });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Heat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Heat' });
    expect(within(dialog).getByText('Released 1995')).toBeInTheDocument();
    expect(within(dialog).getByText('8.3')).toBeInTheDocument();
    expect(await within(dialog).findByText('Watch options not currently available.')).toBeInTheDocument();
    expect(within(dialog).getByText('Heat: a film from the catalog.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Heat' })).toHaveFocus();
  });
});

describe('Already Seen', () => {
  it('shows rating badges, opens details with the member rating, and removes', async () => {
    fakeProfileServer({
      seen: [seenItem(1, 'thumbs_up'), seenItem(2, 'thumbs_down'), seenItem(3, null, 3), seenItem(4, null)],
    });
    const { user } = renderApp('/profile');
    const seen = await screen.findByRole('list', { name: "Movies you've seen" });
    const [heat, alien, clue, tremors] = within(seen).getAllByRole('listitem');
    expect(within(heat as HTMLElement).getByText('Liked')).toBeInTheDocument();
    expect(within(alien as HTMLElement).getByText('Disliked')).toBeInTheDocument();
    // Neither liked nor disliked: 3 stars alone; a film seen without a rating says so.
    expect(within(clue as HTMLElement).getByText('3 stars')).toBeInTheDocument();
    expect(within(tremors as HTMLElement).getByText('Not rated')).toBeInTheDocument();

    await user.click(within(seen).getByRole('button', { name: 'Alien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alien' });
    expect(within(dialog).getByText('Disliked')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remove Alien from seen list' }));
    await waitFor(() => expect(within(seen).getAllByRole('listitem')).toHaveLength(3));
  });

  it("says 'Failed to remove from seen list' when removing fails", async () => {
    fakeProfileServer(
      { seen: [seenItem(1, 'thumbs_up')] },
      { 'seen.remove': () => fail('INTERNAL_SERVER_ERROR', 'x') },
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Remove Heat from seen list' }));
    expect(await screen.findByText('Failed to remove from seen list')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    fakeProfileServer();
    renderApp('/profile');
    expect(await screen.findByText('Nothing marked as seen yet')).toBeInTheDocument();
  });
});
