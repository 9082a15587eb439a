import { QueryClient } from '@tanstack/react-query';

/** Server-state cache lifetime (docs/product.md §9): five minutes unless a screen overrides it. */
const CACHE_TIME_MS = 5 * 60 * 1000;

/** docs/product.md §8/§9: no retries, no refetch on focus, no polling by default, data never goes stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: CACHE_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
