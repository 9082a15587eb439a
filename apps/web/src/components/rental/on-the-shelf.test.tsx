import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers.tsx';
import { renderInApp } from '../../test/render-in-app.tsx';
import { ok } from '../../test/trpc-mock.ts';
import { filmAvailability, hold, loan, resetSpies, serve, spies } from '../collection/fake-dvd-club.ts';
import { createAvailabilityLoader, type FilmAvailability } from './availability-loader.ts';
import { OnTheShelf } from './on-the-shelf.tsx';

vi.mock('../../lib/unauthorized.ts', async (original) =>
  (await import('../collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

function availability(input: unknown) {
  const { movieIds = [], titles = [] } = input as { movieIds?: number[]; titles?: string[] };
  const known: Record<number, FilmAvailability> = {
    1: filmAvailability({
      movieId: 1,
      owners: 2,
      copies: 3,
      onShelf: 1,
      firstAvailable: {
        id: 77,
        ownerId: 'u_fox',
        ownerName: 'Fox Mulder',
        format: '4K UHD',
        condition: 'Mint',
      },
    }),
    3: filmAvailability({
      movieId: 3,
      owners: 1,
      copies: 1,
      toHold: { id: 78, ownerId: 'u_dana', ownerName: 'Dana Scully', format: 'DVD', condition: 'Good' },
    }),
    4: filmAvailability({ movieId: 4, owners: 1, copies: 1, youHaveIt: true }),
    5: filmAvailability({ movieId: 5, owners: 1, copies: 1 }),
  };
  return ok({
    movies: [
      ...movieIds.map((id) => known[id] ?? filmAvailability({ movieId: id })),
      ...titles.map((title) =>
        filmAvailability({ title, owners: title === 'Clue' ? 1 : 0, copies: title === 'Clue' ? 1 : 0 }),
      ),
    ],
  });
}

afterEach(resetSpies);

describe('OnTheShelf', () => {
  it('asks once for every badge on the page and shows only films members have rentable, with the next step', async () => {
    const calls = serve({
      'shelf.availability': availability,
      'credits.balance': () => ok({ amount: 2, owed: 0 }),
    });
    render(
      <AppProviders>
        <article aria-label="Heat">
          <OnTheShelf movieId={1} title="Heat" />
        </article>
        <article aria-label="Tremors">
          <OnTheShelf movieId={2} title="Tremors" />
        </article>
        <article aria-label="Alien">
          <OnTheShelf movieId={3} title="Alien" />
        </article>
        <article aria-label="Clue">
          <OnTheShelf title="Clue" />
        </article>
        <article aria-label="Se7en">
          <OnTheShelf movieId={4} title="Se7en" />
        </article>
        <article aria-label="Fargo">
          <OnTheShelf movieId={5} title="Fargo" />
        </article>
      </AppProviders>,
    );
    const heat = screen.getByRole('article', { name: 'Heat' });
    expect(await within(heat).findByRole('link', { name: /On the shelf/ })).toHaveAttribute(
      'href',
      '/whats-on-the-shelf?search=Heat',
    );
    expect(within(heat).getByText('3 copies from 2 members, 1 in now')).toBeInTheDocument();
    expect(within(heat).getByRole('button', { name: 'Request Rental' })).toBeInTheDocument();
    // All copies out: a hold on one of them instead.
    const alien = screen.getByRole('article', { name: 'Alien' });
    expect(within(alien).getByText('1 copy from 1 member, 0 in now')).toBeInTheDocument();
    expect(within(alien).getByRole('button', { name: 'Place Hold' })).toBeInTheDocument();
    expect(within(alien).queryByRole('button', { name: 'Request Rental' })).not.toBeInTheDocument();
    // The borrower holding a copy is not offered another.
    const se7en = screen.getByRole('article', { name: 'Se7en' });
    expect(within(se7en).getByText('You have this disc')).toBeInTheDocument();
    expect(within(se7en).queryByRole('button')).not.toBeInTheDocument();
    // Out, and nothing to hold (it is promised): said so.
    expect(
      within(screen.getByRole('article', { name: 'Fargo' })).getByText('All copies out on loan'),
    ).toBeInTheDocument();
    // Matched by title when there is no catalog id.
    expect(
      within(screen.getByRole('article', { name: 'Clue' })).getByText(/On the shelf/),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Tremors' })).toBeEmptyDOMElement();

    expect(calls['shelf.availability']).toEqual([{ movieIds: [1, 2, 3, 4, 5], titles: ['Clue'] }]);
  });

  it('places a hold on a copy that is out and says the place in line', async () => {
    const calls = serve({
      'shelf.availability': availability,
      'holds.place': (input) => ok(hold(5, { mediaId: Number(input.mediaId), position: 2 })),
    });
    const { user } = renderInApp(<OnTheShelf movieId={3} title="Alien" />);
    await waitFor(() => expect(calls['auth.me']).toBeDefined());
    await user.click(await screen.findByRole('button', { name: 'Place Hold' }));
    expect(await screen.findByText('Hold Placed')).toBeInTheDocument();
    expect(
      screen.getByText("You're number 2 in line for Alien. We'll tell you when it's your turn."),
    ).toBeInTheDocument();
    expect(calls['holds.place']).toEqual([{ mediaId: 78 }]);
  });

  it('sends a visitor to log in instead of placing a hold', async () => {
    const calls = serve({ 'shelf.availability': availability }, { anonymous: true });
    const { user } = renderInApp(<OnTheShelf movieId={3} title="Alien" />);
    await waitFor(() => expect(calls['auth.me']).toBeDefined());
    await user.click(await screen.findByRole('button', { name: 'Place Hold' }));
    await waitFor(() =>
      expect(spies.unauthorized).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Login Required', description: 'Please log in to place a hold' }),
      ),
    );
    expect(calls['holds.place']).toBeUndefined();
  });

  it('inside a search result, only says how many copies, with no link or button', async () => {
    serve({ 'shelf.availability': availability });
    render(
      <AppProviders>
        <div role="listbox" aria-label="Results">
          <div role="option" aria-selected="false" aria-label="Heat" tabIndex={-1}>
            <OnTheShelf movieId={1} title="Heat" labelOnly />
          </div>
        </div>
      </AppProviders>,
    );
    const option = screen.getByRole('option', { name: 'Heat' });
    expect(await within(option).findByText('On the shelf: 3 copies')).toBeInTheDocument();
    expect(within(option).queryByRole('link')).not.toBeInTheDocument();
    expect(within(option).queryByRole('button')).not.toBeInTheDocument();
  });

  it("requests the copy that is in with one click and the dialog's Send", async () => {
    const calls = serve({
      'shelf.availability': availability,
      'credits.balance': () => ok({ amount: 2, owed: 0 }),
      'loans.request': (input) => ok(loan(9, { mediaId: Number(input.mediaId) })),
    });
    const { user } = renderInApp(<OnTheShelf movieId={1} title="Heat" />);
    await waitFor(() => expect(calls['auth.me']).toBeDefined());
    await user.click(await screen.findByRole('button', { name: 'Request Rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Rental' });
    expect(dialog).toHaveTextContent('Ask Fox Mulder to lend you Heat.');
    expect(within(dialog).getByText('4K UHD')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Rental Request Sent!')).toBeInTheDocument();
    expect(calls['loans.request']).toEqual([{ mediaId: 77, ownerId: 'u_fox' }]);
  });
});

describe('createAvailabilityLoader', () => {
  it('gathers questions asked together into calls of at most 50 ids and 50 titles', async () => {
    const ask = vi.fn(async (ids: number[], titles: string[]) => [
      ...ids.map((id) => filmAvailability({ movieId: id, owners: id % 2 })),
      ...titles.map((title) => filmAvailability({ title, owners: 1 })),
    ]);
    const loader = createAvailabilityLoader(ask);
    const answers = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => loader.load({ movieId: i + 1, title: `Film ${i + 1}` })),
      loader.load({ movieId: 7, title: 'Film 7' }),
      loader.load({ movieId: null, title: 'Clue' }),
      loader.load({ movieId: null, title: ' clue ' }),
    ]);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(ask.mock.calls[0]?.[0]).toHaveLength(50);
    expect(ask.mock.calls[0]?.[1]).toEqual(['Clue']);
    expect(ask.mock.calls[1]?.[0]).toHaveLength(10);
    expect(answers[0]?.owners).toBe(1);
    expect(answers[1]?.owners).toBe(0);
    expect(answers[60]?.movieId).toBe(7);
    expect(answers[62]?.title).toBe('Clue');
  });
});
