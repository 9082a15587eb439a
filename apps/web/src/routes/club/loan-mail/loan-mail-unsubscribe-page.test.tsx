import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockTrpc, ok, signedOut } from '../../../test/trpc-mock.ts';

const TOKEN = 't'.repeat(43);

describe('loan mail unsubscribe page', () => {
  it('names the kind, and turns it off on a click (not on load)', async () => {
    const calls: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'loanMail.unsubscribe': (input) => {
          calls.push(input);
          return ok({ message: 'Done: no more mail when a disc you borrowed is due back tomorrow.' });
        },
      }),
    );
    const { user } = renderApp(`/loan-mail/unsubscribe?token=${TOKEN}&kind=rental_due_soon`);
    expect(
      await screen.findByText('Stop mailing me when a disc you borrowed is due back tomorrow?'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Stop This Mail' }));
    expect(
      await screen.findByText('Done: no more mail when a disc you borrowed is due back tomorrow.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ token: TOKEN, kind: 'rental_due_soon' }]);
  });

  it("shows the server's refusal, and explains a link missing its token or kind", async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'loanMail.unsubscribe': () =>
          fail('NOT_FOUND', 'This unsubscribe link is not valid. It may have been mistyped.'),
      }),
    );
    const { user, unmount } = renderApp(`/loan-mail/unsubscribe?token=${TOKEN}&kind=rental_request`);
    await user.click(await screen.findByRole('button', { name: 'Stop This Mail' }));
    expect(
      await screen.findByText('This unsubscribe link is not valid. It may have been mistyped.'),
    ).toBeInTheDocument();
    unmount();
    const again = renderApp(`/loan-mail/unsubscribe?token=${TOKEN}&kind=weekly_news`);
    expect(await screen.findByText(/missing part of itself/)).toBeInTheDocument();
    again.unmount();
    renderApp('/loan-mail/unsubscribe?kind=rental_request');
    expect(await screen.findByText(/missing part of itself/)).toBeInTheDocument();
  });
});
