import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { movieResult } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockTrpc, ok, signedOut } from '../../../test/trpc-mock.ts';

const result = (id: number, title: string, year: number) =>
  movieResult(id, title, `${year}-01-01`, {
    poster_path: `/api/posters/${id}.svg`,
    vote_average: 7,
    overview: `${title}, from the catalog.`,
  });

describe('social share demo', () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the four scenarios, the share creator for the chosen one and the feature list', async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.searchMovies': (input) => {
          const q = (input as { q: string }).q;
          const films: Record<string, [number, number]> = {
            'The Matrix': [603, 1999],
            'Back to the Future': [105, 1985],
            'Jurassic Park': [329, 1993],
            'Pulp Fiction': [680, 1994],
          };
          const [id, year] = films[q] ?? [1, 2000];
          return ok({ results: [result(id, q, year)] });
        },
      }),
    );
    const { user } = renderApp('/social-share-demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Social Share Demo' })).toBeInTheDocument();
    const scenarios = screen
      .getAllByRole('button', { pressed: false })
      .concat(screen.getAllByRole('button', { pressed: true }));
    expect(scenarios.map((b) => b.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('RecommendationThe Matrix (1999)'),
        expect.stringContaining('WatchlistBack to the Future (1985)'),
        expect.stringContaining('CollectionJurassic Park (1993)'),
        expect.stringContaining('ReviewPulp Fiction (1994)'),
      ]),
    );
    expect(await screen.findByTestId('share-text')).toHaveTextContent('"The Matrix (1999)"');
    expect(screen.getByTestId('share-text')).toHaveTextContent(`${window.location.origin}/movie/603`);

    await user.click(screen.getByRole('button', { name: /Collection\s*Jurassic Park/ }));
    expect(await screen.findByTestId('share-text')).toHaveTextContent(
      '"Jurassic Park (1993)" just joined my collection',
    );
    expect(screen.getByRole('radio', { name: 'Collection' })).toBeChecked();

    const features = screen.getByRole('region', { name: "What's in the photo booth" });
    for (const name of ['6 vintage filters', '4 templates', 'Instagram', 'Twitter', 'Facebook', 'Download']) {
      expect(within(features).getByText(name)).toBeInTheDocument();
    }
    expect(
      within(features).getByText('Sepia, Film Grain, VHS, Retro Warm, Cinema, Neon'),
    ).toBeInTheDocument();
  });

  it('falls back to the sample film when the catalog search fails', async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    renderApp('/social-share-demo');
    expect(await screen.findByTestId('share-text')).toHaveTextContent('"The Matrix (1999)"');
    expect(screen.getByTestId('share-text')).toHaveTextContent(`${window.location.origin}/`);
  });
});
