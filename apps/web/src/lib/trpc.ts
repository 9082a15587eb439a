import type { AppRouter } from '@chuck/api/client';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export type { RouterInputs, RouterOutputs } from '@chuck/api/client';

/** `useTRPC()` gives typed query/mutation options: `useQuery(trpc.auth.me.queryOptions())`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Calls the server holds open until something happens: sent alone, so no batch waits on them. */
const HELD_OPEN = new Set(['chat.awaitReply']);

/** Same-origin tRPC over HTTP; the session cookie rides along. No transformer: dates are ISO strings. */
export function createTrpcClient() {
  const options = {
    url: '/trpc',
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, { ...init, credentials: 'include' }),
  };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => HELD_OPEN.has(op.path),
        true: httpLink(options),
        false: httpBatchLink(options),
      }),
    ],
  });
}
