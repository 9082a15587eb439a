import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilmList } from '../../../components/lists/use-list.ts';
import { FakeWebSocket, installFakeWebSocket } from '../../../components/notifications/fake-websocket.ts';
import { member as dana, movieResult } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fail, ok, recordingTrpc, type TrpcResolver, type TrpcResolvers } from '../../../test/trpc-mock.ts';

wholeAppRenders(() => import('./list-page.tsx'));

const DANA = { id: dana.id, name: 'Dana S.' };
const SAM = { id: 'u_sam', name: 'Sam R.' };
const item = (movieId: number, title: string, position: number, addedBy = DANA) => ({
  movieId,
  title,
  year: 1995,
  posterUrl: null,
  note: null,
  position,
  addedBy,
  addedAt: '2026-11-20T19:30:00.000Z',
});

function list(extra: Partial<FilmList> = {}): FilmList {
  return {
    id: 7,
    owner: DANA,
    title: 'Michael Mann after dark',
    description: 'Night, neon and professionals.',
    ranked: true,
    visibility: 'public',
    createdAt: '2026-11-20T19:30:00.000Z',
    updatedAt: '2026-11-20T19:30:00.000Z',
    editors: [SAM],
    items: [item(949, 'Heat', 1), { ...item(1538, 'Collateral', 2, SAM), note: 'The coyote.' }],
    isOwner: true,
    canEdit: true,
    ...extra,
  };
}

function serve(get: TrpcResolver<'lists.get'>, extra: TrpcResolvers = {}) {
  const { handler, calls } = recordingTrpc({
    'auth.me': () => ok(dana),
    'notifications.list': () => ok([]),
    'lists.get': get,
    'connections.list': () =>
      ok({ connections: [], pending: { incoming: [], outgoing: [] }, suggestions: [] }),
    ...extra,
  });
  server.use(handler);
  return calls;
}

beforeEach(() => installFakeWebSocket());
afterEach(() => vi.unstubAllGlobals());

describe('list page', () => {
  it('shows the ranked films in order with notes and who added each; the owner reorders with buttons', async () => {
    const calls = serve(() => ok(list()), {
      'lists.reorder': () => ok(list({ items: [item(1538, 'Collateral', 1, SAM), item(949, 'Heat', 2)] })),
    });
    renderApp('/lists/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Michael Mann after dark' }),
    ).toBeInTheDocument();
    const films = screen.getByRole('list', { name: 'Films on this list' });
    expect(films.tagName).toBe('OL');
    const rows = within(films).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual(['Heat', 'Collateral']);
    expect(within(rows[1]!).getByText('The coyote.')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Sam R.' })).toHaveAttribute('href', '/members/u_sam');
    expect(screen.getByRole('link', { name: /Export as Letterboxd CSV/ })).toHaveAttribute(
      'href',
      '/api/lists/7/export.csv',
    );
    expect(screen.getByRole('button', { name: 'Move Heat up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move Heat down' }));
    await waitFor(() => expect(calls['lists.reorder']).toEqual([{ id: 7, movieIds: [1538, 949] }]));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Films on this list' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Collateral'),
    );
    expect(screen.getByRole('heading', { name: 'List settings' })).toBeInTheDocument();
  });

  it('a reader sees the films without any editing controls', async () => {
    serve(() => ok(list({ isOwner: false, canEdit: false, ranked: false })));
    renderApp('/lists/7');
    const films = await screen.findByRole('list', { name: 'Films on this list' });
    expect(films.tagName).toBe('UL');
    expect(screen.queryByRole('button', { name: /Move|Remove/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add a film to this list' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'List settings' })).toBeNull();
  });

  it('says so when the list is empty, and adds a film picked from the catalog search', async () => {
    const calls = serve(() => ok(list({ items: [] })), {
      'catalog.searchMovies': () => ok({ results: [movieResult(949, 'Heat', '1995-12-15')] }),
      'lists.addItem': () => ok(list({ items: [item(949, 'Heat', 1)] })),
    });
    renderApp('/lists/7');
    expect(await screen.findByText('No films on this list yet')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Add a film to this list' });
    await userEvent.type(box, 'Heat');
    await userEvent.click(await screen.findByRole('option', { name: /Heat/ }));
    await waitFor(() => expect(calls['lists.addItem']).toEqual([{ id: 7, movieId: 949 }]));
    expect(await screen.findByRole('link', { name: 'Heat' })).toHaveAttribute('href', '/movie/949');
    // Emptied, ready for the next film.
    expect(box).toHaveValue('');
  });

  it('a list the viewer may not see is the Page Not Found; a failure offers to try again', async () => {
    serve(() => fail('NOT_FOUND', 'List not found'));
    const { unmount } = renderApp('/lists/7');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    unmount();
    let failures = 0;
    serve(() => (failures++ < 1 ? fail('INTERNAL_SERVER_ERROR', 'Something broke') : ok(list())));
    renderApp('/lists/8');
    expect(await screen.findByText("We couldn't load this list")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Michael Mann after dark' }),
    ).toBeInTheDocument();
  });

  it('an editor’s film appears live when the owner’s notification arrives', async () => {
    let current = list();
    serve(() => ok(current));
    renderApp('/lists/7');
    await screen.findByRole('heading', { level: 1, name: 'Michael Mann after dark' });
    current = list({ items: [...list().items, item(11, 'Thief', 3, SAM)] });
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.push({
      type: 'notification',
      data: {
        id: 1,
        type: 'list_film_added',
        title: 'A film was added to your list',
        message: 'Sam R. added Thief to Michael Mann after dark',
        isRead: false,
        createdAt: '2026-11-20T19:31:00.000Z',
        data: { listId: 7, movieId: 11 },
      },
    });
    expect(await screen.findByRole('link', { name: 'Thief' })).toHaveAttribute('href', '/movie/11');
  });
});
