import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { createTrpcClient, TRPCProvider } from '../lib/trpc.ts';

/** The server-state cache (the given one, else a new one), the typed tRPC client and tooltip timing, made once per app. */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [trpcClient] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <TooltipProvider>{children}</TooltipProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
