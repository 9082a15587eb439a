import { TRPCClientError } from '@trpc/client';

/** The server answered 404: an unknown id, or one the caller may not see (which answers the same). */
export function isNotFoundError(error: unknown): boolean {
  return (
    error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND'
  );
}
