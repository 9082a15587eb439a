import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { Heart } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadingTape } from '../ui/loading-tape.tsx';
import { formatDollars, INIT_FAILED } from './donation-amounts.ts';
import { getStripe } from './stripe-loader.ts';

export interface PaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
}

// The Payment Element dressed in the store's colours.
const appearance: Appearance = {
  theme: 'night',
  variables: {
    colorPrimary: '#ffd23f',
    colorBackground: '#070a1f',
    colorText: '#f2f4ff',
    colorDanger: '#ff6b7a',
    borderRadius: '6px',
    fontFamily: 'Inter, system-ui, sans-serif',
  },
};

/** Stripe's Payment Element for one PaymentIntent (loaded with Stripe.js only when it shows). */
export function PaymentForm(props: PaymentFormProps) {
  // A retry remounts the loader, which loads Stripe.js again.
  const [attempt, setAttempt] = useState(0);
  return <StripeElements key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function StripeElements({
  publishableKey,
  clientSecret,
  amount,
  onRetry,
}: PaymentFormProps & { onRetry: () => void }) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    getStripe(publishableKey)
      .then((loaded) => {
        if (cancelled) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey]);

  if (failed) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{INIT_FAILED}</FormAlert>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!stripe) return <LoadingTape label="Opening the register..." />;
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }}>
      <CheckoutForm amount={amount} />
    </Elements>
  );
}

function CheckoutForm({ amount }: { amount: number }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    // docs/product.md §7: Stripe confirms in the browser, then returns to the origin with ?donation=success.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}?donation=success` },
    });
    // Only reached when the payment could not go ahead (a redirect happens otherwise).
    toast({
      title: 'Payment Failed',
      description: error?.message ?? 'Your payment could not be completed. Please try again.',
      variant: 'destructive',
    });
    setSubmitting(false);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={() => setLoadError(true)}
        options={{ layout: 'tabs' }}
      />
      {loadError ? <FormAlert>{INIT_FAILED}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={!stripe || !ready || submitting || loadError}>
        <Heart aria-hidden="true" />
        {submitting ? 'Processing...' : `Donate ${formatDollars(amount)}`}
      </Button>
    </form>
  );
}
