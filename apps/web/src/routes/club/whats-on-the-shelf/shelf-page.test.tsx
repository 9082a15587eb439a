import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  hold,
  loan,
  resetSpies,
  serve,
  shelfItem,
  shelfPage,
  spies,
} from '../../../components/collection/fake-dvd-club.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, ok, type TrpcResolvers } from '../../../test/trpc-mock.ts';

vi.mock('../../../lib/unauthorized.ts', async (original) =>
  (await import('../../../components/collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

/** What the page sends (the server's input type is loose: it also takes query-string text). */
type ShelfInput = {
  page: number;
  limit: number;
  search?: string;
  format?: string;
  condition?: string;
  near?: 'me' | number;
  withinKm?: number;
};
type ShelfItem = RouterOutputs['shelf']['list']['movies'][number];

beforeAll(async () => {
  await import('./shelf-page.tsx');
});
afterEach(resetSpies);

/** A shelf of `total` discs answered page by page like the server (filters are recorded, not applied). */
function shelfOf(
  total: number,
  make: (id: number) => ShelfItem = (id) => shelfItem(id),
  options = { anonymous: false },
  more: TrpcResolvers = {},
) {
  return serve(
    {
      'shelf.list': (input) => {
        const { page = 1, limit = 12 } = input as ShelfInput;
        const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * limit, page * limit);
        return ok(shelfPage(ids.map(make), total, page, limit));
      },
      'credits.balance': () => ok({ amount: 3, owed: 0 }),
      ...more,
    },
    options,
  );
}

const lastInput = (calls: Record<string, unknown[]>) => calls['shelf.list']?.at(-1) as ShelfInput;

describe('Shelf page', () => {
  it('shows the count, the page, 12 cards and every card field', async () => {
    shelfOf(30, (id) =>
      id === 1
        ? shelfItem(1, {
            title: 'Heat',
            year: 1995,
            director: 'Michael Mann',
            runtimeMinutes: 170,
            genre: 'Crime',
            format: '4K UHD',
            condition: 'Excellent',
            notes: 'Includes the director’s commentary',
          })
        : shelfItem(id),
    );
    renderApp('/whats-on-the-shelf');
    expect(await screen.findByText('Found 30 rentable movies')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const shelf = screen.getByRole('list', { name: 'Shelf' });
    expect(within(shelf).getAllByRole('article')).toHaveLength(12);

    const heat = within(shelf).getByRole('article', { name: 'Heat (1995)' });
    for (const text of [
      'Michael Mann',
      '170 min',
      'Crime',
      '4K UHD',
      'Excellent',
      'Includes the director’s commentary',
    ]) {
      expect(within(heat).getByText(text)).toBeInTheDocument();
    }
    expect(heat).toHaveTextContent('Available from Fox Mulder');
    expect(within(heat).getByRole('link', { name: 'Fox Mulder' })).toHaveAttribute('href', '/members/u_fox');
    expect(within(heat).getByRole('button', { name: 'Request Rental' })).toBeInTheDocument();
  });

  it("marks the member's own discs and discs out on loan", async () => {
    shelfOf(2, (id) =>
      id === 1
        ? shelfItem(1, { title: 'Mine', isOwn: true, ownerId: 'u_chuck' })
        : shelfItem(2, { title: 'Lent', onLoan: true }),
    );
    renderApp('/whats-on-the-shelf');
    const mine = await screen.findByRole('article', { name: /Mine/ });
    expect(within(mine).getByText('Your disc')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Request Rental' })).not.toBeInTheDocument();
    const lent = screen.getByRole('article', { name: /Lent/ });
    expect(within(lent).getByText('On loan')).toBeInTheDocument();
    // Out right now: the next step is a place in line, not a request.
    expect(within(lent).getByText('Out right now: get in line for it next.')).toBeInTheDocument();
    expect(within(lent).getByRole('button', { name: 'Place Hold' })).toBeInTheDocument();
    expect(within(lent).queryByRole('button', { name: 'Request Rental' })).not.toBeInTheDocument();
    expect(screen.getByText('Found 2 rentable movies')).toBeInTheDocument();
    // One page: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Shelf pages' })).not.toBeInTheDocument();
  });

  it("offers to join the line, not Request Rental, on a disc kept for the first in line's turn", async () => {
    shelfOf(1, () => shelfItem(3, { title: 'Kept', keptForOther: true }));
    renderApp('/whats-on-the-shelf');
    const kept = await screen.findByRole('article', { name: /Kept/ });
    expect(within(kept).getByText('On hold for the first in line — join the line')).toBeInTheDocument();
    expect(within(kept).getByRole('button', { name: 'Place Hold' })).toBeInTheDocument();
    expect(within(kept).queryByRole('button', { name: 'Request Rental' })).not.toBeInTheDocument();
  });

  it('pages with Previous, Next and numbered buttons, keeping the page in the URL', async () => {
    const calls = shelfOf(30);
    const { user, history } = renderApp('/whats-on-the-shelf');
    const pages = await screen.findByRole('navigation', { name: 'Shelf pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(lastInput(calls)).toMatchObject({ page: 2, limit: 12 });
    expect(history.at(-1)).toBe('/whats-on-the-shelf?page=2');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows at most 5 numbered buttons: pages 1 to 5', async () => {
    shelfOf(100);
    renderApp('/whats-on-the-shelf?page=7');
    expect(await screen.findByText('Page 7 of 9')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Shelf pages' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('searches 300 ms after typing stops, back on page 1', async () => {
    const calls = shelfOf(30);
    const { user, history } = renderApp('/whats-on-the-shelf?page=2');
    await screen.findByText('Page 2 of 3');
    await user.type(screen.getByLabelText('Search the shelf'), '  heat ');
    await waitFor(() => expect(lastInput(calls)).toMatchObject({ search: 'heat', page: 1 }));
    // One call for the whole word, not one per keystroke.
    expect(calls['shelf.list']?.filter((input) => (input as ShelfInput).search)).toHaveLength(1);
    expect(history.at(-1)).toBe('/whats-on-the-shelf?search=heat');
    expect(screen.getByRole('button', { name: 'Remove filter Search: “heat”' })).toBeInTheDocument();
  });

  it('filters by format and condition with chips and Clear All', async () => {
    const calls = shelfOf(30);
    const { user, history } = renderApp('/whats-on-the-shelf?page=3');
    await screen.findByText('Page 3 of 3');
    expect(screen.getByLabelText('Format')).toHaveValue('Any');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Format'), 'Blu-ray');
    await waitFor(() => expect(lastInput(calls)).toMatchObject({ format: 'Blu-ray', page: 1 }));
    await user.selectOptions(screen.getByLabelText('Condition'), 'Mint');
    await waitFor(() =>
      expect(lastInput(calls)).toMatchObject({ format: 'Blu-ray', condition: 'Mint', page: 1 }),
    );
    expect(history.at(-1)).toBe('/whats-on-the-shelf?format=Blu-ray&condition=Mint');

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Format: Blu-ray', 'Condition: Mint']);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Format: Blu-ray' }));
    await waitFor(() => expect(lastInput(calls)).toEqual({ page: 1, limit: 12, condition: 'Mint' }));
    expect(screen.getByLabelText('Format')).toHaveValue('Any');

    await user.type(screen.getByLabelText('Search the shelf'), 'alien');
    await screen.findByRole('button', { name: 'Remove filter Search: “alien”' });
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(lastInput(calls)).toEqual({ page: 1, limit: 12 }));
    expect(screen.getByLabelText('Search the shelf')).toHaveValue('');
    expect(screen.getByLabelText('Condition')).toHaveValue('Any');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(history.at(-1)).toBe('/whats-on-the-shelf');
  });

  it('a visitor picks a town for the visit and sees the nearest discs first, with distances, within 25 km', async () => {
    const leeds = { id: 2644688, name: 'Leeds', country: 'United Kingdom' };
    const bradford = { id: 2654993, name: 'Bradford', country: 'United Kingdom' };
    const calls = shelfOf(
      2,
      (id) => shelfItem(id, { ownerTown: bradford, distanceKm: id === 1 ? 13 : null }),
      { anonymous: true },
      { 'places.search': () => ok([leeds]) },
    );
    const { user, history } = renderApp('/whats-on-the-shelf');
    await screen.findByText('Found 2 rentable movies');
    expect(screen.getByLabelText('Order')).toBeDisabled();
    expect(screen.getAllByText('Bradford, United Kingdom')).toHaveLength(1);

    await user.type(screen.getByRole('combobox', { name: 'Your town' }), 'lee');
    await user.click(await screen.findByRole('option', { name: 'Leeds, United Kingdom' }));
    await waitFor(() => expect(lastInput(calls)).toEqual({ page: 1, limit: 12, near: leeds.id }));
    expect(screen.getByLabelText('Order')).toHaveValue('near');
    expect(history.at(-1)).toBe('/whats-on-the-shelf?order=near');
    expect(await screen.findByText('Bradford, United Kingdom · about 13 km')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 25 km');
    await waitFor(() => expect(lastInput(calls)).toMatchObject({ near: leeds.id, withinKm: 25 }));
    expect(screen.getByRole('button', { name: 'Remove filter Within 25 km' })).toBeInTheDocument();
  });

  it('a member with a town orders Near me from it (near=me) and says where it measures from', async () => {
    const calls = shelfOf(2, undefined, undefined, {
      'socialProfile.get': () =>
        ok({ town: { id: 2633352, name: 'York', country: 'United Kingdom' } } as never),
    });
    const { user } = renderApp('/whats-on-the-shelf');
    expect(await screen.findByText(/Distances from York, United Kingdom/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Order'), 'Near me');
    await waitFor(() => expect(lastInput(calls)).toEqual({ page: 1, limit: 12, near: 'me' }));
  });

  it('reads the search, filters and page from the URL, so a reload keeps them', async () => {
    const calls = shelfOf(30);
    renderApp('/whats-on-the-shelf?search=alien&format=DVD&condition=Poor&page=2');
    await screen.findByText('Page 2 of 3');
    expect(calls['shelf.list']?.[0]).toEqual({
      page: 2,
      limit: 12,
      search: 'alien',
      format: 'DVD',
      condition: 'Poor',
    });
    expect(screen.getByLabelText('Search the shelf')).toHaveValue('alien');
    expect(screen.getByLabelText('Format')).toHaveValue('DVD');
    expect(screen.getByLabelText('Condition')).toHaveValue('Poor');
  });

  it("says 'No movies found' with the right hint, and only that (no 'Found 0')", async () => {
    shelfOf(0);
    renderApp('/whats-on-the-shelf');
    // Shown once (the live line repeats it for screen readers only).
    await screen.findByText('No movies found', { selector: ':not(.sr-only)' });
    expect(screen.getAllByText('No movies found', { selector: ':not(.sr-only)' })).toHaveLength(1);
    expect(screen.getByText('No rentable movies are currently available')).toBeInTheDocument();
    expect(screen.queryByText(/^Found \d+ rentable/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
  });

  it("hints 'Try adjusting your search or filters' when filters are on", async () => {
    shelfOf(0);
    const { user } = renderApp('/whats-on-the-shelf?format=VHS');
    expect(await screen.findByText('Try adjusting your search or filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('No rentable movies are currently available')).toBeInTheDocument();
  });

  it('opens Request Rental for a disc', async () => {
    shelfOf(1, () => shelfItem(1, { title: 'Heat', ownerName: 'Fox Mulder' }));
    const { user } = renderApp('/whats-on-the-shelf');
    await user.click(await screen.findByRole('button', { name: 'Request Rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Rental' });
    expect(dialog).toHaveTextContent('Ask Fox Mulder to lend you Heat');
  });

  it('places a hold on a disc that is out and says the place in line', async () => {
    const calls = shelfOf(1, () => shelfItem(7, { title: 'Heat', onLoan: true }), undefined, {
      'holds.place': (input) => ok(hold(3, { mediaId: Number(input.mediaId), position: 1 })),
    });
    const { user } = renderApp('/whats-on-the-shelf');
    await user.click(await screen.findByRole('button', { name: 'Place Hold' }));
    expect(
      await screen.findByText("You're number 1 in line for Heat. We'll tell you when it's your turn."),
    ).toBeInTheDocument();
    expect(calls['holds.place']).toEqual([{ mediaId: 7 }]);
  });

  it("tells the borrower who has a disc 'You have this disc', with nothing to ask for", async () => {
    shelfOf(1, () => shelfItem(7, { title: 'Heat', onLoan: true }), undefined, {
      'loans.list': () =>
        ok({
          incoming: [],
          outgoing: [loan(3, { mediaId: 7, role: 'borrower', status: 'handed_over', actions: [] })],
        }),
    });
    renderApp('/whats-on-the-shelf');
    const heat = await screen.findByRole('article', { name: /Heat/ });
    expect(await within(heat).findByText('You have this disc')).toBeInTheDocument();
    expect(within(heat).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends a visitor choosing Request Rental to log in', async () => {
    shelfOf(1, () => shelfItem(1, { title: 'Heat' }), { anonymous: true });
    const { user } = renderApp('/whats-on-the-shelf');
    const button = await screen.findByRole('button', { name: 'Request Rental' });
    // The session check has answered 'anonymous' once the header offers Sign In.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0));
    await user.click(button);
    expect(await screen.findByText('Please log in to request rentals')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(spies.redirect).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('offers to try again when the shelf cannot load', async () => {
    serve({ 'shelf.list': () => fail('INTERNAL_SERVER_ERROR', 'Database offline') });
    renderApp('/whats-on-the-shelf');
    expect(await screen.findByText("Couldn't load the shelf")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
