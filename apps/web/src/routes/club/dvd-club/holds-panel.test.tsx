import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionItem, hold, resetSpies, serve } from '../../../components/collection/fake-dvd-club.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ok, type TrpcResolvers } from '../../../test/trpc-mock.ts';

vi.mock('../../../lib/unauthorized.ts', async (original) =>
  (await import('../../../components/collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

beforeAll(async () => {
  await import('./dvd-club-page.tsx');
});
afterEach(resetSpies);

function club(overrides: TrpcResolvers) {
  return serve({
    'dvdClub.list': () => ok([]),
    'credits.balance': () => ok({ amount: 3, owed: 0 }),
    'loans.list': () => ok({ incoming: [], outgoing: [] }),
    'holds.mine': () => ok([]),
    ...overrides,
  });
}

describe('DVD Club: holds', () => {
  it('lists my holds with my place in line, and cancels one', async () => {
    const state = {
      holds: [hold(1, { title: 'Aliens', position: 1 }), hold(2, { title: 'Tremors', position: 3 })],
    };
    const calls = club({
      'holds.mine': () => ok(state.holds),
      'holds.remove': (input) => {
        const { id } = input as { id: number };
        state.holds = state.holds.filter((h) => h.id !== id);
        return ok({ id });
      },
    });
    const { user } = renderApp('/dvd-club');
    const list = await screen.findByRole('list', { name: 'Your holds' });
    expect(screen.getByRole('heading', { name: 'Your Holds (2)' })).toBeInTheDocument();
    const aliens = within(list).getByRole('article', { name: /Aliens/ });
    expect(within(aliens).getByText('Place 1 in line')).toBeInTheDocument();
    expect(within(aliens).getByText("You're next: we'll tell you when it's back.")).toBeInTheDocument();
    expect(within(aliens).getByRole('link', { name: 'Fox M.' })).toHaveAttribute('href', '/members/u_fox');
    expect(within(aliens).queryByRole('button', { name: 'Request Rental' })).not.toBeInTheDocument();
    const tremors = within(list).getByRole('article', { name: /Tremors/ });
    expect(within(tremors).getByText('Place 3 in line')).toBeInTheDocument();
    expect(
      within(tremors).getByText("2 ahead of you. We'll tell you when it's your turn."),
    ).toBeInTheDocument();

    await user.click(within(tremors).getByRole('button', { name: 'Cancel Hold' }));
    expect(await screen.findByText('Hold Cancelled')).toBeInTheDocument();
    expect(calls['holds.remove']).toEqual([{ id: 2 }]);
    await screen.findByRole('heading', { name: 'Your Holds (1)' });
  });

  it("when it's my turn, Request Rental opens the request for that disc", async () => {
    club({
      'holds.mine': () =>
        ok([hold(1, { title: 'Aliens', mediaId: 77, readyUntil: '2025-03-03T12:00:00.000Z' })]),
    });
    const { user } = renderApp('/dvd-club');
    const aliens = await screen.findByRole('article', { name: /Aliens/ });
    expect(within(aliens).getByText('Your turn')).toBeInTheDocument();
    expect(within(aliens).getByText(/^It's back and kept for you: request it by /)).toBeInTheDocument();
    await user.click(within(aliens).getByRole('button', { name: 'Request Rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Rental' });
    expect(dialog).toHaveTextContent('Ask Fox M. to lend you Aliens (1986).');
  });

  it('says how to get in line when there are no holds', async () => {
    club({});
    renderApp('/dvd-club');
    expect(await screen.findByRole('link', { name: 'place a hold on the shelf' })).toHaveAttribute(
      'href',
      '/whats-on-the-shelf',
    );
  });

  it('shows the owner who waits for their rentable disc, in order, and whose turn it is', async () => {
    const calls = club({
      'dvdClub.list': () =>
        ok([
          collectionItem(5, { title: 'Heat', visibility: 'rentable', onLoan: true }),
          collectionItem(6, { title: 'Clue', visibility: 'public' }),
        ]),
      'holds.ofDisc': () =>
        ok([
          {
            position: 1,
            memberId: 'u_dana',
            memberName: 'Dana S.',
            createdAt: '2025-03-01T12:00:00.000Z',
            readyUntil: '2025-03-03T12:00:00.000Z',
          },
          {
            position: 2,
            memberId: 'u_walter',
            memberName: 'Walter S.',
            createdAt: '2025-03-01T13:00:00.000Z',
            readyUntil: null,
          },
        ]),
    });
    renderApp('/dvd-club');
    const line = await screen.findByRole('list', { name: 'Waiting list for Heat' });
    expect(screen.getByText('Waiting list (2)')).toBeInTheDocument();
    const [first, second] = within(line).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^1\. Dana S\. · their turn until /);
    expect(second).toHaveTextContent('2. Walter S.');
    // Only rentable discs have a line to ask about.
    await waitFor(() => expect(calls['holds.ofDisc']).toEqual([{ id: 5 }]));
  });
});
