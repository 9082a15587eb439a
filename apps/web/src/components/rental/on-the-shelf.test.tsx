import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers.tsx';
import { renderInApp } from '../../test/render-in-app.tsx';
import { ok } from '../../test/trpc-mock.ts';
import { resetSpies, serve } from '../collection/dvd-club-test-kit.ts';
import { createAvailabilityLoader, type FilmAvailability } from './availability-loader.ts';
import { OnTheShelf } from './on-the-shelf.tsx';

vi.mock('../../lib/unauthorized.ts', async (original) =>
  (await import('../collection/dvd-club-test-kit.ts')).withRedirectSpy(await original()),
);

const answer = (overrides: Partial<FilmAvailability>): FilmAvailability => ({
  movieId: null,
  title: null,
  owners: 0,
  copies: 0,
  firstAvailable: null,
  ...overrides,
});

function availability(input: unknown) {
  const { movieIds = [], titles = [] } = input as { movieIds?: number[]; titles?: string[] };
  const known: Record<number, FilmAvailability> = {
    1: answer({
      movieId: 1,
      owners: 2,
      copies: 3,
      firstAvailable: {
        id: 77,
        ownerId: 'u_fox',
        ownerName: 'Fox Mulder',
        format: '4K UHD',
        condition: 'Mint',
      },
    }),
    3: answer({ movieId: 3, owners: 1, copies: 1, firstAvailable: null }),
  };
  return ok({
    movies: [
      ...movieIds.map((id) => known[id] ?? answer({ movieId: id })),
      ...titles.map((title) =>
        answer({ title, owners: title === 'Clue' ? 1 : 0, copies: title === 'Clue' ? 1 : 0 }),
      ),
    ],
  });
}

afterEach(resetSpies);

describe('OnTheShelf', () => {
  it('asks once for every badge on the page and shows only films members have rentable', async () => {
    const calls = serve({ 'shelf.availability': availability, 'credits.balance': () => ok({ amount: 2 }) });
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
      </AppProviders>,
    );
    const heat = screen.getByRole('article', { name: 'Heat' });
    expect(await within(heat).findByRole('link', { name: /On the shelf/ })).toHaveAttribute(
      'href',
      '/whats-on-the-shelf?search=Heat',
    );
    expect(within(heat).getByText(': 3 copies from 2 members')).toBeInTheDocument();
    expect(within(heat).getByRole('button', { name: 'Request Rental' })).toBeInTheDocument();
    // All copies lent out: marked, but nothing to request right now.
    const alien = screen.getByRole('article', { name: 'Alien' });
    expect(within(alien).getByText('All copies out on loan')).toBeInTheDocument();
    expect(within(alien).queryByRole('button')).not.toBeInTheDocument();
    // Matched by title when there is no catalog id.
    expect(
      within(screen.getByRole('article', { name: 'Clue' })).getByText(/On the shelf/),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Tremors' })).toBeEmptyDOMElement();

    expect(calls['shelf.availability']).toEqual([{ movieIds: [1, 2, 3], titles: ['Clue'] }]);
  });

  it("requests the copy that is in with one click and the dialog's Send", async () => {
    const calls = serve({
      'shelf.availability': availability,
      'credits.balance': () => ok({ amount: 2 }),
      'loans.request': (input) => ok({ id: 9, ...(input as object) }),
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
      ...ids.map((id) => answer({ movieId: id, owners: id % 2 })),
      ...titles.map((title) => answer({ title, owners: 1 })),
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
