import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '../../lib/error-message.ts';
import { type Notice, notice, toast } from '../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.ts';

type PaymentStatus = RouterOutputs['donations']['payment']['status'];

const FAILED = notice(
  'Payment Failed',
  'Your payment was not completed. No money was taken; please try again.',
);

/** docs/product.md §8: 'Thank You!' and 'Donation Successful!', only for money Stripe says was taken. */
const SAID: Record<PaymentStatus, Notice | null> = {
  succeeded: notice('Thank You!', 'Donation Successful! The neon stays lit another night thanks to you.'),
  processing: notice(
    'Donation Processing',
    'Your bank is still confirming the payment. Chuck will be grateful the moment it clears.',
  ),
  failed: FAILED,
  canceled: FAILED,
  // Nothing was paid (an address typed by hand, say): nothing to thank anyone for.
  pending: null,
};

const STRIPE_PARAMS = ['donation', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * Stripe sends the donor back to origin + '?donation=success' with its own payment_intent,
 * payment_intent_client_secret and redirect_status. The address alone proves nothing, so the server
 * asks Stripe how the payment stands, and the thank-you comes only for one that succeeded. The
 * address bar is tidied either way.
 */
export function useDonationReturn(): void {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.donations.payment.mutationOptions());
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('donation') !== 'success' || handled.current === search) return;
    handled.current = search;
    const paymentIntentId = params.get('payment_intent');
    const clientSecret = params.get('payment_intent_client_secret');
    if (params.get('redirect_status') === 'failed') {
      toast({ ...FAILED, variant: 'destructive' });
    } else if (paymentIntentId && clientSecret) {
      mutate(
        { paymentIntentId, clientSecret },
        {
          onSuccess: ({ status }) => {
            const said = SAID[status];
            if (said) toast({ ...said, variant: said === FAILED ? 'destructive' : 'default' });
          },
          onError: (error) =>
            toast({
              title: 'Error',
              description: errorMessage(error, "We couldn't confirm your donation just now."),
              variant: 'destructive',
            }),
        },
      );
    }
    for (const key of STRIPE_PARAMS) params.delete(key);
    const rest = params.toString();
    navigate(rest ? `${path}?${rest}` : path, { replace: true });
  }, [search, path, navigate, mutate]);
}
