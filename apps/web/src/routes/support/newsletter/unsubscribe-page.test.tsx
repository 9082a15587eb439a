import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockTrpc, ok, signedOut } from '../../../test/trpc-mock.ts';

describe('newsletter unsubscribe page', () => {
  it('unsubscribes on a click (not on load) and shows the message', async () => {
    const calls: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'newsletter.unsubscribe': (input) => {
          calls.push(input);
          return ok({ message: "You've been unsubscribed." });
        },
      }),
    );
    const { user } = renderApp(`/newsletter/unsubscribe?token=${'t'.repeat(43)}`);
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(calls).toEqual([]);
    await user.click(button);
    expect(await screen.findByText("You've been unsubscribed.")).toBeInTheDocument();
    expect(calls).toEqual([{ token: 't'.repeat(43) }]);
  });

  it('explains an unknown token and a link without one', async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'newsletter.unsubscribe': () => fail('NOT_FOUND', 'This unsubscribe link is not valid.'),
      }),
    );
    const { user, unmount } = renderApp(`/newsletter/unsubscribe?token=${'z'.repeat(43)}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    unmount();
    renderApp('/newsletter/unsubscribe');
    expect(await screen.findByText(/missing its token/)).toBeInTheDocument();
  });
});
