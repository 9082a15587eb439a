import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Whether this server takes card donations (through Stripe), so the words about payments stay true:
 * 'stripe' when it does, 'none' when it is not set up, null until the server has said.
 */
export function useCardPayments(): 'stripe' | 'none' | null {
  const trpc = useTRPC();
  const config = useQuery(trpc.donations.config.queryOptions());
  if (!config.data) return null;
  return config.data.enabled && config.data.publishableKey ? 'stripe' : 'none';
}
