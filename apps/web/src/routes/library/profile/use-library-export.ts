import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadBlob } from '../../../lib/download.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/**
 * Downloads the member's library (lists and diary) as a Letterboxd CSV (docs/product.md §2
 * 'Import and export'): on the profile, and offered first before deleting an account.
 */
export function useLibraryExport(onError: (error: unknown) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      queryClient.fetchQuery({ ...trpc.library.exportCsv.queryOptions(), staleTime: 0, gcTime: 0 }),
    onSuccess: ({ filename, csv }) =>
      downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename),
    onError,
  });
}
