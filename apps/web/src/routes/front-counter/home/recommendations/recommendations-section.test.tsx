import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { availabilityBy, FOX_COPY } from '../../../../components/collection/fake-dvd-club.ts';
import { getSessionId } from '../../../../lib/session.ts';
import { member } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { fail, unauthorized } from '../../../../test/trpc-mock.ts';
import { gate, makeRecommendation, mockFrontCounter, warmUpHomePage } from '../fake-front-counter.ts';
import { loginRedirect } from './use-recommendations.ts';

beforeAll(warmUpHomePage, 60_000);

function card(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recommendations section', () => {
  it('stays hidden until the top 3 are saved', async () => {
    mockFrontCounter();
    renderApp('/');
    await screen.findByRole('button', { name: 'Get My Recommendations' });
    expect(screen.queryByRole('heading', { name: "Chuck's Recommendations" })).not.toBeInTheDocument();
  });

  it('starts empty with a first-recommendations button, thinks, then shows the picks', async () => {
    const hold = gate();
    const { calls } = mockFrontCounter({
      saved: ['Heat'],
      overrides: {
        'recommendations.generate': async () => {
          await hold.wait;
          return {
            data: [1, 2, 3, 4, 5].map((id) => makeRecommendation(id)),
          };
        },
      },
    });
    const { user } = renderApp('/');
    expect(await screen.findByText('No recommendations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get My First Recommendations' }));

    expect(await screen.findByRole('button', { name: 'Chuck is thinking...' })).toBeDisabled();
    hold.release();

    expect(await screen.findByText('Fresh Recommendations!')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Get More Recommendations' })).toBeEnabled();
    expect(calls['recommendations.generate']).toEqual([{ sessionId: getSessionId() }]);
  });

  it("says so when Chuck can't generate", async () => {
    mockFrontCounter({
      saved: ['Heat'],
      overrides: { 'recommendations.generate': () => fail('BAD_REQUEST', 'No preferences') },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Get My First Recommendations' }));
    expect(
      await screen.findByText(
        "Failed to generate recommendations. Please make sure you've entered your top 3 movies first.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get My First Recommendations' })).toBeEnabled();
  });

  it("shows each pick's title, year, rating, description, reason, poster and watch options", async () => {
    mockFrontCounter({
      saved: ['Heat'],
      recommendations: [
        makeRecommendation(1, {
          title: 'Thief',
          year: 1981,
          rating: '7.3',
          description: 'A safecracker wants out.',
          reason: 'You loved Heat, and Michael Mann made this one first.',
          posterUrl: 'https://image.tmdb.org/t/p/w500/thief.jpg',
          watchOptions: {
            streaming: [
              {
                name: 'Criterion Channel',
                url: 'https://criterionchannel.com/thief',
                logoUrl: 'https://image.tmdb.org/t/p/w92/criterion.jpg',
              },
            ],
            rent: [],
            buy: [{ name: 'Apple TV', price: '$9.99' }],
          },
          watchAttribution: 'Watch options by JustWatch',
        }),
        makeRecommendation(2, { title: 'Ronin' }),
      ],
    });
    renderApp('/');
    await screen.findByRole('article', { name: 'Thief' });
    const thief = card('Thief');
    expect(thief.getByText('1981')).toBeInTheDocument();
    expect(thief.getByText('7.3')).toBeInTheDocument();
    expect(thief.getByText('A safecracker wants out.')).toBeInTheDocument();
    expect(thief.getByText('You loved Heat, and Michael Mann made this one first.')).toBeInTheDocument();
    expect(thief.getByRole('img', { name: /Thief/ })).toHaveAttribute(
      'src',
      'https://image.tmdb.org/t/p/w500/thief.jpg',
    );
    expect(thief.getByText('Stream')).toBeInTheDocument();
    expect(thief.getByRole('link', { name: /Criterion Channel/ })).toHaveAttribute(
      'href',
      'https://criterionchannel.com/thief',
    );
    expect(thief.queryByText('Rent')).not.toBeInTheDocument();
    expect(thief.getByText('Apple TV · $9.99')).toBeInTheDocument();
    // The provider's logo beside its name (decorative: the name says it).
    const logo = thief.getByRole('link', { name: /Criterion Channel/ }).querySelector('img');
    expect(logo).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w92/criterion.jpg');
    expect(logo).toHaveAttribute('alt', '');
    // TMDB's provider data is credited to JustWatch, as TMDB requires.
    expect(thief.getByRole('link', { name: /Watch options by JustWatch/ })).toHaveAttribute(
      'href',
      'https://www.justwatch.com/',
    );
    expect(thief.getByRole('button', { name: 'Share Thief' })).toBeInTheDocument();

    // No provider data: a search for the film instead of an empty promise.
    const ronin = card('Ronin');
    expect(ronin.queryByText('Watch options not currently available.')).not.toBeInTheDocument();
    expect(ronin.getByRole('link', { name: /Where to watch/ })).toHaveAttribute(
      'href',
      'https://www.justwatch.com/us/search?q=Ronin',
    );
    expect(ronin.queryByText(/JustWatch/)).not.toBeInTheDocument();
  });

  it("shows watch options for the visitor's country, and another country once picked", async () => {
    const { calls } = mockFrontCounter({
      saved: ['Heat'],
      recommendations: [makeRecommendation(1, { title: 'Ronin' })],
    });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Ronin' });
    const picker = await screen.findByRole('combobox', { name: 'Where to watch in' });
    await waitFor(() => expect(picker).toHaveValue('US'));
    await user.selectOptions(picker, 'United Kingdom');

    await waitFor(() =>
      expect(card('Ronin').getByRole('link', { name: /Where to watch/ })).toHaveAttribute(
        'href',
        'https://www.justwatch.com/uk/search?q=Ronin',
      ),
    );
    expect(picker).toHaveValue('GB');
    expect(calls['preferences.setWatchRegion']).toEqual([{ sessionId: getSessionId(), region: 'GB' }]);
  });

  it("rates with thumbs up ('Thanks for the feedback!') and not interested ('Got it!')", async () => {
    const { calls } = mockFrontCounter({
      saved: ['Heat'],
      recommendations: [makeRecommendation(1), makeRecommendation(2)],
    });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Film 1' });

    await user.click(card('Film 1').getByRole('button', { name: 'Thumbs up' }));
    expect(await screen.findByText('Thanks for the feedback!')).toBeInTheDocument();
    expect(card('Film 1').getByRole('button', { name: 'Thumbs up' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Film 1').getByText('You liked this')).toBeInTheDocument();

    await user.click(card('Film 2').getByRole('button', { name: 'Not interested' }));
    expect(await screen.findByText('Got it!')).toBeInTheDocument();
    expect(card('Film 2').getByText('Not interested', { selector: 'span.inline-flex' })).toBeInTheDocument();

    expect(calls['recommendations.rate']).toEqual([
      { id: 1, recommendationId: 1, rating: 'thumbs_up', sessionId: getSessionId() },
      { id: 2, recommendationId: 2, rating: 'not_interested', sessionId: getSessionId() },
    ]);
  });

  it('puts a rating back and says so when it fails to save', async () => {
    mockFrontCounter({
      saved: ['Heat'],
      recommendations: [makeRecommendation(1)],
      overrides: { 'recommendations.rate': () => fail('INTERNAL_SERVER_ERROR', 'boom') },
    });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Film 1' });
    await user.click(card('Film 1').getByRole('button', { name: 'Thumbs down' }));
    expect(await screen.findByText('Failed to save your rating. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(card('Film 1').getByRole('button', { name: 'Thumbs down' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('shows a rating saved earlier', async () => {
    mockFrontCounter({
      saved: ['Heat'],
      recommendations: [makeRecommendation(1, { userRating: 'thumbs_down' })],
    });
    renderApp('/');
    await screen.findByRole('article', { name: 'Film 1' });
    expect(card('Film 1').getByRole('button', { name: 'Thumbs down' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(card('Film 1').getByText('Not for you')).toBeInTheDocument();
  });

  it('appends the next batch on Get More Recommendations', async () => {
    mockFrontCounter({
      saved: ['Heat'],
      recommendations: [1, 2, 3, 4, 5].map((id) => makeRecommendation(id)),
    });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Film 5' });
    await user.click(screen.getByRole('button', { name: 'Get More Recommendations' }));
    expect(await screen.findByRole('article', { name: 'Film 10' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => `recommendation-${id}`),
    );
    expect(screen.getByText('Fresh Recommendations!')).toBeInTheDocument();
  });
});

describe("a pick's disc actions", () => {
  it("opens Add to Collection ('I Own It') on the pick for a member", async () => {
    mockFrontCounter({
      user: member,
      saved: ['Heat'],
      recommendations: [makeRecommendation(1, { title: 'Thief', year: 1981, description: 'A safecracker.' })],
    });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Thief' });
    await user.click(card('Thief').getByRole('button', { name: 'I Own It' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add to Collection' });
    expect(within(dialog).getByText('Thief')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes (optional)')).toHaveValue('A safecracker.');
  });

  it("marks a pick a member lends 'On the shelf', asking once for every pick", async () => {
    const { calls } = mockFrontCounter({
      saved: ['Heat'],
      recommendations: [makeRecommendation(1), makeRecommendation(2)],
      overrides: {
        'shelf.availability': availabilityBy({
          1002: { owners: 2, copies: 2, onShelf: 2, firstAvailable: FOX_COPY },
        }),
      },
    });
    renderApp('/');
    await screen.findByRole('article', { name: 'Film 2' });
    expect(await card('Film 2').findByRole('link', { name: /On the shelf/ })).toHaveAttribute(
      'href',
      '/whats-on-the-shelf?search=Film%202',
    );
    expect(card('Film 2').getByText('2 copies from 2 members, 2 in now')).toBeInTheDocument();
    expect(card('Film 2').getByRole('button', { name: 'Request Rental' })).toBeInTheDocument();
    expect(card('Film 1').queryByRole('link', { name: /On the shelf/ })).not.toBeInTheDocument();
    expect(calls['shelf.availability']).toEqual([{ movieIds: [1001, 1002], titles: [] }]);
  });
});

describe('add to watchlist', () => {
  it('asks a visitor to log in, then goes to the login page after 1.5 s', async () => {
    const redirect = vi.spyOn(loginRedirect, 'assign').mockImplementation(() => {});
    const { calls } = mockFrontCounter({ saved: ['Heat'], recommendations: [makeRecommendation(1)] });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Film 1' });
    await user.click(card('Film 1').getByRole('button', { name: 'Add to Watchlist' }));

    expect(await screen.findByText('Please log in to add movies to your watchlist')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/login'), { timeout: 3000 });
    expect(calls['watchlist.add']).toBeUndefined();
  });

  it("puts a member's pick at the front of the queue and refreshes the picks", async () => {
    const { calls } = mockFrontCounter({
      user: member,
      saved: ['Heat'],
      recommendations: [makeRecommendation(1, { title: 'Thief', movieId: 77, year: 1981, rating: '7.3' })],
    });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Thief' });
    const listsBefore = calls['recommendations.list']?.length ?? 0;
    await user.click(card('Thief').getByRole('button', { name: 'Add to Watchlist' }));

    expect(await screen.findByText('Added to Watchlist!')).toBeInTheDocument();
    expect(screen.getByText('Thief has been added to the front of your queue')).toBeInTheDocument();
    expect(await card('Thief').findByText('On your watchlist')).toBeInTheDocument();
    expect(calls['watchlist.add']).toEqual([
      {
        movieId: 77,
        title: 'Thief',
        posterUrl: '/covers/1001.svg',
        year: 1981,
        rating: '7.3',
        sessionId: getSessionId(),
      },
    ]);
    await waitFor(() => expect(calls['recommendations.list']?.length).toBeGreaterThan(listsBefore));
  });

  it("says 'Failed to add to watchlist' when it fails, and asks to log in when the session expired", async () => {
    const redirect = vi.spyOn(loginRedirect, 'assign').mockImplementation(() => {});
    let reply = () => fail('INTERNAL_SERVER_ERROR', 'boom');
    mockFrontCounter({
      user: member,
      saved: ['Heat'],
      recommendations: [makeRecommendation(1)],
      overrides: { 'watchlist.add': () => reply() },
    });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Film 1' });
    await user.click(card('Film 1').getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Failed to add to watchlist')).toBeInTheDocument();

    reply = unauthorized;
    await user.click(card('Film 1').getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Please log in to add movies to your watchlist')).toBeInTheDocument();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/login'), { timeout: 3000 });
  });
});
