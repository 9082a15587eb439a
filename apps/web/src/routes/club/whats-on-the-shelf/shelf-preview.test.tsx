import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSpies, serve, shelfItem, shelfPage } from '../../../components/collection/fake-dvd-club.ts';
import { renderInApp } from '../../../test/render-in-app.tsx';
import { fail, ok } from '../../../test/trpc-mock.ts';
import { ShelfPreview } from '../../front-counter/home/shelf-preview-slot.tsx';

vi.mock('../../../lib/unauthorized.ts', async (original) =>
  (await import('../../../components/collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

afterEach(resetSpies);

const show = () => renderInApp(<ShelfPreview />).user;

const items = (n: number) => Array.from({ length: n }, (_, i) => shelfItem(i + 1));

describe("Home: 'What's On The Shelf' preview", () => {
  it("asks for 8 discs and says 'Showing 8 of N' when there are more", async () => {
    const calls = serve({ 'shelf.list': () => ok(shelfPage(items(8), 23, 1, 8)) });
    show();
    const list = await screen.findByRole('list', { name: 'Shelf preview' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByText('Showing 8 of 23')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/whats-on-the-shelf');
    expect(calls['shelf.list']).toEqual([{ page: 1, limit: 8 }]);
  });

  it('leaves the count out when everything fits', async () => {
    serve({ 'shelf.list': () => ok(shelfPage(items(5), 5, 1, 8)) });
    show();
    await screen.findByRole('list', { name: 'Shelf preview' });
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('opens Request Rental for the disc chosen; own discs are marked', async () => {
    serve({
      'shelf.list': () =>
        ok(
          shelfPage([
            shelfItem(1, { title: 'Heat', format: 'DVD', condition: 'Fair' }),
            shelfItem(2, { title: 'Mine', isOwn: true }),
          ]),
        ),
      'credits.balance': () => ok({ amount: 1, owed: 0 }),
    });
    const user = show();
    await waitFor(() => expect(screen.getByRole('button', { name: /Heat/ })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Mine/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your disc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Heat/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Rental' });
    expect(dialog).toHaveTextContent('Ask Fox Mulder to lend you Heat');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when nothing is rentable, and when the shelf cannot be checked', async () => {
    serve({ 'shelf.list': () => ok(shelfPage([], 0, 1, 8)) });
    show();
    expect(await screen.findByText('No rentable movies are currently available')).toBeInTheDocument();
  });

  it('offers to try again after a failure', async () => {
    serve({ 'shelf.list': () => fail('INTERNAL_SERVER_ERROR', 'Database offline') });
    show();
    expect(await screen.findByText("Couldn't check the shelf just now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
