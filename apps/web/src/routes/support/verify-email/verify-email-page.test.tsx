import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockTrpc, ok, signedOut } from '../../../test/trpc-mock.ts';

describe('mailed links: confirm an address, confirm a newsletter sign-up', () => {
  it('confirms the address on a click (not on load)', async () => {
    const calls: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'auth.confirmEmail': (input) => {
          calls.push(input);
          return ok({ message: 'Thanks! Your address is confirmed.', email: 'marty@example.com' });
        },
      }),
    );
    const { user } = renderApp('/verify-email?token=abc123');
    const button = await screen.findByRole('button', { name: 'Confirm my address' });
    expect(calls).toEqual([]);
    await user.click(button);
    expect(await screen.findByText('Thanks! Your address is confirmed.')).toBeInTheDocument();
    expect(calls).toEqual([{ token: 'abc123' }]);
  });

  it('explains a dead link and a link without its token', async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'auth.confirmEmail': () =>
          fail(
            'BAD_REQUEST',
            'That link has expired or was already used. Ask for a new one from your profile.',
          ),
      }),
    );
    const { user, unmount } = renderApp('/verify-email?token=old');
    await user.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByText(/That link has expired or was already used/)).toBeInTheDocument();
    unmount();
    renderApp('/verify-email');
    expect(await screen.findByText(/missing its token/)).toBeInTheDocument();
  });

  it('puts a newsletter address on the list on a click', async () => {
    const calls: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'newsletter.confirm': (input) => {
          calls.push(input);
          return ok({ message: "You're on the list! Watch your inbox for new arrivals and staff picks." });
        },
      }),
    );
    const { user } = renderApp(`/newsletter/confirm?token=${'c'.repeat(43)}`);
    await user.click(await screen.findByRole('button', { name: 'Yes, put me on the list' }));
    expect(await screen.findByText(/You're on the list!/)).toBeInTheDocument();
    expect(calls).toEqual([{ token: 'c'.repeat(43) }]);
  });
});
