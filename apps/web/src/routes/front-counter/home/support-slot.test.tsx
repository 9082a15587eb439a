import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../../../app/app-providers.tsx';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { server } from '../../../test/msw-server.ts';
import {
  fail,
  mockTrpc,
  ok,
  type ProcedureOutput,
  type TrpcReply,
  type TrpcResolver,
} from '../../../test/trpc-mock.ts';
import { SupportSection } from './support-slot.tsx';

const ENABLED = { enabled: true, publishableKey: 'pk_test_chuck' };

/** The home support section on its own, with the app's providers, a router at `path` and toasts. */
function renderSupport(path = '/') {
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SupportSection />
        <Toaster />
      </Router>
    </AppProviders>,
  );
  return { user, history: location.history };
}

function mockDonations(
  options: {
    config?: TrpcReply<ProcedureOutput<'donations.config'>>;
    intent?: TrpcResolver<'donations.createIntent'>;
    payment?: TrpcResolver<'donations.payment'>;
  } = {},
) {
  const intents: unknown[] = [];
  server.use(
    mockTrpc({
      'donations.config': () => options.config ?? ok(ENABLED),
      'donations.payment': (input) =>
        options.payment ? options.payment(input) : fail('NOT_FOUND', 'We could not find that donation.'),
      'donations.createIntent': (input) => {
        intents.push(input);
        return options.intent ? options.intent(input) : ok({ clientSecret: `pi_${intents.length}_secret_x` });
      },
      'newsletter.subscribe': (input) => ok({ message: `subscribed ${(input as { email: string }).email}` }),
    }),
  );
  return intents;
}

