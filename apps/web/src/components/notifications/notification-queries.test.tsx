import type { NotificationKind } from '@chuck/api/client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, wholeAppRenders } from '../../test/render-app.tsx';
import { ok } from '../../test/trpc-mock.ts';
import { collectionItem, loan, serve } from '../collection/fake-dvd-club.ts';
import { FakeWebSocket, installFakeWebSocket } from './fake-websocket.ts';
import type { Notification } from './use-notifications.ts';

wholeAppRenders(() => import('../../routes/club/dvd-club/dvd-club-page.tsx'));

function notification(id: number, type: NotificationKind): Notification {
  return {
    id,
    type,
    title: `Title ${id}`,
    message: `Message ${id}`,
    isRead: false,
    createdAt: new Date().toISOString(),
    data: { movieTitle: 'Heat' },
  };
}

/** The DVD Club screen of a member whose loans and credits the test changes "on the server". */
function club() {
  const state = { incoming: [] as ReturnType<typeof loan>[], credits: 3 };
  const calls = serve({
    'notifications.list': () => ok([]),
    'dvdClub.list': () => ok([collectionItem(1, { title: 'Heat', visibility: 'rentable' })]),
    'credits.balance': () => ok({ amount: state.credits, owed: 0 }),
    'loans.list': () => ok({ incoming: state.incoming, outgoing: [] }),
  });
  return { state, calls };
}

async function liveSocket() {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.latest();
  socket.open();
  return socket;
}

beforeEach(() => {
  installFakeWebSocket();
});
afterEach(() => vi.unstubAllGlobals());

describe('live screens: a notification refreshes what it changes', () => {
  it('a new rental request appears on the open DVD Club screen, and the credits with it, without a reload', async () => {
    const { state, calls } = club();
    renderApp('/dvd-club');
    const incoming = await screen.findByRole('region', { name: /Incoming/ });
    expect(within(incoming).getByRole('heading', { name: 'Incoming (0)' })).toBeInTheDocument();
    const socket = await liveSocket();

    state.incoming = [loan(1, { title: 'Heat', mediaId: 1 })];
    state.credits = 4;
    socket.push({ type: 'notification', data: notification(1, 'rental_request') });

    expect(await within(incoming).findByRole('heading', { name: 'Incoming (1)' })).toBeInTheDocument();
    expect(within(incoming).getByRole('heading', { name: /^Heat/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Your credits' })).toHaveTextContent('4'));
    // The collection was fetched again too (a requested disc shows as promised on the shelf).
    expect((calls['dvdClub.list'] ?? []).length).toBeGreaterThan(1);
  });

  it('a lending step the page has no name for yet still refreshes the loans; a test notification does not', async () => {
    const { state, calls } = club();
    renderApp('/dvd-club');
    await screen.findByRole('heading', { name: 'Incoming (0)' });
    const socket = await liveSocket();
    const before = calls['loans.list']?.length ?? 0;

    socket.push({ type: 'notification', data: notification(1, 'test') });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(calls['loans.list']?.length ?? 0).toBe(before);

    state.incoming = [loan(2, { title: 'Heat', mediaId: 1 })];
    socket.push({ type: 'notification', data: notification(2, 'rental_something_new' as NotificationKind) });
    expect(await screen.findByRole('heading', { name: 'Incoming (1)' })).toBeInTheDocument();
  });

  it('after the line comes back with nothing to compare against, the screen looks again', async () => {
    const { state } = club();
    renderApp('/dvd-club');
    await screen.findByRole('heading', { name: 'Incoming (0)' });
    const socket = await liveSocket();

    state.incoming = [loan(3, { title: 'Heat', mediaId: 1 })];
    socket.drop();
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(1), { timeout: 5000 });
    FakeWebSocket.latest().open();
    expect(await screen.findByRole('heading', { name: 'Incoming (1)' })).toBeInTheDocument();
  });
});
