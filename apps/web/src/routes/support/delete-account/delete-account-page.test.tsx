import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, ok, recordingTrpc, signedOut, type TrpcResolver } from '../../../test/trpc-mock.ts';

const MEMBER = {
  id: 'u1',
  email: 'marty@example.com',
  firstName: 'Marty',
  lastName: 'McFly',
  profileImageUrl: null,
};
const ACCOUNT = {
  email: MEMBER.email,
  emailVerified: true,
  pendingEmail: null,
  hasPassword: true,
  notificationDigest: false,
};
const LOANS_OPEN =
  "You can't delete your account while a disc is out on loan to or from you, or a request or return is still open. Settle your loans on the DVD Club page first.";

function fakeServer(deleteAccount: TrpcResolver<'auth.deleteAccount'>, account = ACCOUNT) {
  const recorder = recordingTrpc({
    'auth.me': () => ok(MEMBER),
    'auth.account': () => ok(account),
    'auth.deleteAccount': deleteAccount,
    'library.exportCsv': () => ok({ filename: 'chucks-library.csv', csv: 'Name\n' }),
  });
  server.use(recorder.handler);
  return recorder.calls;
}

describe('delete account page', () => {
  it('offers the export first, refuses while a loan is open, then deletes with the password', async () => {
    let refuse = true;
    const calls = fakeServer(() =>
      refuse
        ? fail('CONFLICT', LOANS_OPEN)
        : ok({ message: 'Your account is deleted. Everything personal is gone.' }),
    );
    const { user } = renderApp('/delete-account');
    expect(await screen.findByRole('button', { name: 'Download my library (CSV)' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Your password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText(LOANS_OPEN)).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(
      await screen.findByText('Your account is deleted. Everything personal is gone.'),
    ).toBeInTheDocument();
    expect(calls['auth.deleteAccount']).toEqual([
      { password: 'correct horse battery' },
      { password: 'correct horse battery' },
    ]);
  });

  it('an account without a password types DELETE', async () => {
    const calls = fakeServer(() => ok({ message: 'Your account is deleted.' }), {
      ...ACCOUNT,
      hasPassword: false,
    });
    const { user } = renderApp('/delete-account');
    await user.type(await screen.findByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Your account is deleted.')).toBeInTheDocument();
    expect(calls['auth.deleteAccount']).toEqual([{ confirmation: 'DELETE' }]);
  });

  it('asks a visitor to sign in first', async () => {
    server.use(recordingTrpc({ 'auth.me': signedOut }).handler);
    renderApp('/delete-account');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('delete-account'),
    );
  });
});
