// First, so its mocks are in place before the app's modules load.
import './fake-redirect-and-sound.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fail, mockTrpc, signedOut, unauthorized } from '../../../test/trpc-mock.ts';
import { fakeProfileServer, rewindReady, seenItem, watchlistItem } from './fake-profile.ts';
import { spies } from './fake-redirect-and-sound.ts';

wholeAppRenders(() => import('./profile-page.tsx'));

afterEach(() => {
  spies.unauthorized.mockReset();
  spies.redirect.mockReset();
  spies.playSound.mockClear();
  vi.restoreAllMocks();
});

function statValue(label: string) {
  const card = screen.getByText(label).closest('li');
  if (!card) throw new Error(`no stat card ${label}`);
  return card.textContent?.replace(label, '');
}

describe('profile page: signing in', () => {
  it("says 'Loading your profile...' while the session loads", async () => {
    server.use(mockTrpc({ 'auth.me': () => new Promise(() => {}) }));
    renderApp('/profile');
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
  });

  it('tells a visitor to log in, shows the card and goes to login after 500 ms', async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    // The toast comes a render after the card.
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You need to log in to view your profile. Logging in...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fprofile',
    );
    expect(screen.getByRole('link', { name: 'Back to Movies' })).toHaveAttribute('href', '/');

    // The wait itself is unauthorized.test.tsx's, on fake timers: timing it here on a busy machine flaked.
    expect(spies.unauthorized).toHaveBeenCalledWith(expect.objectContaining({ delayMs: 500 }));
    await waitFor(() => expect(spies.redirect).toHaveBeenCalledWith('/api/login?returnTo=%2Fprofile'));
  });

  it('does not redirect once the visitor has left the page', async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    const { unmount } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Authentication Required' });
    unmount();
    await new Promise((r) => setTimeout(r, 700));
    expect(spies.redirect).not.toHaveBeenCalled();
  });
});

describe('profile page: a member', () => {
  it('has the header: Contact, Logout, Back to Movies', async () => {
    fakeProfileServer();
    renderApp('/profile');
    const hero = await screen.findByRole('link', { name: 'Logout' });
    expect(hero).toHaveAttribute('href', '/api/logout');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:chuck@chucksvideo.store',
    );
    expect(screen.getByRole('link', { name: 'Back to Movies' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Welcome back,/)).toHaveTextContent('Welcome back, Dana Scully.');
  });

  it('opens the hidden door: a beep, then /easter-egg a second later', async () => {
    fakeProfileServer();
    const { user, history } = renderApp('/profile');
    const door = await screen.findByRole('button', { name: 'Employees only' });
    await user.click(door);
    expect(spies.playSound).toHaveBeenCalledWith('easterEggBeep');
    expect(door).toBeDisabled();
    await new Promise((r) => setTimeout(r, 600));
    expect(history.at(-1)).toBe('/profile');
    await waitFor(() => expect(history.at(-1)).toBe('/easter-egg'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Do NOT go in there' })).toBeInTheDocument();
  });

  it('shows every section, with stat cards that agree with the lists', async () => {
    fakeProfileServer({
      watchlist: [watchlistItem(1, 1), watchlistItem(2, 2)],
      seen: [seenItem(3, 'thumbs_up'), seenItem(4, 'thumbs_down'), seenItem(5, 'thumbs_up')],
      flair: [rewindReady],
    });
    renderApp('/profile');

    const queue = await screen.findByRole('list', { name: 'Watchlist queue' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(2);
    const seen = await screen.findByRole('list', { name: "Movies you've seen" });
    expect(within(seen).getAllByRole('listitem')).toHaveLength(3);
    expect(statValue('Movies to Watch')).toBe('2');
    expect(statValue('Movies Watched')).toBe('3');
    expect(statValue('Movies Liked')).toBe('2');

    for (const title of [
      'Watching Soon',
      'Profile',
      'Physical Collection',
      'My Watchlist',
      'Already Seen',
      'Your Achievements',
      'Import & Export',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Manage Collection' })).toHaveAttribute('href', '/dvd-club');
  });

  it('checks flair once on load, then refreshes the badge list', async () => {
    const state = fakeProfileServer({ watchlist: [watchlistItem(1, 1)] });
    renderApp('/profile');
    expect(await screen.findByText('Rewind Ready')).toBeInTheDocument();
    expect(screen.getByText('New!')).toBeInTheDocument();
    expect(state.calls['flair.check']).toHaveLength(1);
    expect(state.calls['flair.list']?.length).toBeGreaterThanOrEqual(2);
  });

  it('only logs a failed flair check', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeProfileServer({}, { 'flair.check': () => fail('INTERNAL_SERVER_ERROR', 'Something broke') });
    renderApp('/profile');
    expect(await screen.findByText('No flair yet')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Flair check failed', expect.anything()));
    expect(screen.queryByText('Something broke')).not.toBeInTheDocument();
  });

  it("sends a member whose session ran out to login: 'Unauthorized', 500 ms", async () => {
    fakeProfileServer({}, { 'watchlist.list': unauthorized, 'seen.list': unauthorized });
    renderApp('/profile');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() =>
      expect(spies.redirect).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2Fprofile'),
    );
  });
});
