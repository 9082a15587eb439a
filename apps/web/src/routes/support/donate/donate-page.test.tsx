import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockTrpc, ok, signedOut } from '../../../test/trpc-mock.ts';

describe('donate page', () => {
  it('starts a $5 Latte payment on arrival and a new one for each amount chosen', async () => {
    const intents: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'donations.config': () => ok({ enabled: true, publishableKey: 'pk_test_chuck' }),
        'donations.createIntent': (input) => {
          intents.push(input);
          return ok({ clientSecret: `pi_${intents.length}_secret_x` });
        },
      }),
    );
    const { user } = renderApp('/donate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
    await waitFor(() => expect(intents).toEqual([expect.objectContaining({ amount: 5 })]));
    expect(screen.getByRole('button', { name: /\$5\s*Latte/ })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText(
        'Payments are handled by Stripe. Your card details go straight to them and never touch our servers.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /\$25\s*Mega Fuel/ }));
    await waitFor(() => expect(intents).toHaveLength(2));
    expect(intents[1]).toMatchObject({ amount: 25 });
    // One page visit, one request id: picking $5 again lets Stripe hand back the same intent.
    expect((intents[1] as { requestId: string }).requestId).toBe(
      (intents[0] as { requestId: string }).requestId,
    );
  });

  it('still shows the amounts, starting at the $5 Latte, and says card payments are not set up here', async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'donations.config': () => ok({ enabled: false, publishableKey: null }),
      }),
    );
    renderApp('/donate');
    expect(await screen.findByText('Donations are not configured on this server')).toBeInTheDocument();
    expect(
      screen.getByText(/Card payments are not set up on this server, so no card form opens/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /\$5\s*Latte/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Custom amount (USD)')).toBeEnabled();
    // The page's own word about payments is true too: no Stripe here.
    expect(
      screen.getByText(
        'Card payments are not set up on this server yet, so nothing is charged here and no card details are asked for.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Stripe/)).not.toBeInTheDocument();
  });
});
