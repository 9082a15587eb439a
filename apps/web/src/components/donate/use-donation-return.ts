import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '../../lib/toast.ts';

/**
 * Stripe sends the visitor back to origin + '?donation=success' (plus its own payment_intent and
 * redirect_status parameters): thank them once and tidy the address bar.
 */
export function useDonationReturn(): void {
  const search = useSearch();
  const [path, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('donation') !== 'success') return;
    if (params.get('redirect_status') === 'failed') {
      toast({
        title: 'Payment Failed',
        description: 'Your payment was not completed. No money was taken; please try again.',
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Thank You!',
        description: 'Donation Successful! The neon stays lit another night thanks to you.',
      });
    }
    for (const key of ['donation', 'payment_intent', 'payment_intent_client_secret', 'redirect_status']) {
      params.delete(key);
    }
    const rest = params.toString();
    navigate(rest ? `${path}?${rest}` : path, { replace: true });
  }, [search, path, navigate]);
}
