import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ok, recordingTrpc } from '../../../test/trpc-mock.ts';
import type { EscalatedDispute } from './use-moderation.ts';

const DISPUTE: EscalatedDispute = {
  id: 9,
  title: 'Heat',
  owner: { id: 'u_dana', name: 'Dana K.' },
  borrower: { id: 'u_sam', name: 'Sam R.' },
  openedBy: 'borrower',
  reason: 'not_received',
  note: 'It never came',
  proposal: { by: 'owner', outcome: 'damaged', credits: 2 },
  disputedAt: '2026-11-20T10:00:00Z',
  escalatedAt: '2026-11-27T10:00:00Z',
};

function setup(disputes: EscalatedDispute[]) {
  const recorded = recordingTrpc({
    'auth.me': () => ok(member),
    'notifications.list': () => ok([]),
    'moderation.status': () => ok({ moderator: true }),
    'moderation.reports': () => ok({ reports: [], disputes, suspended: [] }),
    'moderation.log': () => ok({ actions: [] }),
    'moderation.settleDispute': () =>
      ok({
        id: 1,
        action: 'settle_dispute',
        moderator: { id: member.id, name: 'Mo' },
        member: null,
        reportId: null,
        loanId: 9,
        note: 'Heat: lost, 3 credits more from Sam R. to Dana K.',
        until: null,
        createdAt: '2026-11-28T10:00:00Z',
      }),
  });
  server.use(recorded.handler);
  return { ...renderApp('/moderation'), calls: recorded.calls };
}

describe('moderation page: escalated disputes', () => {
  it('shows both sides and the proposal, and settles with the outcome and credits the moderator picks', async () => {
    const { user, calls } = setup([DISPUTE]);
    const list = await screen.findByRole('list', { name: 'Escalated disputes' });
    const card = within(within(list).getAllByRole('listitem')[0]!);
    expect(card.getByText(/Sam R\. disputed: I never got the disc/)).toBeInTheDocument();
    expect(card.getByText(/It never came/)).toBeInTheDocument();
    expect(card.getByText(/Dana K\. proposed: .*\(not accepted\)/)).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Settle the dispute over Heat' }));
    // Starts from the proposal on the table: damaged, 2 credits.
    expect(form.getByLabelText('Outcome')).toHaveValue('damaged');
    expect(form.getByLabelText('Credits on top of the loan')).toHaveValue('2');
    await user.selectOptions(form.getByLabelText('Outcome'), 'lost');
    expect(form.getByLabelText('Credits on top of the loan')).toHaveValue('3');
    await user.click(form.getByRole('button', { name: 'Settle Dispute' }));
    await waitFor(() =>
      expect(calls['moderation.settleDispute']).toEqual([{ id: 9, outcome: 'lost', credits: 3 }]),
    );
    expect(await screen.findByText('Dispute settled')).toBeInTheDocument();
  });

  it('says when no dispute is waiting', async () => {
    setup([]);
    expect(await screen.findByText('No disputes waiting. Every loan ended as agreed.')).toBeInTheDocument();
  });
});