describe('home donate box', () => {
  it('shows the four presets and asks for no payment until an amount is chosen', async () => {
    const intents = mockDonations();
    const { user } = renderSupport();
    const latte = await screen.findByRole('button', { name: /\$5\s*Latte/ });
    for (const name of [/\$3\s*Espresso/, /\$10\s*Coffee Run/, /\$25\s*Mega Fuel/]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(latte).toHaveAttribute('aria-pressed', 'false');
    expect(intents).toEqual([]);
    expect(screen.getByText(/Card payments by Stripe; Chuck never sees your card\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /\$10\s*Coffee Run/ }));
    await waitFor(() => expect(intents).toHaveLength(1));
    expect(intents[0]).toMatchObject({ amount: 10, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByRole('button', { name: /\$10\s*Coffee Run/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it("refuses a custom amount under $1.00 with 'Minimum donation is $1.00' and never calls the API", async () => {
    const intents = mockDonations();
    const { user } = renderSupport();
    const field = await screen.findByLabelText('Custom amount (USD)');
    expect(field).toHaveAttribute('type', 'number');
    expect(field).toHaveAttribute('step', '0.01');
    for (const amount of ['0.99', '0.5', '0']) {
      await user.clear(field);
      await user.type(field, amount);
      await user.click(screen.getByRole('button', { name: 'Use amount' }));
      expect(await screen.findByText('Minimum donation is $1.00')).toBeInTheDocument();
    }
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(intents).toEqual([]);

    await user.clear(field);
    await user.type(field, '7.25');
    await user.click(screen.getByRole('button', { name: 'Use amount' }));
    await waitFor(() => expect(intents).toEqual([expect.objectContaining({ amount: 7.25 })]));
    expect(screen.queryByText('Minimum donation is $1.00')).not.toBeInTheDocument();
  });

  it("says 'Failed to initialize payment. Please try again.' when the intent fails", async () => {
    mockDonations({ intent: () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    const { user } = renderSupport();
    await user.click(await screen.findByRole('button', { name: /\$3\s*Espresso/ }));
    expect(await screen.findAllByText('Failed to initialize payment. Please try again.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('without Stripe, still shows the amounts and says card payments are not set up here', async () => {
    const intents = mockDonations({ config: ok({ enabled: false, publishableKey: null }) });
    const { user } = renderSupport();
    expect(await screen.findByText('Donations are not configured on this server')).toBeInTheDocument();
    expect(screen.getByText(/Card payments are not set up on this server/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /\$10\s*Coffee Run/ }));
    expect(screen.getByRole('button', { name: /\$10\s*Coffee Run/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Want to chip in \$10 anyway\?/)).toBeInTheDocument();
    expect(screen.getByText(/Card payments aren't set up on this server yet\./)).toBeInTheDocument();
    expect(screen.queryByText(/Stripe/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(intents).toEqual([]);
  });

  const RETURN = '/?donation=success&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x';

  it('thanks a donor once the server confirms the payment succeeded, then tidies the address', async () => {
    const asked: unknown[] = [];
    mockDonations({
      payment: (input) => {
        asked.push(input);
        return ok({ status: 'succeeded', amount: 5 });
      },
    });
    const { history } = renderSupport(`${RETURN}&redirect_status=succeeded`);
    expect(await screen.findByText('Thank You!')).toBeInTheDocument();
    expect(screen.getByText(/^Donation Successful!/)).toBeInTheDocument();
    expect(asked).toEqual([{ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_x' }]);
    expect(history.at(-1)).toBe('/');
  });

  it('thanks nobody for ?donation=success alone, or for a payment the server does not confirm', async () => {
    const asked: unknown[] = [];
    mockDonations({
      payment: (input) => {
        asked.push(input);
        return ok({ status: 'pending', amount: 5 });
      },
    });
    const { history } = renderSupport('/?donation=success');
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(asked).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Thank You!')).not.toBeInTheDocument();
  });

  it('says a payment still processing is processing, without a thank-you yet', async () => {
    mockDonations({ payment: () => ok({ status: 'processing', amount: 5 }) });
    renderSupport(`${RETURN}&redirect_status=succeeded`);
    expect(await screen.findByText('Donation Processing')).toBeInTheDocument();
    expect(screen.queryByText('Thank You!')).not.toBeInTheDocument();
  });

  it('says why when the payment cannot be looked up, without a thank-you', async () => {
    mockDonations();
    renderSupport(`${RETURN}&redirect_status=succeeded`);
    expect(await screen.findByText('We could not find that donation.')).toBeInTheDocument();
    expect(screen.queryByText('Thank You!')).not.toBeInTheDocument();
  });

  it("says 'Payment Failed' when Stripe sends back a failed redirect", async () => {
    mockDonations();
    renderSupport('/?donation=success&redirect_status=failed');
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
  });
});

describe('newsletter form', () => {
  it('keeps Subscribe disabled while the email is empty or a request is pending, then shows the message', async () => {
    let release: (reply: TrpcReply<ProcedureOutput<'newsletter.subscribe'>>) => void = () => {};
    server.use(
      mockTrpc({
        'donations.config': () => ok(ENABLED),
        'newsletter.subscribe': () => new Promise((resolve) => (release = resolve)),
      }),
    );
    const { user } = renderSupport();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toBeDisabled();
    await user.type(email, 'marty@example.com');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release(ok({ message: "You're already on the list" }));
    expect(await screen.findByText("You're already on the list")).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it("shows 'Subscription Failed' with the server's message and keeps the address", async () => {
    server.use(
      mockTrpc({
        'donations.config': () => ok(ENABLED),
        'newsletter.subscribe': () =>
          fail('TOO_MANY_REQUESTS', 'Too many sign-ups from here. Please try again later.'),
      }),
    );
    const { user } = renderSupport();
    await user.type(screen.getByLabelText('Email address'), 'biff@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Too many sign-ups from here. Please try again later.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Email address')).toHaveValue('biff@example.com');
    expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid');
  });

  it('marks the field itself when the server says the address is not valid, until it is edited', async () => {
    server.use(
      mockTrpc({
        'donations.config': () => ok(ENABLED),
        'newsletter.subscribe': () => fail('BAD_REQUEST', 'email: Enter a valid email address'),
      }),
    );
    const { user } = renderSupport();
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'biff@hill');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(email).toHaveFocus();
    // The field's own words, not the wire format.
    expect(screen.queryByText(/^email: /)).not.toBeInTheDocument();
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
  });
});
