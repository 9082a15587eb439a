import type { AppRouter } from '@chuck/api/client';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export type { RouterInputs, RouterOutputs } from '@chuck/api/client';

/** `useTRPC()` gives typed query/mutation options: `useQuery(trpc.auth.me.queryOptions())`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Same-origin tRPC over HTTP; the session cookie rides along. No transformer: dates are ISO strings. */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}
