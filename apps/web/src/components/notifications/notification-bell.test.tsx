import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockTrpc, ok, type TrpcResolver, type TrpcResolvers, unauthorized } from '../../test/trpc-mock.ts';
import { FakeWebSocket, installFakeWebSocket } from './fake-websocket.ts';
import type { Notification } from './use-notifications.ts';

const playSound = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../lib/sound.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/sound.ts')>()),
  playSound,
}));

function notification(id: number, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'rental_request',
    title: `Title ${id}`,
    message: `Message ${id}`,
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    data: {},
    ...extra,
  };
}

function setup(resolvers: TrpcResolvers) {
  server.use(mockTrpc({ 'auth.me': () => ok(member), ...resolvers }));
  return renderApp('/whats-on-the-shelf');
}

const header = () => within(screen.getByRole('banner'));
const bell = () => header().findByRole('button', { name: /^Notifications/ });

/** The visible toast (Radix renders it as an open list item in the toast viewport). */
async function expectToast(...texts: string[]) {
  await waitFor(() => {
    const toast = document.querySelector('li[data-state="open"]');
    for (const text of texts) expect(toast).toHaveTextContent(text);
  });
}

async function openPanel(user: ReturnType<typeof setup>['user']) {
  await user.click(await bell());
  return within(screen.getByRole('region', { name: 'Notifications' }));
}

