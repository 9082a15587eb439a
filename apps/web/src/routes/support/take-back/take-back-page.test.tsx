import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockTrpc, ok, signedOut } from '../../../test/trpc-mock.ts';

// docs/product.md §2 'Taking your account back' and 'Too many tries': the two mailed links of issue 33.
describe('mailed links that take an account back or sign in', () => {
  it('takes the account back on a click (not on load), then asks for a new password', async () => {
    const calls: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'auth.takeBack': (input) => {
          calls.push(input);
          return ok({ message: 'Your card is yours again.', resetToken: 'r3set' });
        },
        'auth.resetPassword': (input) => {
          calls.push(input);
          return fail('BAD_REQUEST', 'stop here');
        },
      }),
    );
    const { user } = renderApp('/take-back?token=undo1');
    const button = await screen.findByRole('button', { name: 'Take my account back' });
    expect(calls).toEqual([]);
    await user.click(button);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your card is yours again: it has its old address back/)).toBeInTheDocument();
    expect(calls).toEqual([{ token: 'undo1' }]);
    // The reset page got the fresh reset token the answer carried.
    await user.type(screen.getByLabelText('New password'), 'a brand new one');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(await screen.findByText('stop here')).toBeInTheDocument();
    expect(calls).toEqual([{ token: 'undo1' }, { token: 'r3set', password: 'a brand new one' }]);
  });

  it('explains a dead undo link', async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'auth.takeBack': () => fail('BAD_REQUEST', 'That link has expired or was already used.'),
      }),
    );
    const { user } = renderApp('/take-back?token=old');
    await user.click(await screen.findByRole('button', { name: 'Take my account back' }));
    expect(await screen.findByText('That link has expired or was already used.')).toBeInTheDocument();
  });

  it('signs in with the mailed sign-in link on a click', async () => {
    const calls: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'auth.signInWithLink': (input) => {
          calls.push(input);
          return ok({
            id: 'u1',
            email: 'ana@example.com',
            firstName: 'Ana',
            lastName: null,
            profileImageUrl: null,
          });
        },
      }),
    );
    const { user } = renderApp('/sign-in-link?token=link1');
    await user.click(await screen.findByRole('button', { name: 'Sign me in' }));
    expect(await screen.findByText("You're signed in, Ana. Welcome back!")).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ token: 'link1' })]);
  });
});
