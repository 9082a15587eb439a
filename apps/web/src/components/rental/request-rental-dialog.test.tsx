import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render-in-app.tsx';
import { fail, ok, type TrpcResolver, type TrpcResolvers, unauthorized } from '../../test/trpc-mock.ts';
import { loan, resetSpies, serve, spies } from '../collection/fake-dvd-club.ts';
import type { RentalTarget } from './request-rental-dialog.tsx';
import { useRequestRental } from './use-request-rental.tsx';

vi.mock('../../lib/unauthorized.ts', async (original) =>
  (await import('../collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

const target: RentalTarget = {
  mediaId: 42,
  ownerId: 'u_fox',
  ownerName: 'Fox Mulder',
  title: 'The X-Files: Fight the Future',
  year: 1998,
  format: 'Blu-ray',
  condition: 'Excellent',
};

function Chooser() {
  const rental = useRequestRental();
  return (
    <>
      <button type="button" onClick={() => rental.open(target)}>
        Choose disc
      </button>
      {rental.dialog}
    </>
  );
}

async function setup(
  options: { anonymous?: boolean; request?: TrpcResolver<'loans.request'>; more?: TrpcResolvers } = {},
) {
  const calls = serve(
    {
      'credits.balance': () => ok({ amount: 3, owed: 0 }),
      'loans.request': options.request ?? ((input) => ok(loan(1, { mediaId: Number(input.mediaId) }))),
      ...options.more,
    },
    { anonymous: options.anonymous },
  );
  const { user } = renderInApp(<Chooser />);
  // Wait for the session check, as a member clicking on a real page would.
  await waitFor(() => expect(calls['auth.me']).toBeDefined());
  return { calls, user };
}

afterEach(resetSpies);

describe('Request Rental dialog', () => {
  it('sends the trimmed message, says so and closes', async () => {
    const { calls, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Choose disc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Rental' });
    expect(dialog).toHaveTextContent('Ask Fox Mulder to lend you The X-Files: Fight the Future (1998).');
    expect(within(dialog).getByText('Blu-ray')).toBeInTheDocument();
    expect(within(dialog).getByText('Excellent')).toBeInTheDocument();
    expect(await within(dialog).findByText('3 credits')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Message to the owner (optional)'), '  Weekend please!  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Rental Request Sent!')).toBeInTheDocument();
    expect(calls['loans.request']).toEqual([{ mediaId: 42, ownerId: 'u_fox', message: 'Weekend please!' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves the message out when none is written', async () => {
    const { calls, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Choose disc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Rental' });
    await user.type(within(dialog).getByLabelText('Message to the owner (optional)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await screen.findByText('Rental Request Sent!');
    expect(calls['loans.request']).toEqual([{ mediaId: 42, ownerId: 'u_fox' }]);
  });

  it('closes on Cancel without sending anything', async () => {
    const { calls, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Choose disc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Rental' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls['loans.request']).toBeUndefined();
  });

  it('caps the message at 500 characters', async () => {
    const { calls, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Choose disc' }));
    const box = await screen.findByLabelText('Message to the owner (optional)');
    expect(box).toHaveAttribute('maxLength', '500');
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'x'.repeat(500) } });
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await screen.findByText('Rental Request Sent!');
    expect(calls['loans.request']).toHaveLength(1);
  });

  it("sends a visitor to log in: 'Login Required', then /api/login after 1.5 s", async () => {
    const { calls, user } = await setup({ anonymous: true });
    await user.click(screen.getByRole('button', { name: 'Choose disc' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to request rentals')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spies.unauthorized).toHaveBeenCalledWith(expect.objectContaining({ delayMs: 1500 }));
    expect(spies.redirect).not.toHaveBeenCalled();
    await waitFor(() => expect(spies.redirect).toHaveBeenCalledWith('/api/login'), { timeout: 3000 });
    expect(calls['loans.request']).toBeUndefined();
  });

  it("says 'Session Expired' and goes to login when the send answers 401", async () => {
    const { user } = await setup({ request: unauthorized });
    await user.click(screen.getByRole('button', { name: 'Choose disc' }));
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText('Please log in again to send rental requests')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(spies.redirect).toHaveBeenCalledWith('/api/login'), { timeout: 3000 });
  });

  it("shows 'Request Failed' with the server's words and keeps the dialog and message", async () => {
    const { user } = await setup({
      request: () => fail('CONFLICT', 'You already have an open request for this movie.'),
    });
    await user.click(screen.getByRole('button', { name: 'Choose disc' }));
    await user.type(await screen.findByLabelText('Message to the owner (optional)'), 'Please?');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request Failed')).toBeInTheDocument();
    expect(screen.getByText('You already have an open request for this movie.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Rental' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message to the owner (optional)')).toHaveValue('Please?');
  });

  it('tells an unconfirmed member to confirm their address, with a button that sends the link again', async () => {
    const CONFIRM = 'Confirm your e-mail address to lend and borrow — we sent you a link';
    const { calls, user } = await setup({
      request: () => fail('FORBIDDEN', CONFIRM),
      more: { 'auth.resendVerification': () => ok({ message: 'We sent a new link to your address.' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Choose disc' }));
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Confirm your address')).toBeInTheDocument();
    expect(screen.getByText(CONFIRM)).toBeInTheDocument();
    // The dialog closes so the toast's button can be reached: until it has, the page takes no clicks.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to your address.')).toBeInTheDocument();
    expect(calls['auth.resendVerification']).toBeDefined();
  });
});
