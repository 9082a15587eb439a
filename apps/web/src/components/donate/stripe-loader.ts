import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loads = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once and only when a payment form is about to show
 * (the '/pure' entry does not inject the script on import). A failed load can be tried again.
 */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    load.catch(() => loads.delete(publishableKey));
    loads.set(publishableKey, load);
  }
  return load;
}
