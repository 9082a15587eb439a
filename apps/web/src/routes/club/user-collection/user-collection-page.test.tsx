import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionItem, resetSpies, serve } from '../../../components/collection/fake-dvd-club.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, ok } from '../../../test/trpc-mock.ts';

vi.mock('../../../lib/unauthorized.ts', async (original) =>
  (await import('../../../components/collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

type UserCollection = RouterOutputs['userCollection']['get'];

beforeAll(async () => {
  await import('./user-collection-page.tsx');
});
afterEach(resetSpies);

const fox = {
  id: 'u_fox',
  profileImageUrl: null,
  displayName: 'Fox Mulder',
};
const owned = { ownerId: 'u_fox', ownerName: 'Fox Mulder' };

function collection(data: Partial<UserCollection> = {}) {
  const movies = data.movies ?? [
    collectionItem(1, { ...owned, title: 'Heat', visibility: 'rentable', format: 'Blu-ray' }),
    collectionItem(2, { ...owned, title: 'Alien', visibility: 'rentable', format: 'DVD', onLoan: true }),
    collectionItem(3, {
      ...owned,
      title: 'Clue',
      visibility: 'public',
      format: 'VHS',
      notes: 'Signed sleeve',
    }),
  ];
  return serve({
    'userCollection.get': () => ok({ user: fox, totalMovies: movies.length, ...data, movies }),
    'credits.balance': () => ok({ amount: 3, owed: 0 }),
  });
}

function stat(label: string) {
  const stats = screen.getByRole('list', { name: 'Collection stats' });
  return within(stats).getByText(label).parentElement?.textContent?.replace(label, '');
}

describe('User collection page', () => {
  it('shows the header, the four stats and both groups', async () => {
    const calls = collection();
    renderApp('/user/u_fox/collection');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Fox Mulder's Collection" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 movies · 2 available to rent/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo of Fox Mulder' })).toBeInTheDocument();
    expect(stat('Total Movies')).toBe('3');
    expect(stat('Available to Rent')).toBe('2');
    expect(stat('Public Collection')).toBe('1');
    expect(stat('Formats Owned')).toBe('3');
    expect(calls['userCollection.get']).toEqual([{ userId: 'u_fox' }]);

    const rentable = screen.getByRole('region', { name: 'Available for Rental' });
    expect(within(rentable).getAllByRole('article')).toHaveLength(2);
    expect(within(rentable).getAllByRole('button', { name: 'Request Rental' })).toHaveLength(1);
    expect(within(rentable).getAllByRole('button', { name: 'Place Hold' })).toHaveLength(1);
    expect(within(rentable).getByText('On loan')).toBeInTheDocument();
    const shown = screen.getByRole('region', { name: 'Public Collection' });
    const clue = within(shown).getByRole('article', { name: /Clue/ });
    expect(within(clue).getByText('Not available for rental')).toBeInTheDocument();
    expect(within(clue).getByText('Signed sleeve')).toBeInTheDocument();
    expect(within(clue).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens Request Rental for a rentable disc', async () => {
    collection();
    const { user } = renderApp('/user/u_fox/collection');
    const heat = await screen.findByRole('article', { name: /Heat/ });
    await user.click(within(heat).getByRole('button', { name: 'Request Rental' }));
    expect(await screen.findByRole('dialog', { name: 'Request Rental' })).toHaveTextContent(
      'Ask Fox Mulder to lend you Heat',
    );
  });

  it("names the member by the server's public name, linking to their page", async () => {
    collection({ user: { ...fox, displayName: 'Spooky M.' } });
    renderApp('/user/u_fox/collection');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Spooky M.'s Collection" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spooky M.' })).toHaveAttribute('href', '/members/u_fox');
  });

  it("says 'No movies in collection' when nothing is on display", async () => {
    collection({ movies: [], totalMovies: 0 });
    renderApp('/user/u_fox/collection');
    expect(await screen.findByText('No movies in collection')).toBeInTheDocument();
    expect(stat('Total Movies')).toBe('0');
  });

  it("says 'Collection not found' for an unknown member", async () => {
    serve({ 'userCollection.get': () => fail('NOT_FOUND', 'Collection not found') });
    renderApp('/user/nobody/collection');
    expect(await screen.findByText('Collection not found')).toBeInTheDocument();
    expect(
      screen.getByText("This user's collection could not be loaded or may be private."),
    ).toBeInTheDocument();
  });

  it('lets the owner manage rather than request their own discs', async () => {
    serve({
      'auth.me': () =>
        ok({
          id: 'u_fox',
          email: 'fox@example.com',
          firstName: 'Fox',
          lastName: 'Mulder',
          profileImageUrl: null,
        }),
      'userCollection.get': () =>
        ok({
          user: fox,
          totalMovies: 1,
          movies: [collectionItem(1, { ...owned, title: 'Heat', visibility: 'rentable' })],
        }),
    });
    renderApp('/user/u_fox/collection');
    const heat = await screen.findByRole('article', { name: /Heat/ });
    expect(await within(heat).findByText('Your disc')).toBeInTheDocument();
    expect(within(heat).queryByRole('button', { name: 'Request Rental' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your collection' })).toHaveAttribute('href', '/dvd-club');
  });
});
