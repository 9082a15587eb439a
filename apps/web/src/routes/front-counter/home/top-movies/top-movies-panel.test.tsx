import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSessionId } from '../../../../lib/session.ts';
import { member, movieResult } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { fail, ok } from '../../../../test/trpc-mock.ts';
import { gate, makeRecommendation, mockFrontCounter, warmUpHomePage } from '../fake-front-counter.ts';

beforeAll(warmUpHomePage, 60_000);

function panel() {
  return within(
    screen.getByRole('heading', { name: 'Your Top 3 Movies' }).closest('div.relative') as HTMLElement,
  );
}

function movieInput(n: number) {
  return screen.getByRole('combobox', { name: `Movie #${n}` });
}

async function openForm() {
  return await screen.findByRole('button', { name: 'Get My Recommendations' });
}

describe('top-3 panel: first use', () => {
  it('offers three labelled inputs with example placeholders and no recommendations yet', async () => {
    mockFrontCounter();
    renderApp('/');
    await openForm();
    for (const n of [1, 2, 3]) {
      const input = movieInput(n);
      expect(input).toHaveValue('');
      expect(input.getAttribute('placeholder')).toMatch(/^e\.g\. /);
    }
    expect(screen.queryByRole('heading', { name: "Chuck's Recommendations" })).not.toBeInTheDocument();
  });

  it("says 'Need at least one movie' when every input is blank, and saves nothing", async () => {
    const { calls } = mockFrontCounter();
    const { user } = renderApp('/');
    const submit = await openForm();
    await user.type(movieInput(2), '   ');
    await user.click(submit);
    expect(await screen.findByText('Need at least one movie')).toBeInTheDocument();
    expect(screen.getByText('Please enter at least one of your favorite movies.')).toBeInTheDocument();
    expect(calls['preferences.save']).toBeUndefined();
  });

  it("drops blanks, shows 'Saving...', toasts 'Preferences Saved!' and asks Chuck for picks", async () => {
    const hold = gate();
    const { calls } = mockFrontCounter({
      overrides: {
        'preferences.save': async (input) => {
          await hold.wait;
          const { sessionId, topMovies } = input as { sessionId: string; topMovies: string[] };
          return ok({ sessionId, topMovies });
        },
      },
    });
    const { user } = renderApp('/');
    await openForm();
    await user.type(movieInput(1), 'The Matrix');
    await user.type(movieInput(3), '  Heat ');
    await user.click(screen.getByRole('button', { name: 'Get My Recommendations' }));

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    hold.release();

    expect(await screen.findByText('Preferences Saved!')).toBeInTheDocument();
    expect(
      screen.getByText(/Chuck is analysing your taste and preparing your recommendations/),
    ).toBeInTheDocument();
    expect(calls['preferences.save']).toEqual([
      { sessionId: getSessionId(), topMovies: ['The Matrix', 'Heat'] },
    ]);

    // View mode with the saved list, and the recommendations section with Chuck's first batch.
    expect(await screen.findByRole('button', { name: 'Change Movies' })).toBeInTheDocument();
    expect(
      panel()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Movie #1: The Matrix', '2Movie #2: Heat']);
    expect(await screen.findByRole('heading', { name: 'Film 1' })).toBeInTheDocument();
    expect(calls['recommendations.generate']).toEqual([{ sessionId: getSessionId() }]);
    // The whole first-use loop, including the recommendations' lazily loaded code.
  }, 30_000);

  it('keeps what was typed and says so when the save fails', async () => {
    mockFrontCounter({ overrides: { 'preferences.save': () => fail('INTERNAL_SERVER_ERROR', 'boom') } });
    const { user } = renderApp('/');
    await openForm();
    await user.type(movieInput(1), 'Alien');
    await user.click(screen.getByRole('button', { name: 'Get My Recommendations' }));

    expect(await screen.findByText('Failed to save your preferences. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(movieInput(1)).toHaveValue('Alien');
    expect(screen.getByRole('button', { name: 'Get My Recommendations' })).toBeEnabled();
  });
});

describe('top-3 panel: title suggestions', () => {
  const movie = (id: number, title: string) =>
    movieResult(id, title, `${1980 + id}-05-01`, { vote_average: 7 + id / 10, overview: '' });

  it('suggests at most 6 titles with poster, year and rating, and fills the box with the choice', async () => {
    const { calls } = mockFrontCounter({
      overrides: {
        'catalog.searchMovies': () =>
          ok({ results: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => movie(id, `Alien ${id}`)) }),
      },
    });
    const { user } = renderApp('/');
    await openForm();
    await user.type(movieInput(1), 'Ali');

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(6);
    expect(
      within(options[1] as HTMLElement).getByRole('img', { name: 'Poster for Alien 2' }),
    ).toBeInTheDocument();
    expect(options[1]).toHaveTextContent('Alien 2');
    expect(options[1]).toHaveTextContent('1982');
    expect(options[1]).toHaveTextContent('7.2');
    expect(calls['catalog.searchMovies']).toEqual([{ q: 'Ali', limit: 6 }]);

    await user.click(options[1] as HTMLElement);
    expect(movieInput(1)).toHaveValue('Alien 2');
  });

  it('goes quiet when the search fails, keeping the typed title', async () => {
    mockFrontCounter({ overrides: { 'catalog.searchMovies': () => fail('INTERNAL_SERVER_ERROR', 'down') } });
    const { user } = renderApp('/');
    await openForm();
    await user.type(movieInput(1), 'Heat');
    await waitFor(() => expect(movieInput(1)).toHaveAttribute('aria-expanded', 'false'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('Search failed')).not.toBeInTheDocument();
    expect(movieInput(1)).toHaveValue('Heat');
  });
});

describe('top-3 panel: saved movies', () => {
  it("prefills from the visitor's session and shows the read-only list", async () => {
    const { calls } = mockFrontCounter({ saved: ['Alien', 'Heat'] });
    renderApp('/');
    await screen.findByRole('button', { name: 'Change Movies' });
    expect(screen.getByText('Alien')).toBeInTheDocument();
    expect(screen.getByText('Heat')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Movie #1' })).not.toBeInTheDocument();
    expect(calls['preferences.getForSession']).toEqual([{ sessionId: getSessionId() }]);
    expect(calls['preferences.getMine']).toBeUndefined();
  });

  it('edits with the saved values, and Cancel puts them back', async () => {
    mockFrontCounter({ saved: ['Alien', 'Heat'] });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Change Movies' }));

    expect(movieInput(1)).toHaveValue('Alien');
    expect(movieInput(2)).toHaveValue('Heat');
    expect(movieInput(3)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Update My Movies' })).toBeInTheDocument();

    await user.clear(movieInput(1));
    await user.type(movieInput(1), 'Jaws');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('Alien')).toBeInTheDocument();
    expect(screen.queryByText('Jaws')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Movies' }));
    expect(movieInput(1)).toHaveValue('Alien');
  });

  it("updates with 'Update My Movies', returns to view mode and replaces the picks with new ones", async () => {
    const { calls } = mockFrontCounter({
      saved: ['Alien'],
      recommendations: [1, 2].map((id) => makeRecommendation(id)),
    });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Film 2' });
    await user.click(await screen.findByRole('button', { name: 'Change Movies' }));
    await user.type(movieInput(2), 'Aliens');
    await user.click(screen.getByRole('button', { name: 'Update My Movies' }));

    expect(await screen.findByText('Preferences Saved!')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Change Movies' });
    expect(screen.getByText('Aliens')).toBeInTheDocument();
    expect(calls['preferences.save']).toEqual([
      { sessionId: getSessionId(), topMovies: ['Alien', 'Aliens'] },
    ]);
    // The picks for 'Alien' alone give way to Chuck's first batch for the new top 3.
    expect(await screen.findByRole('article', { name: 'Film 7' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(
      [3, 4, 5, 6, 7].map((id) => `recommendation-${id}`),
    );
    expect(calls['recommendations.generate']).toEqual([{ sessionId: getSessionId() }]);
    // Quietly: 'Preferences Saved!' already said Chuck is on it.
    expect(screen.queryByText('Fresh Recommendations!')).not.toBeInTheDocument();
  });

  it('keeps the picks, with no new batch, when the same favourites are saved again', async () => {
    const { calls } = mockFrontCounter({
      saved: ['Alien', 'Heat'],
      recommendations: [1, 2].map((id) => makeRecommendation(id)),
    });
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Film 2' });
    await user.click(await screen.findByRole('button', { name: 'Change Movies' }));
    await user.clear(movieInput(1));
    await user.type(movieInput(1), 'heat');
    await user.clear(movieInput(2));
    await user.type(movieInput(2), 'alien');
    await user.click(screen.getByRole('button', { name: 'Update My Movies' }));

    expect(await screen.findByText('Preferences Saved!')).toBeInTheDocument();
    await waitFor(() => expect(calls['recommendations.list']?.length).toBeGreaterThan(1));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls['recommendations.generate']).toBeUndefined();
  });

  it("uses a member's own preferences to prefill and save", async () => {
    const { calls } = mockFrontCounter({ user: member, saved: ['Heat'] });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Change Movies' }));
    expect(movieInput(1)).toHaveValue('Heat');
    await user.type(movieInput(2), 'Thief');
    await user.click(screen.getByRole('button', { name: 'Update My Movies' }));

    await waitFor(() => expect(calls['preferences.saveMine']).toEqual([{ topMovies: ['Heat', 'Thief'] }]));
    expect(calls['preferences.save']).toBeUndefined();
    expect(calls['preferences.getForSession']).toBeUndefined();
  });

  it('still offers the inputs when the saved list cannot be loaded', async () => {
    mockFrontCounter({
      overrides: { 'preferences.getForSession': () => fail('INTERNAL_SERVER_ERROR', 'db down') },
    });
    renderApp('/');
    expect(await screen.findByText(/We couldn't load your saved movies/)).toBeInTheDocument();
    expect(movieInput(1)).toBeEnabled();
  });
});
