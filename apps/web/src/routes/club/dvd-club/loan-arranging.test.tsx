import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loan, resetSpies, serve } from '../../../components/collection/fake-dvd-club.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, ok, type ProcedureOutput } from '../../../test/trpc-mock.ts';

vi.mock('../../../lib/unauthorized.ts', async (original) =>
  (await import('../../../components/collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

beforeAll(async () => {
  await import('./dvd-club-page.tsx');
});
afterEach(resetSpies);

type Plan = ProcedureOutput<'handoverPlans.get'>;

const PROPOSAL: NonNullable<Plan['proposal']> = {
  id: 4,
  kind: 'in_person',
  place: 'The station café',
  at: '2030-05-04T10:30:00.000Z',
  note: null,
  proposedBy: 'borrower',
  mine: false,
  proposedAt: '2030-05-01T10:00:00.000Z',
  acceptedAt: null,
};

function thread(
  messages: { id: number; message: string; mine: boolean }[],
  writable = true,
): ProcedureOutput<'loanThreads.get'> {
  return {
    loanId: 1,
    title: 'Heat',
    role: 'owner',
    otherParty: { id: 'u_fox', displayName: 'Fox Mulder' },
    writable,
    closesAt: null,
    messages: messages.map((m) => ({
      ...m,
      loanId: 1,
      senderId: m.mine ? 'u_chuck' : 'u_fox',
      sentAt: '2030-05-01T10:00:00.000Z',
    })),
  };
}

function withCard(resolvers: Parameters<typeof serve>[0]) {
  return serve({
    'dvdClub.list': () => ok([]),
    'credits.balance': () => ok({ amount: 3, owed: 0 }),
    'loans.list': () => ok({ incoming: [loan(1, { title: 'Heat' })], outgoing: [] }),
    ...resolvers,
  });
}

async function heatCard() {
  const { user } = renderApp('/dvd-club');
  const incoming = await screen.findByRole('region', { name: /Incoming/ });
  return { user, card: await within(incoming).findByRole('article', { name: /^Heat/ }) };
}

describe("a loan card's thread and hand-over plan", () => {
  it('shows the thread with the other member and sends a message', async () => {
    const calls = withCard({
      'loanThreads.get': () => ok(thread([{ id: 1, message: 'Saturday?', mine: false }])),
      'loanThreads.post': (input) =>
        ok({
          id: 2,
          loanId: 1,
          senderId: 'u_chuck',
          mine: true,
          message: (input as { message: string }).message,
          sentAt: '2030-05-01T10:05:00.000Z',
        }),
      'handoverPlans.get': () => ok({ loanId: 1, agreed: null, proposal: null, actions: ['propose'] }),
    });
    const { user, card } = await heatCard();
    const box = within(card).getByRole('region', { name: 'Messages with Fox Mulder about Heat' });
    expect(await within(box).findByText('Saturday?')).toBeInTheDocument();
    await user.type(within(box).getByLabelText('Message Fox Mulder'), 'Ten works');
    await user.click(within(box).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(calls['loanThreads.post']).toEqual([{ id: 1, message: 'Ten works' }]));
    expect(
      within(card).getByText('No hand-over agreed yet: propose how the disc changes hands.'),
    ).toBeInTheDocument();
  });

  it('a read-only thread has no composer', async () => {
    withCard({
      'loanThreads.get': () => ok(thread([], false)),
      'handoverPlans.get': () => ok({ loanId: 1, agreed: null, proposal: null, actions: [] }),
    });
    const { card } = await heatCard();
    expect(await within(card).findByText('This thread is read-only.')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Message Fox Mulder')).not.toBeInTheDocument();
  });

  it("accepts the other member's proposal; the agreed plan offers Add to calendar; a refusal is shown", async () => {
    const agreed = { ...PROPOSAL, acceptedAt: '2030-05-01T11:00:00.000Z' };
    let accepted = false;
    const calls = withCard({
      'loanThreads.get': () => ok(thread([])),
      'handoverPlans.get': () =>
        ok(
          accepted
            ? { loanId: 1, agreed, proposal: null, actions: ['propose'] }
            : { loanId: 1, agreed: null, proposal: PROPOSAL, actions: ['propose', 'accept'] },
        ),
      'handoverPlans.accept': () => {
        accepted = true;
        return ok({ loanId: 1, agreed, proposal: null, actions: ['propose'] });
      },
      'handoverPlans.propose': () => fail('CONFLICT', 'This loan is over, so there is no hand-over to plan.'),
    });
    const { user, card } = await heatCard();
    const plan = within(card).getByRole('region', { name: 'Hand-over of Heat' });
    expect(
      await within(plan).findByText(/^Fox Mulder proposes: Meet at The station café/),
    ).toBeInTheDocument();
    await user.click(within(plan).getByRole('button', { name: 'Accept Plan' }));
    expect(await within(plan).findByText(/^Agreed:/)).toBeInTheDocument();
    expect(calls['handoverPlans.accept']).toEqual([{ id: 1 }]);
    expect(within(plan).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/dvd-club/rental-requests/1/calendar.ics',
    );

    await user.click(within(plan).getByRole('button', { name: 'Propose a Hand-over' }));
    await user.click(within(plan).getByLabelText('By post'));
    await user.click(within(plan).getByRole('button', { name: 'Propose' }));
    expect(
      await screen.findByText('This loan is over, so there is no hand-over to plan.'),
    ).toBeInTheDocument();
    expect(calls['handoverPlans.propose']).toEqual([{ id: 1, kind: 'post' }]);
  });
});
