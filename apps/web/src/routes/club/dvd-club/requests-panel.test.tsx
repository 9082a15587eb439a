import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionItem, loan, resetSpies, serve } from '../../../components/collection/fake-dvd-club.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, ok, type TrpcResolvers } from '../../../test/trpc-mock.ts';
import { formatDate } from './loan-text.ts';

vi.mock('../../../lib/unauthorized.ts', async (original) =>
  (await import('../../../components/collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

type Loan = RouterOutputs['loans']['list']['incoming'][number];

beforeAll(async () => {
  await import('./dvd-club-page.tsx');
});
afterEach(resetSpies);

function withLoans(incoming: Loan[], outgoing: Loan[], overrides: TrpcResolvers = {}) {
  return serve({
    'dvdClub.list': () =>
      ok([collectionItem(1, { title: 'Heat', condition: 'Excellent', visibility: 'rentable' })]),
    'credits.balance': () => ok({ amount: 3, owed: 0 }),
    'loans.list': () => ok({ incoming, outgoing }),
    ...overrides,
  });
}

const echo = (patch: Partial<Loan>) => (input: { id: unknown }) => ok(loan(Number(input.id), patch));

async function panel() {
  const { user } = renderApp('/dvd-club');
  const incoming = await screen.findByRole('region', { name: /Incoming/ });
  const outgoing = screen.getByRole('region', { name: /Outgoing/ });
  return { user, incoming, outgoing };
}

describe('Requests panel', () => {
  it('says a loan runs free when the owner was paid for this borrower in the last 30 days', async () => {
    const free = {
      status: 'accepted' as const,
      credits: 0,
      payout: 'none' as const,
      acceptedAt: '2025-03-02T12:00:00.000Z',
      dueAt: '2025-03-16T12:00:00.000Z',
    };
    withLoans(
      [loan(1, { ...free, title: 'Heat', actions: ['decline', 'handOver'] })],
      [loan(2, { ...free, title: 'Alien', role: 'borrower', actions: ['cancel'] })],
    );
    const { incoming, outgoing } = await panel();
    expect(
      await within(incoming).findByText(/This loan is free: you earned from .* in the last 30 days\./),
    ).toBeInTheDocument();
    expect(within(outgoing).getByText(/This loan is free: no credit is held\./)).toBeInTheDocument();
    expect(screen.queryByText(/0 credits/)).not.toBeInTheDocument();
  });

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

describe('Requests panel: two-sided hand-over and return, and reviews', () => {
  const handedOver = {
    status: 'handed_over' as const,
    handedOverAt: '2025-03-03T12:00:00.000Z',
    dueAt: '2025-03-16T12:00:00.000Z',
  };

  it("the borrower confirms 'I Have It'; the owner waits, and cannot confirm their own step", async () => {
    const calls = withLoans(
      [
        loan(1, {
          title: 'Heat',
          mediaId: 1,
          ...handedOver,
          awaitingConfirmation: 'handed_over',
          confirmBy: '2025-03-06T12:00:00.000Z',
          actions: ['markReturned'],
        }),
      ],
      [
        loan(2, {
          title: 'Alien',
          role: 'borrower',
          ...handedOver,
          awaitingConfirmation: 'handed_over',
          confirmBy: '2025-03-06T12:00:00.000Z',
          actions: ['confirm', 'dispute'],
        }),
      ],
      {
        'loans.confirm': echo({
          role: 'borrower',
          ...handedOver,
          handoverConfirmedAt: '2025-03-04T12:00:00.000Z',
          actions: [],
        }),
      },
    );
    const { user, incoming, outgoing } = await panel();
    const mine = within(incoming).getByRole('article', { name: /Heat/ });
    expect(within(mine).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(
      within(mine).getByText(/^Waiting for Fox Mulder to confirm they have it\. It confirms itself on/),
    ).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'I Have It' })).not.toBeInTheDocument();

    const borrowed = within(outgoing).getByRole('article', { name: /Alien/ });
    expect(within(borrowed).getByText(/^Fox Mulder says they handed it to you\./)).toBeInTheDocument();
    await user.click(within(borrowed).getByRole('button', { name: 'I Have It' }));
    expect(await screen.findByText('Hand-over Confirmed')).toBeInTheDocument();
    expect(calls['loans.confirm']).toEqual([{ id: 2 }]);
  });

  it('disputes with a reason from the list and a note (counted), shows the dispute, and lets its author withdraw it', async () => {
    const note = 'The case was empty.';
    const state = {
      outgoing: [
        loan(2, {
          title: 'Alien',
          role: 'borrower',
          ...handedOver,
          awaitingConfirmation: 'handed_over',
          actions: ['confirm', 'dispute'],
        }),
      ],
    };
    const disputed = loan(2, {
      title: 'Alien',
      role: 'borrower',
      ...handedOver,
      awaitingConfirmation: 'handed_over',
      dispute: {
        by: 'borrower',
        reason: 'wrong_disc',
        note,
        at: '2025-03-04T12:00:00.000Z',
        proposal: null,
        escalatedAt: null,
        outcome: null,
      },
      actions: ['confirm', 'resolve'],
    });
    const calls = withLoans([], [], {
      'loans.list': () => ok({ incoming: [], outgoing: state.outgoing }),
      'loans.dispute': () => {
        state.outgoing = [disputed];
        return ok(disputed);
      },
    });
    const { user, outgoing } = await panel();
    await user.click(await within(outgoing).findByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute' });
    await user.selectOptions(within(dialog).getByLabelText('What went wrong'), 'It is the wrong disc');
    await user.type(within(dialog).getByLabelText('Note (optional)'), note);
    expect(within(dialog).getByText(`${note.length}/500`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Dispute' }));
    expect(await screen.findByText('Dispute Raised')).toBeInTheDocument();
    expect(calls['loans.dispute']).toEqual([{ id: 2, reason: 'wrong_disc', note }]);

    const card = await within(outgoing).findByRole('article', { name: /Alien/ });
    await within(card).findByText('Disputed');
    expect(
      within(card).getByText('The 1 credit stays frozen until you agree how it ends.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Dispute' })).toHaveTextContent(
      `You disputed: It is the wrong disc — “${note}”No outcome proposed yet`,
    );
    expect(within(card).getByRole('button', { name: 'Withdraw Dispute' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Propose Outcome' })).toBeInTheDocument();
  });

  it("a dispute ends: the other member's proposal with Accept Outcome, a counter with credits, the outcome shown", async () => {
    const dispute = {
      by: 'owner' as const,
      reason: 'damaged' as const,
      note: 'Scratched',
      at: '2025-03-10T12:00:00.000Z',
      escalatedAt: null,
      outcome: null,
    };
    const returned = {
      title: 'Alien',
      role: 'borrower' as const,
      status: 'returned' as const,
      handedOverAt: '2025-03-03T12:00:00.000Z',
      returnedAt: '2025-03-10T12:00:00.000Z',
    };
    const proposed = loan(2, {
      ...returned,
      dispute: {
        ...dispute,
        proposal: {
          by: 'owner',
          mine: false,
          outcome: 'damaged',
          credits: 2,
          at: '2025-03-10T12:00:00.000Z',
        },
      },
      actions: ['resolve', 'acceptResolution'],
    });
    const countered = loan(2, {
      ...returned,
      dispute: {
        ...dispute,
        proposal: {
          by: 'borrower',
          mine: true,
          outcome: 'damaged',
          credits: 1,
          at: '2025-03-10T13:00:00.000Z',
        },
      },
      actions: [],
    });
    const state = { outgoing: [proposed] };
    const calls = withLoans([], [], {
      'loans.list': () => ok({ incoming: [], outgoing: state.outgoing }),
      'loanDisputes.resolve': () => {
        state.outgoing = [countered];
        return ok(countered);
      },
    });
    const { user, outgoing } = await panel();
    const card = await within(outgoing).findByRole('article', { name: /Alien/ });
    const summary = within(card).getByRole('region', { name: 'Dispute' });
    expect(summary).toHaveTextContent('Fox Mulder disputed: The disc is damaged — “Scratched”');
    expect(summary).toHaveTextContent('Fox Mulder proposes: Damaged: 2 credits on top of the loan');
    expect(within(card).getByRole('button', { name: 'Accept Outcome' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Propose Outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose Outcome' });
    await user.selectOptions(within(dialog).getByLabelText('Outcome'), 'Damaged');
    await user.selectOptions(within(dialog).getByLabelText('Credits on top of the loan'), '1 credit');
    await user.click(within(dialog).getByRole('button', { name: 'Propose Outcome' }));
    expect(await screen.findByText('Outcome Proposed')).toBeInTheDocument();
    expect(calls['loanDisputes.resolve']).toEqual([{ id: 2, outcome: 'damaged', credits: 1 }]);
    await within(card).findByText(
      'You proposed: Damaged: 1 credit on top of the loan (waiting for Fox Mulder)',
    );
    expect(within(card).queryByRole('button', { name: 'Accept Outcome' })).not.toBeInTheDocument();
  });

  it('after the return: the owner reads when the credit comes, and each side leaves one review with a thumb and a note', async () => {
    const returned = {
      status: 'returned' as const,
      handedOverAt: '2025-03-03T12:00:00.000Z',
      handoverConfirmedAt: '2025-03-03T13:00:00.000Z',
      returnedAt: '2025-03-10T12:00:00.000Z',
      returnConfirmedAt: '2025-03-10T13:00:00.000Z',
    };
    const calls = withLoans(
      [loan(1, { title: 'Heat', ...returned, payout: 'waiting', actions: ['review'] })],
      [
        loan(2, {
          title: 'Alien',
          role: 'borrower',
          ...returned,
          payout: 'paid',
          myReview: 'up',
          reviews: { mine: { thumb: 'up', note: null }, theirs: { thumb: 'down', note: 'Late by a week.' } },
          actions: [],
        }),
      ],
      {
        'loans.review': (input) =>
          ok({
            id: 7,
            loanId: 1,
            reviewerId: 'u_chuck',
            revieweeId: 'u_fox',
            revieweeRole: 'borrower',
            thumb: input.thumb,
            note: input.note === undefined ? null : String(input.note),
            createdAt: '2025-03-11T00:00:00.000Z',
          }),
      },
    );
    const { user, incoming, outgoing } = await panel();
    // Waiting for the owner's review, the settled loan stays among the open ones (issue 26 item 6).
    expect(within(incoming).queryByText(/^Past incoming/)).not.toBeInTheDocument();
    const lent = within(incoming).getByRole('article', { name: /Heat/ });
    expect(
      within(lent).getByText(
        'Back on your shelf. Fox Mulder paid with welcome credits: your 1 credit comes once they lend a disc of their own.',
      ),
    ).toBeInTheDocument();
    // The review form is on the card itself (issue 26 item 6), worked from the keyboard.
    const form = within(lent).getByRole('form', { name: 'Leave a Review' });
    expect(within(lent).queryByRole('button', { name: 'Leave a Review' })).not.toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save Review' });
    expect(save).toBeDisabled();
    within(form).getByRole('radio', { name: 'Thumbs down' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(form).getByRole('radio', { name: 'Thumbs up' })).toBeChecked();
    const note = within(form).getByLabelText('Note (optional)');
    await user.type(note, '  Came back spotless.  ');
    expect(within(form).getByText('23/500')).toBeInTheDocument();
    expect(note).toHaveAttribute('maxLength', '500');
    await user.click(save);
    expect(await screen.findByText('Review Saved')).toBeInTheDocument();
    expect(calls['loans.review']).toEqual([{ id: 1, thumb: 'up', note: 'Came back spotless.' }]);

    // The borrower already reviewed: marked, and no second review.
    await user.click(within(outgoing).getByText('Past outgoing (1)'));
    const borrowed = within(outgoing).getByRole('article', { name: /Alien/ });
    expect(within(borrowed).getByText('Reviewed')).toBeInTheDocument();
    // Both reviews, on the card.
    expect(within(borrowed).getByRole('list', { name: 'Reviews' })).toHaveTextContent(
      "Your review: Fox Mulder's review: “Late by a week.”",
    );
    expect(within(borrowed).queryByRole('form', { name: 'Leave a Review' })).not.toBeInTheDocument();
  });
});
