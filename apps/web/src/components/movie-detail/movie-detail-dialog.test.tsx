import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers.tsx';
import { server } from '../../test/msw-server.ts';
import { fail, mockTrpc, ok } from '../../test/trpc-mock.ts';
import type { MovieDetail } from './movie-detail.ts';
import { MovieDetailDialog } from './movie-detail-dialog.tsx';

const heat: MovieDetail = {
  movieId: 949,
  title: 'Heat',
  year: 1995,
  posterUrl: 'https://image.tmdb.org/t/p/w500/heat.jpg',
  rating: '8.3',
  description: 'A group of professional bank robbers start to feel the heat from police.',
  userRating: 'thumbs_up',
  watchOptions: {
    streaming: [{ name: 'Netflix', url: 'https://www.netflix.com/title/1' }],
    rent: [{ name: 'Apple TV', url: 'https://tv.apple.com/heat', price: '$3.99' }],
    buy: [{ name: 'Vudu', price: '$9.99' }],
  },
};

function show(movie: MovieDetail | null, onClose = vi.fn()) {
  render(
    <AppProviders>
      <MovieDetailDialog movie={movie} onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

describe('movie detail modal', () => {
  it('shows title, year, poster, rating out of 10, the member’s rating and About', () => {
    show(heat);
    const dialog = screen.getByRole('dialog', { name: 'Heat' });
    const modal = within(dialog);
    expect(modal.getByText('Released 1995')).toBeInTheDocument();
    expect(modal.getByRole('img', { name: 'Poster for Heat' })).toHaveAttribute('src', heat.posterUrl);
    expect(modal.getByText('8.3').parentElement).toHaveTextContent('8.3/10');
    expect(modal.getByText('Liked')).toBeInTheDocument();
    expect(modal.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(modal.getByText(heat.description as string)).toBeInTheDocument();
  });

  it('groups Where to Watch into Stream Now, Rent and Buy; links open in a new tab', () => {
    show(heat);
    const modal = within(screen.getByRole('dialog', { name: 'Heat' }));
    expect(modal.getByRole('heading', { name: 'Where to Watch' })).toBeInTheDocument();
    const stream = within(modal.getByRole('region', { name: 'Stream Now' }));
    const netflix = stream.getByRole('link', { name: /Netflix/ });
    expect(netflix).toHaveAttribute('href', 'https://www.netflix.com/title/1');
    expect(netflix).toHaveAttribute('target', '_blank');
    expect(netflix.getAttribute('rel')).toContain('noopener');
    const rent = within(modal.getByRole('region', { name: 'Rent' }));
    expect(rent.getByRole('link', { name: /Apple TV \$3\.99/ })).toHaveAttribute(
      'href',
      'https://tv.apple.com/heat',
    );
    const buy = within(modal.getByRole('region', { name: 'Buy' }));
    expect(buy.queryByRole('link')).not.toBeInTheDocument();
    expect(buy.getByText('Vudu')).toBeInTheDocument();
    expect(buy.getByText('$9.99')).toBeInTheDocument();
  });

  it("says 'Watch options not currently available.' when the catalog knows none either", async () => {
    let asked: unknown;
    server.use(
      mockTrpc({
        'catalog.watchProviders': (input) => {
          asked = input;
          return ok({ streaming: [], rent: [], buy: [], attribution: null });
        },
      }),
    );
    show({ ...heat, userRating: null, watchOptions: { streaming: [], rent: [], buy: [] } });
    const modal = within(screen.getByRole('dialog', { name: 'Heat' }));
    expect(modal.getByText('Checking the shelves for where to watch...')).toBeInTheDocument();
    expect(await modal.findByText('Watch options not currently available.')).toBeInTheDocument();
    expect(asked).toEqual({ id: 949 });
    expect(modal.queryByText('Liked')).not.toBeInTheDocument();
    expect(modal.queryByText('Disliked')).not.toBeInTheDocument();
  });

  it('looks up where to watch for a film saved without options', async () => {
    server.use(
      mockTrpc({
        'catalog.watchProviders': () =>
          ok({
            streaming: [{ name: 'Max', url: 'https://max.com/heat' }],
            rent: [],
            buy: [],
            attribution: 'Watch data by JustWatch',
          }),
      }),
    );
    show({ ...heat, watchOptions: null });
    const modal = within(screen.getByRole('dialog', { name: 'Heat' }));
    expect(await modal.findByRole('link', { name: /Max/ })).toHaveAttribute('href', 'https://max.com/heat');
    expect(modal.getByText('Watch data by JustWatch')).toBeInTheDocument();
    expect(modal.queryByRole('region', { name: 'Rent' })).not.toBeInTheDocument();
  });

  it('treats a failed lookup as no options, and a film with no id never asks', async () => {
    server.use(mockTrpc({ 'catalog.watchProviders': () => fail('INTERNAL_SERVER_ERROR', 'down') }));
    show({
      title: 'Home Movie',
      year: null,
      posterUrl: null,
      rating: null,
      description: null,
      watchOptions: null,
    });
    const modal = within(screen.getByRole('dialog', { name: 'Home Movie' }));
    expect(modal.getByText('Watch options not currently available.')).toBeInTheDocument();
    expect(modal.getByTestId('poster-placeholder')).toHaveAccessibleName('No poster for Home Movie');
    expect(modal.getByText('Not rated yet')).toBeInTheDocument();
  });

  it('shows Disliked, and closes from its close button', async () => {
    const onClose = show({ ...heat, userRating: 'thumbs_down' });
    const modal = within(screen.getByRole('dialog', { name: 'Heat' }));
    expect(modal.getByText('Disliked')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('stays closed without a film', () => {
    show(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
