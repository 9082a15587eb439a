import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  collectionItem,
  JURASSIC_PARK_DISC,
  resetSpies,
  serve,
  spielbergDetails,
  spies,
} from '../../../components/collection/fake-dvd-club.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { movieResult } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, ok, type TrpcResolvers, unauthorized } from '../../../test/trpc-mock.ts';

vi.mock('../../../lib/unauthorized.ts', async (original) =>
  (await import('../../../components/collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

type Item = RouterOutputs['dvdClub']['list'][number];

const jurassic = movieResult(329, 'Jurassic Park', '1993-06-11');
const lostWorld = movieResult(330, 'The Lost World: Jurassic Park', '1997-05-23');

beforeAll(async () => {
  await import('./dvd-club-page.tsx');
});
afterEach(resetSpies);

/** A member with `items`, 3 credits and no loans; `overrides` replace any procedure. */
function club(items: Item[] = [], overrides: TrpcResolvers = {}) {
  const state = { items: [...items] };
  const calls = serve({
    'dvdClub.list': () => ok(state.items),
    'credits.balance': () => ok({ amount: 3, owed: 0 }),
    'loans.list': () => ok({ incoming: [], outgoing: [] }),
    'catalog.searchMovies': () => ok({ results: [jurassic, lostWorld] }),
    'catalog.getMovie': (input) => {
      const id = (input as { id: number }).id;
      return ok(spielbergDetails(id === 329 ? jurassic : lostWorld, id === 330 ? { runtime: 129 } : {}));
    },
    'dvdClub.create': (input) => {
      const item = collectionItem(99, { ...(input as Partial<Item>) });
      state.items = [item, ...state.items];
      return ok(item);
    },
    ...overrides,
  });
  return { calls, state };
}

describe('DVD Club page: visitors', () => {
  it("shows 'Login Required' with a login link and a demo search without Add", async () => {
    const calls = serve({ 'catalog.searchMovies': () => ok({ results: [jurassic] }) }, { anonymous: true });
    const { user } = renderApp('/dvd-club');
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fdvd-club',
    );
    expect(screen.queryByRole('status', { name: 'Your credits' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Demo movie search' }), 'jurassic');
    await user.click(await screen.findByRole('option', { name: /Jurassic Park/ }));
    expect(screen.getByText(/to add it to your collection/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(calls['catalog.searchMovies']).toEqual([{ q: 'jurassic', limit: 5 }]);
    expect(calls['dvdClub.list']).toBeUndefined();
  });
});

describe('DVD Club page: how borrowing works', () => {
  it('states the club rules, anti-farming ones included (docs/product.md §2, §3 Credits)', async () => {
    club();
    const { user } = renderApp('/dvd-club');
    await user.click(await screen.findByText('How borrowing works'));
    for (const rule of [
      /A rental costs 1 credit.*Every member starts with 3 credits\./,
      /Confirm your e-mail address to lend and borrow/,
      /earns from the same borrower once in 30 days; later loans between the two of you in that time are free/,
      /In your first 14 days as a member you can have 2 loans open at a time\./,
      /You can't hold a disc you have asked for or have\./,
      /Once a return is confirmed, each side may leave a review for 14 days\./,
    ]) {
      expect(screen.getByText(rule)).toBeVisible();
    }
  });
});

describe('DVD Club page: the collection', () => {
  it('shows the credits badge and every field of each card', async () => {
    club([
      collectionItem(1, {
        title: 'Heat',
        year: 1995,
        director: 'Michael Mann',
        genre: 'Crime',
        format: 'Blu-ray',
        condition: 'Mint',
        visibility: 'rentable',
        notes: 'Director’s definitive edition',
        onLoan: true,
      }),
      collectionItem(2, { title: 'Clue', condition: 'Excellent', visibility: 'public' }),
      collectionItem(3, { title: 'Tremors', condition: 'Good' }),
      collectionItem(4, { title: 'Alien', condition: 'Fair' }),
      collectionItem(5, { title: 'Heathers', condition: 'Poor', format: 'VHS' }),
    ]);
    renderApp('/dvd-club');
    const credits = await screen.findByRole('status', { name: 'Your credits' });
    await waitFor(() => expect(credits).toHaveTextContent('3'));

    const heat = await screen.findByRole('article', { name: 'Heat (1995)' });
    for (const text of [
      'Michael Mann',
      'Crime',
      'Blu-ray',
      'Mint',
      'Rentable',
      'On loan',
      'Director’s definitive edition',
    ]) {
      expect(within(heat).getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('article', { name: /Clue/ })).getByText('Public')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /Tremors/ })).getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('5 movies · 1 rentable')).toBeInTheDocument();

    // docs/product.md §9 colours: Mint green, Excellent blue, Good yellow, Fair orange, Poor red.
    const colours = { Mint: 'green', Excellent: 'sky', Good: 'yellow', Fair: 'orange', Poor: 'red' };
    for (const [condition, colour] of Object.entries(colours)) {
      const badge = document.querySelector(`[data-condition="${condition}"]`);
      expect(badge?.className).toContain(`text-${colour}-`);
    }
  });

  it('shows a disc agreed lost, and what the member owes beside the credits badge (issue 26 items 4, 5)', async () => {
    club(
      [
        collectionItem(1, { title: 'Heat', lostAt: '2025-03-10T12:00:00.000Z' }),
        collectionItem(2, { title: 'Clue' }),
      ],
      {
        'credits.balance': () => ok({ amount: 0, owed: 1 }),
      },
    );
    renderApp('/dvd-club');
    const credits = await screen.findByRole('status', { name: 'Your credits' });
    await waitFor(() => expect(credits).toHaveTextContent('0'));
    expect(await screen.findByText('(you owe 1)')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('article', { name: /Heat/ })).getByText('Lost'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /Clue/ })).queryByText('Lost')).not.toBeInTheDocument();
  });

  it('filters the collection by title, director or genre', async () => {
    club([
      collectionItem(1, { title: 'Heat', director: 'Michael Mann', genre: 'Crime' }),
      collectionItem(2, { title: 'Jaws', director: 'Steven Spielberg', genre: 'Thriller' }),
      collectionItem(3, { title: 'Hook', director: 'Steven Spielberg', genre: 'Fantasy' }),
    ]);
    const { user } = renderApp('/dvd-club');
    const list = await screen.findByRole('list', { name: 'Your collection' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const filter = screen.getByLabelText('Filter your collection');

    await user.type(filter, 'spielberg');
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'CRIME');
    expect(within(list).getByRole('article', { name: /Heat/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    await user.clear(filter);
    await user.type(filter, 'hoo');
    expect(within(list).getAllByRole('article')).toHaveLength(1);

    await user.clear(filter);
    await user.type(filter, 'zardoz');
    expect(screen.getByText('No movies match “zardoz”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('says so when the collection is empty', async () => {
    club([]);
    renderApp('/dvd-club');
    expect(await screen.findByText('Your collection is empty')).toBeInTheDocument();
  });

  it('tries a failing collection 3 times, then offers to try again', async () => {
    const { calls } = club([], { 'dvdClub.list': () => fail('INTERNAL_SERVER_ERROR', 'Database offline') });
    renderApp('/dvd-club');
    expect(await screen.findByText("Couldn't load your collection.")).toBeInTheDocument();
    expect(calls['dvdClub.list']).toHaveLength(3);
  });

  it('does not retry an unauthorized answer: it says so and goes to login', async () => {
    const { calls } = club([], { 'dvdClub.list': unauthorized });
    renderApp('/dvd-club');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    // (jsdom's own address stays '/', so there is no returnTo here.)
    await waitFor(() => expect(spies.redirect).toHaveBeenCalledWith('/api/login'));
    expect(calls['dvdClub.list']).toHaveLength(1);
  });
});

describe('DVD Club page: adding a movie', () => {
  it('searches from 2 trimmed characters and details the results', async () => {
    const { calls } = club();
    const { user } = renderApp('/dvd-club');
    const box = await screen.findByLabelText('Search movies to add');
    await user.type(box, 'j');
    expect(screen.getByText('Keep typing: searches start at 2 characters.')).toBeInTheDocument();
    await user.type(box, 'urassic  ');

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(calls['catalog.searchMovies']).toEqual([{ q: 'jurassic', limit: 5 }]);
    expect(
      await within(results).findByText('Steven Spielberg · 127 min · Adventure, Science Fiction'),
    ).toBeInTheDocument();
    expect(
      await within(results).findByText('Steven Spielberg · 129 min · Adventure, Science Fiction'),
    ).toBeInTheDocument();
    expect(within(results).getByText('(1993)')).toBeInTheDocument();
  });

  it("adds a result with the chosen format, condition and visibility: 'Movie Added'", async () => {
    const { calls } = club();
    const { user } = renderApp('/dvd-club');
    await user.type(await screen.findByLabelText('Search movies to add'), 'jurassic');
    const toggle = await screen.findByRole('button', { name: 'Add Jurassic Park' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await screen.findByText(/127 min/);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Add Jurassic Park to your collection' });
    expect(within(form).getByLabelText('Format')).toHaveValue('DVD');
    expect(within(form).getByLabelText('Condition')).toHaveValue('Good');
    expect(within(form).getByLabelText('Visibility')).toHaveValue('private');
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'DVD',
      'Blu-ray',
      '4K UHD',
      'VHS',
      'Mint',
      'Excellent',
      'Good',
      'Fair',
      'Poor',
      'Private',
      'Public',
      'Earn Credits',
    ]);

    // Cancel folds the form away untouched.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /to your collection/ })).not.toBeInTheDocument();

    await user.click(toggle);
    const again = screen.getByRole('form', { name: 'Add Jurassic Park to your collection' });
    await user.selectOptions(within(again).getByLabelText('Format'), 'Blu-ray');
    await user.selectOptions(within(again).getByLabelText('Condition'), 'Excellent');
    await user.selectOptions(within(again).getByLabelText('Visibility'), 'Earn Credits');
    await user.click(within(again).getByRole('button', { name: 'Add to Collection' }));

    expect(await screen.findByText('Movie Added')).toBeInTheDocument();
    expect(calls['dvdClub.create']).toEqual([
      {
        ...JURASSIC_PARK_DISC,
        format: 'Blu-ray',
        condition: 'Excellent',
        visibility: 'rentable',
        notes: null,
        movieId: 329,
        posterUrl: 'https://image.tmdb.org/t/p/w92/329.jpg',
      },
    ]);
    // The collection and credits reload, and the result now says it is owned.
    const list = await screen.findByRole('list', { name: 'Your collection' });
    expect(within(list).getByRole('article', { name: /Jurassic Park/ })).toBeInTheDocument();
    expect(await screen.findByText('In your collection')).toBeInTheDocument();
    expect(calls['credits.balance']?.length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message, or 'Failed to add movie', when the add fails", async () => {
    club([], { 'dvdClub.create': () => fail('BAD_REQUEST', 'Title must be at most 200 characters') });
    const { user } = renderApp('/dvd-club');
    await user.type(await screen.findByLabelText('Search movies to add'), 'jurassic');
    await user.click(await screen.findByRole('button', { name: 'Add Jurassic Park' }));
    await user.click(screen.getByRole('button', { name: 'Add to Collection' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: /Jurassic Park to your collection/ })).toBeInTheDocument();
  });

  it("says 'Search Error' when the movie database search fails", async () => {
    club([], { 'catalog.searchMovies': () => fail('INTERNAL_SERVER_ERROR', 'TMDB is down') });
    const { user } = renderApp('/dvd-club');
    await user.type(await screen.findByLabelText('Search movies to add'), 'jurassic');
    expect(await screen.findByText('Search Error')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to search movies. Please try again.').length).toBeGreaterThanOrEqual(
      1,
    );
  });
});

describe('DVD Club page: editing and removing', () => {
  it('edits format, condition, visibility and notes', async () => {
    const { calls } = club([collectionItem(1, { title: 'Heat', notes: 'Old note' })], {
      'dvdClub.update': (input) => ok(collectionItem(1, { title: 'Heat', ...(input as Partial<Item>) })),
    });
    const { user } = renderApp('/dvd-club');
    await user.click(await screen.findByRole('button', { name: 'Edit Heat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Heat' });
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Old note');
    await user.selectOptions(within(dialog).getByLabelText('Format'), '4K UHD');
    await user.selectOptions(within(dialog).getByLabelText('Condition'), 'Fair');
    await user.selectOptions(within(dialog).getByLabelText('Visibility'), 'public');
    await user.clear(within(dialog).getByLabelText('Notes'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Collection Updated')).toBeInTheDocument();
    expect(calls['dvdClub.update']).toEqual([
      { id: 1, format: '4K UHD', condition: 'Fair', visibility: 'public', notes: null },
    ]);
  });

  it("shows the server's words when a disc on loan can't be made private", async () => {
    const refusal =
      "This movie is out on loan (or promised to a borrower), so it can't be made private. Mark it returned, or decline the loan, first.";
    club([collectionItem(1, { title: 'Heat', visibility: 'rentable', onLoan: true })], {
      'dvdClub.update': () => fail('CONFLICT', refusal),
    });
    const { user } = renderApp('/dvd-club');
    await user.click(await screen.findByRole('button', { name: 'Edit Heat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Heat' });
    await user.selectOptions(within(dialog).getByLabelText('Visibility'), 'private');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByLabelText('Visibility')).toHaveValue('private');
  });

  it('removes a disc after confirmation', async () => {
    const { calls, state } = club(
      [collectionItem(1, { title: 'Heat' }), collectionItem(2, { title: 'Clue' })],
      {
        'dvdClub.delete': (input) => {
          const { id } = input as { id: number };
          state.items = state.items.filter((item) => item.id !== id);
          return ok({ id, deleted: true });
        },
      },
    );
    const { user } = renderApp('/dvd-club');
    await user.click(await screen.findByRole('button', { name: 'Delete Heat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from Collection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls['dvdClub.delete']).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Delete Heat' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Movie Removed')).toBeInTheDocument();
    expect(calls['dvdClub.delete']).toEqual([{ id: 1 }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: /Heat/ })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: /Clue/ })).toBeInTheDocument();
  });

  it('shows the 409 for a disc out on loan as the server words it', async () => {
    const refusal =
      "This movie is out on loan (or promised to a borrower), so it can't be removed. Mark it returned, or decline the loan, first.";
    club([collectionItem(1, { title: 'Heat', visibility: 'rentable', onLoan: true })], {
      'dvdClub.delete': () => fail('CONFLICT', refusal),
    });
    const { user } = renderApp('/dvd-club');
    await user.click(await screen.findByRole('button', { name: 'Delete Heat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from Collection?' });
    expect(dialog).toHaveTextContent('It comes off the shelf too');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });
});
