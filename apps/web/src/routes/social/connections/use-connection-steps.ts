import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showFailure, toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';

/**
 * Connect, Accept and Ignore (docs/product.md §3 'Connection request'). Each refreshes the
 * Connections tab and member pages: accepting opens a page set to connections only.
 */
export function useConnectionSteps(name: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settled = (title: string, description: string) => () => {
    toast({ title, description });
    void queryClient.invalidateQueries({ queryKey: trpc.connections.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.members.get.pathKey() });
  };
  const failed = (fallback: string) => (error: unknown) => {
    if (isUnauthorizedError(error)) handleUnauthorized();
    else showFailure(error, 'Please try again.', fallback);
  };
  const request = useMutation(
    trpc.connections.request.mutationOptions({
      onSuccess: (step) =>
        step.status === 'connected'
          ? settled('Connected!', `You and ${name} are now connected.`)()
          : settled('Request Sent', `${name} will be asked to connect.`)(),
      onError: failed('Failed to send request'),
    }),
  );
  const accept = useMutation(
    trpc.connections.accept.mutationOptions({
      onSuccess: settled('Connected!', `You and ${name} are now connected.`),
      onError: failed('Failed to accept'),
    }),
  );
  const ignore = useMutation(
    trpc.connections.remove.mutationOptions({
      onSuccess: settled('Ignored', `${name} won't be suggested to you for 90 days.`),
      onError: failed('Failed to ignore'),
    }),
  );
  return {
    request,
    accept,
    ignore,
    busy: request.isPending || accept.isPending || ignore.isPending,
  };
}