beforeEach(() => {
  installFakeWebSocket();
  playSound.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('notification bell', () => {
  it('shows the unread count, 9+ above 9', async () => {
    const list = Array.from({ length: 12 }, (_, i) => notification(20 - i, { isRead: i >= 10 }));
    setup({ 'notifications.list': () => ok(list) });
    expect(await header().findByRole('button', { name: 'Notifications, 10 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('9+');
  });

  it('links the member a notification is about to their page, and closes the panel when followed', async () => {
    const { user, history } = setup({
      'notifications.list': () =>
        ok([
          notification(3, {
            type: 'new_message',
            title: 'New message from Fox M.',
            data: { fromUserId: 'u_fox', fromName: 'Fox M.', connectionId: 7 },
          }),
          notification(2, {
            type: 'new_connection',
            isRead: true,
            data: { otherUserId: 'u_walter', otherName: 'Walter S.' },
          }),
          notification(1, { type: 'test', title: 'Test Notification' }),
        ]),
    });
    const panel = await openPanel(user);
    const items = panel.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Fox M.' })).toHaveAttribute('href', '/members/u_fox');
    expect(within(items[1]!).getByRole('link', { name: 'Walter S.' })).toHaveAttribute(
      'href',
      '/members/u_walter',
    );
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
    // The link sits beside the mark-read button, not inside it.
    expect(within(items[0]!).getByRole('button')).not.toContainElement(
      within(items[0]!).getByRole('link', { name: 'Fox M.' }),
    );
    await user.click(within(items[0]!).getByRole('link', { name: 'Fox M.' }));
    await waitFor(() => expect(history.at(-1)).toBe('/members/u_fox'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("leads a ready hold to Request Rental in the member's holds, and a shelf alert to the film on the shelf", async () => {
    const { user, history } = setup({
      'notifications.list': () =>
        ok([
          notification(2, {
            type: 'on_the_shelf',
            title: 'On the shelf: Heat',
            isRead: true,
            data: { movieTitle: 'Heat', fromUserId: 'u_fox', fromName: 'Fox M.' },
          }),
          notification(1, { type: 'hold_ready', title: 'Your turn: Alien', data: { movieTitle: 'Alien' } }),
        ]),
    });
    const panel = await openPanel(user);
    const [alert, ready] = panel.getAllByRole('listitem');
    expect(within(alert!).getByRole('link', { name: 'Fox M.' })).toBeInTheDocument();
    expect(within(alert!).getByRole('link', { name: 'Request Rental' })).toHaveAttribute(
      'href',
      '/whats-on-the-shelf?search=Heat',
    );
    await user.click(within(ready!).getByRole('link', { name: 'Request Rental' }));
    await waitFor(() => expect(history.at(-1)).toBe('/dvd-club#your-holds'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('leads a list invitation to the list (docs/product.md §2 Lists)', async () => {
    const { user } = setup({
      'notifications.list': () =>
        ok([
          notification(1, { type: 'list_editor_added', title: 'You can edit a list', data: { listId: 7 } }),
        ]),
    });
    const panel = await openPanel(user);
    expect(panel.getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/lists/7');
  });

  it('lists title, message, relative time (Recently when unknown) and marks unread ones', async () => {
    const { user } = setup({
      'notifications.list': () =>
        ok([notification(2), notification(1, { isRead: true, createdAt: 'not a date', title: 'Old news' })]),
    });
    expect(await header().findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const panel = await openPanel(user);
    const items = panel.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Title 2 (unread)');
    expect(items[0]).toHaveTextContent('Message 2');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('Old news');
    expect(items[1]).not.toHaveTextContent('(unread)');
    expect(items[1]).toHaveTextContent('Recently');
  });

  it('shows an empty list when nothing has arrived, and when the fetch is unauthorized', async () => {
    const { user } = setup({ 'notifications.list': unauthorized });
    const panel = await openPanel(user);
    expect(await panel.findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('marks an unread notification read on click', async () => {
    const markRead = vi.fn<TrpcResolver<'notifications.markRead'>>(() =>
      ok(notification(2, { isRead: true })),
    );
    const { user } = setup({
      'notifications.list': () => ok([notification(2), notification(1)]),
      'notifications.markRead': markRead,
    });
    await header().findByRole('button', { name: 'Notifications, 2 unread' });
    const panel = await openPanel(user);
    await user.click(panel.getByRole('button', { name: /Title 2/ }));
    expect(markRead).toHaveBeenCalledWith({ id: 2 });
    expect(await header().findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /Title 2/ })).not.toBeInTheDocument();
  });

  it('treats a 401 on mark-read as read', async () => {
    const { user } = setup({
      'notifications.list': () => ok([notification(2)]),
      'notifications.markRead': unauthorized,
    });
    await header().findByRole('button', { name: 'Notifications, 1 unread' });
    const panel = await openPanel(user);
    await user.click(panel.getByRole('button', { name: /Title 2/ }));
    expect(await header().findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('marks all read', async () => {
    const markAll = vi.fn<TrpcResolver<'notifications.markAllRead'>>(() => ok({ updated: 2 }));
    const { user } = setup({
      'notifications.list': () => ok([notification(2), notification(1)]),
      'notifications.markAllRead': markAll,
    });
    await header().findByRole('button', { name: 'Notifications, 2 unread' });
    const panel = await openPanel(user);
    await user.click(panel.getByRole('button', { name: 'Mark all read' }));
    expect(await header().findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(markAll).toHaveBeenCalledOnce();
    expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('posts a test notification for the signed-in member and shows it', async () => {
    const test = vi.fn<TrpcResolver<'notifications.test'>>(() =>
      ok(notification(9, { type: 'test', title: 'Test Notification' })),
    );
    const { user } = setup({ 'notifications.list': () => ok([]), 'notifications.test': test });
    const panel = await openPanel(user);
    await user.click(panel.getByRole('button', { name: 'Test' }));
    expect(test).toHaveBeenCalledWith(expect.objectContaining({ userId: member.id }));
    expect(await header().findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(panel.getByRole('listitem')).toHaveTextContent('Test Notification');
    await expectToast('Test Notification', 'Message 9');
    // The socket delivering the same one later changes nothing.
    FakeWebSocket.latest().push({
      type: 'notification',
      data: notification(9, { title: 'Test Notification' }),
    });
    expect(panel.getAllByRole('listitem')).toHaveLength(1);
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('identifies itself, then prepends a pushed notification with a chime and a toast, once', async () => {
    const { user } = setup({ 'notifications.list': () => ok([notification(1)]) });
    await header().findByRole('button', { name: 'Notifications, 1 unread' });
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    socket.open();
    expect(socket.sent).toEqual([{ type: 'identify', userId: member.id }]);

    const pushed = notification(5, { title: 'Rental Request', message: 'Fox wants Alien' });
    socket.push({ type: 'notification', data: pushed });
    socket.push({ type: 'notification', data: pushed });
    expect(await header().findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await expectToast('Rental Request', 'Fox wants Alien');
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenCalledWith('notification', { autoplay: true });

    const panel = await openPanel(user);
    const items = panel.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Rental Request');
  });

  it('catches up after a resync without duplicates', async () => {
    const list = vi.fn<TrpcResolver<'notifications.list'>>((input) => {
      const since = (input as { since?: string } | undefined)?.since;
      return ok(since ? [notification(3), notification(2)] : [notification(2), notification(1)]);
    });
    const { user } = setup({ 'notifications.list': list });
    await header().findByRole('button', { name: 'Notifications, 2 unread' });
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().push({ type: 'resync' });
    expect(await header().findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ since: '2' });
    const panel = await openPanel(user);
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(3));
  });
});
