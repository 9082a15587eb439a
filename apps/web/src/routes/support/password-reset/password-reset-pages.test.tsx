import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fail, ok, recordingTrpc, signedOut } from '../../../test/trpc-mock.ts';

wholeAppRenders(() =>
  Promise.all([
    import('./forgot-password-page.tsx'),
    import('./reset-password-page.tsx'),
    import('../login/login-page.tsx'),
  ]),
);

const SENT =
  'If that address has a membership card here, a link to choose a new password is on its way. It works once, for 30 minutes.';
const MEMBER = {
  id: 'u1',
  email: 'marty@example.com',
  firstName: 'Marty',
  lastName: 'McFly',
  profileImageUrl: null,
};

describe('password reset screens (product §2)', () => {
  it("the sign-in page links to 'Forgot your password?', which mails a link and says so", async () => {
    const { calls, handler } = recordingTrpc({
      'auth.me': signedOut,
      'auth.forgotPassword': () => ok({ message: SENT }),
    });
    server.use(handler);
    const { user, history } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(history.at(-1)).toBe('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' marty@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls['auth.forgotPassword']).toEqual([{ email: 'marty@example.com' }]);
  });

  it('sets the new password from the link and signs in', async () => {
    const { calls, handler } = recordingTrpc({
      'auth.me': signedOut,
      'auth.resetPassword': () => ok(MEMBER),
    });
    server.use(handler);
    const { user } = renderApp('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls['auth.resetPassword']).toBeUndefined();
    await user.type(screen.getByLabelText(/^New password/), ' enough now');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(await screen.findByText(/Your new password is set, and you're signed in/)).toBeInTheDocument();
    expect(calls['auth.resetPassword']).toEqual([{ token: 'abc123', password: 'short enough now' }]);
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('says so when the link was used or expired, or has no token', async () => {
    server.use(
      recordingTrpc({
        'auth.me': signedOut,
        'auth.resetPassword': () =>
          fail('BAD_REQUEST', 'That reset link has expired or was already used. Ask for a new one.'),
      }).handler,
    );
    const { user, unmount } = renderApp('/reset-password?token=old');
    await user.type(await screen.findByLabelText(/^New password/), 'long enough 123');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(
      await screen.findByText('That reset link has expired or was already used. Ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    unmount();
    renderApp('/reset-password');
    expect(await screen.findByText(/missing its token/)).toBeInTheDocument();
  });
});
