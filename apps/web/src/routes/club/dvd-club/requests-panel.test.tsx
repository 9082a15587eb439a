import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionItem, loan, resetSpies, serve } from '../../../components/collection/dvd-club-test-kit.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, ok, type TrpcResolver } from '../../../test/trpc-mock.ts';
import { formatDate } from './loan-text.ts';

vi.mock('../../../lib/unauthorized.ts', async (original) =>
  (await import('../../../components/collection/dvd-club-test-kit.ts')).withRedirectSpy(await original()),
);

type Loan = RouterOutputs['loans']['list']['incoming'][number];

beforeAll(async () => {
  await import('./dvd-club-page.tsx');
});
afterEach(resetSpies);

function withLoans(incoming: Loan[], outgoing: Loan[], overrides: Record<string, TrpcResolver> = {}) {
  return serve({
    'dvdClub.list': () =>
      ok([collectionItem(1, { title: 'Heat', condition: 'Excellent', visibility: 'rentable' })]),
    'credits.balance': () => ok({ amount: 3 }),
    'loans.list': () => ok({ incoming, outgoing }),
    ...overrides,
  });
}

const echo =
  (patch: Partial<Loan>): TrpcResolver =>
  (input) =>
    ok(loan((input as { id: number }).id, patch));

async function panel() {
  const { user } = renderApp('/dvd-club');
  const incoming = await screen.findByRole('region', { name: /Incoming/ });
  const outgoing = screen.getByRole('region', { name: /Outgoing/ });
  return { user, incoming, outgoing };
}

