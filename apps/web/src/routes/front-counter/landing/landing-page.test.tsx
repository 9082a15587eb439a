import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { movieDetails, movieResult } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockTrpc, ok, signedOut } from '../../../test/trpc-mock.ts';

// Compile the lazily loaded page up front and allow 10 s waits: a busy shared machine can pass 5 s.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await import('./landing-page.tsx');
}, 60_000);

const jurassicPark = movieResult(329, 'Jurassic Park', '1993-06-11', {
  poster_path: 'https://image.tmdb.org/t/p/w92/jp.jpg',
  overview: 'A theme park of cloned dinosaurs goes wrong.',
});

function mockLandingServer() {
  const searches: unknown[] = [];
  server.use(
    mockTrpc({
      'auth.me': signedOut,
      'catalog.searchMovies': (input) => {
        searches.push(input);
        return ok({
          results: [jurassicPark, { ...jurassicPark, id: 330, title: 'The Lost World: Jurassic Park' }],
        });
      },
      'catalog.getMovie': () =>
        ok({
          ...movieDetails(jurassicPark),
          director: 'Steven Spielberg',
          runtime: 127,
          genres: [
            { id: 1, name: 'Adventure' },
            { id: 2, name: 'Science Fiction' },
          ],
          vote_count: 1200,
        }),
    }),
  );
  return { searches };
}

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('landing page', () => {
  it('sends Sign In, Get Started and Start Your Journey to the login page', async () => {
    mockLandingServer();
    renderApp('/landing');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Welcome to Chuck's Video Store" }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
    expect(main.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/api/login');
    const header = within(screen.getByRole('banner'));
    for (const link of await header.findAllByRole('link', { name: 'Sign In' })) {
      expect(link).toHaveAttribute('href', '/api/login?returnTo=%2Flanding');
    }
  });

  it('scrolls Learn More to the four steps of How It Works', async () => {
    mockLandingServer();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderApp('/landing');
    await user.click(await screen.findByRole('button', { name: 'Learn More' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'How It Works' });
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(heading).toHaveFocus();
    const steps = within(heading.parentElement as HTMLElement);
    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Sign in',
      'Enter your top 3',
      'Get recommendations',
      'Build your profile',
    ]);
  });

  it('has three feature blurbs, the support box and a contact link', async () => {
    mockLandingServer();
    renderApp('/landing');
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 2, name: "What's in store" });
    for (const feature of ['Neurocinematics', 'Personal watchlists', 'Evolving taste']) {
      expect(main.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(main.getByRole('heading', { level: 2, name: 'Keep the lights on' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: /chuck@/ })).toHaveAttribute(
      'href',
      'mailto:chuck@chucksvideo.store',
    );
  });

  it('finds a film with the quick search and shows what it is', async () => {
    const { searches } = mockLandingServer();
    const { user } = renderApp('/landing');
    const box = await screen.findByRole('combobox', { name: 'Quick movie search' });
    await user.type(box, 'jurassic');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(searches).toEqual([{ q: 'jurassic', limit: 6 }]);

    await user.click(options[0] as HTMLElement);
    expect(box).toHaveValue('Jurassic Park');
    const result = within(screen.getByRole('region', { name: 'Jurassic Park' }));
    expect(result.getByText('1993')).toBeInTheDocument();
    expect(result.getByText('7.9')).toBeInTheDocument();
    expect(result.getByText('A theme park of cloned dinosaurs goes wrong.')).toBeInTheDocument();
    expect(
      await result.findByText('Directed by Steven Spielberg · Adventure, Science Fiction'),
    ).toBeInTheDocument();
    expect(result.getByText('127 min')).toBeInTheDocument();
    expect(result.getByRole('link', { name: 'Sign in for picks like this' })).toHaveAttribute(
      'href',
      '/api/login',
    );

    await user.click(result.getByRole('button', { name: 'Close Jurassic Park' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Jurassic Park' })).not.toBeInTheDocument(),
    );
  });
});