describe('Requests panel', () => {
  it('lists incoming and outgoing loans with status, dates, message and the other member', async () => {
    withLoans(
      [
        loan(1, { title: 'Heat', message: 'Can I borrow it this weekend?' }),
        loan(2, {
          title: 'Alien',
          status: 'handed_over',
          acceptedAt: '2025-03-02T12:00:00.000Z',
          handedOverAt: '2025-03-03T12:00:00.000Z',
          dueAt: '2025-03-16T12:00:00.000Z',
          isOverdue: true,
          actions: ['markReturned'],
        }),
        loan(3, {
          title: 'Clue',
          status: 'returned',
          returnedAt: '2025-02-20T12:00:00.000Z',
          returnCondition: 'Good',
          actions: [],
        }),
      ],
      [
        loan(4, {
          title: 'Tremors',
          role: 'borrower',
          ownerId: 'u_fox',
          borrowerId: 'u_chuck',
          actions: ['cancel'],
        }),
      ],
    );
    const { incoming, outgoing } = await panel();
    expect(within(incoming).getByRole('heading', { name: 'Incoming (2)' })).toBeInTheDocument();

    const heat = within(incoming).getByRole('article', { name: 'Heat (1999)' });
    expect(within(heat).getByText('Requested', { selector: 'span' })).toBeInTheDocument();
    expect(within(heat).getByRole('link', { name: 'Fox Mulder' })).toHaveAttribute('href', '/members/u_fox');
    expect(within(heat).getByText('“Can I borrow it this weekend?”')).toBeInTheDocument();
    expect(within(heat).getByText(formatDate('2025-03-01T12:00:00.000Z'))).toBeInTheDocument();
    expect(within(heat).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(heat).getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    const alien = within(incoming).getByRole('article', { name: 'Alien (1999)' });
    expect(within(alien).getByText('Handed Over')).toBeInTheDocument();
    expect(within(alien).getByText('Overdue')).toBeInTheDocument();
    expect(within(alien).getByText('Due').nextElementSibling).toHaveTextContent(
      formatDate('2025-03-16T12:00:00.000Z'),
    );
    expect(within(alien).getByRole('button', { name: 'Mark Returned' })).toBeInTheDocument();

    // Finished loans fold away under 'Past incoming'.
    expect(within(incoming).getByText('Past incoming (1)')).toBeInTheDocument();
    const clue = within(incoming).getByRole('article', { name: 'Clue (1999)', hidden: true });
    expect(clue).toHaveTextContent(`${formatDate('2025-02-20T12:00:00.000Z')} (Good)`);
    expect(clue).toHaveTextContent('Back on your shelf. You earned 1 credit.');

    const tremors = within(outgoing).getByRole('article', { name: 'Tremors (1999)' });
    expect(within(tremors).getByText(/Owner:/)).toBeInTheDocument();
    expect(within(tremors).getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
    expect(within(tremors).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('says when there are no loans either way', async () => {
    withLoans([], []);
    const { incoming, outgoing } = await panel();
    expect(within(incoming).getByText(/No requests for your discs yet/)).toBeInTheDocument();
    expect(within(outgoing).getByRole('link', { name: 'Browse the shelf' })).toHaveAttribute(
      'href',
      '/whats-on-the-shelf',
    );
  });

  it('accepts with the 14-day default, or another loan length', async () => {
    const calls = withLoans([loan(1, { title: 'Heat' }), loan(2, { title: 'Alien' })], [], {
      'loans.accept': echo({
        status: 'accepted',
        dueAt: '2025-03-15T12:00:00.000Z',
        actions: ['decline', 'handOver'],
      }),
    });
    const { user, incoming } = await panel();
    await user.click(
      within(within(incoming).getByRole('article', { name: /Heat/ })).getByRole('button', { name: 'Accept' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Accept Rental Request' });
    expect(within(dialog).getByLabelText('Loan length (days)')).toHaveValue(14);
    expect(within(dialog).getByText(/^Due back /)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept Request' }));
    expect(await screen.findByText('Request Accepted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(within(incoming).getByRole('article', { name: /Alien/ })).getByRole('button', {
        name: 'Accept',
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Accept Rental Request' });
    const days = within(dialog).getByLabelText('Loan length (days)');
    await user.clear(days);
    await user.type(days, '0');
    expect(within(dialog).getByText('Choose between 1 and 60 days.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept Request' })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Accept Request' }));
    await waitFor(() =>
      expect(calls['loans.accept']).toEqual([
        { id: 1, loanDays: 14 },
        { id: 2, loanDays: 7 },
      ]),
    );
  });

  it('declines, hands over, marks returned with a condition, and cancels', async () => {
    const calls = withLoans(
      [
        loan(1, { title: 'Heat', mediaId: 1 }),
        loan(2, {
          title: 'Alien',
          status: 'accepted',
          dueAt: '2025-03-15T12:00:00.000Z',
          actions: ['decline', 'handOver'],
        }),
        loan(3, {
          title: 'Heat',
          mediaId: 1,
          status: 'handed_over',
          dueAt: '2025-03-15T12:00:00.000Z',
          actions: ['markReturned'],
        }),
      ],
      [loan(4, { title: 'Tremors', role: 'borrower', actions: ['cancel'] })],
      {
        'loans.decline': echo({ status: 'declined', actions: [] }),
        'loans.handOver': echo({
          status: 'handed_over',
          dueAt: '2025-03-15T12:00:00.000Z',
          actions: ['markReturned'],
        }),
        'loans.markReturned': echo({ status: 'returned', actions: [] }),
        'loans.cancel': echo({ status: 'cancelled', actions: [] }),
      },
    );
    const { user, incoming, outgoing } = await panel();
    const [first, second, third] = within(incoming).getAllByRole('article');

    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request Declined')).toBeInTheDocument();
    expect(calls['loans.decline']).toEqual([{ id: 1 }]);

    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Mark Handed Over' }));
    expect(await screen.findByText('Handed Over', { selector: '[data-variant] *' })).toBeInTheDocument();
    expect(calls['loans.handOver']).toEqual([{ id: 2 }]);

    await user.click(within(third as HTMLElement).getByRole('button', { name: 'Mark Returned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Returned' });
    // It starts from the disc's condition in the collection.
    expect(within(dialog).getByLabelText('Condition on return')).toHaveValue('Excellent');
    await user.selectOptions(within(dialog).getByLabelText('Condition on return'), 'Fair');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Returned' }));
    expect(await screen.findByText('Marked Returned')).toBeInTheDocument();
    expect(calls['loans.markReturned']).toEqual([{ id: 3, condition: 'Fair' }]);

    await user.click(within(outgoing).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Request Cancelled')).toBeInTheDocument();
    expect(calls['loans.cancel']).toEqual([{ id: 4 }]);
    // Every step reloads the loans and credits.
    expect(calls['loans.list']?.length).toBeGreaterThanOrEqual(5);
    expect(calls['credits.balance']?.length).toBeGreaterThanOrEqual(5);
  });

  it("shows the server's words when a step is refused", async () => {
    withLoans(
      [],
      [loan(4, { title: 'Tremors', role: 'borrower', status: 'requested', actions: ['cancel'] })],
      {
        'loans.cancel': () => fail('CONFLICT', 'This request was declined.'),
      },
    );
    const { user, outgoing } = await panel();
    await user.click(within(outgoing).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('This request was declined.')).toBeInTheDocument();
  });
});
