import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadBlob } from '../../../lib/download.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/**
 * Downloads the member's library (lists and diary) as a Letterboxd CSV, or as a zip of Letterboxd's
 * export CSVs and a JSON backup (docs/product.md §2 'Import and export'): on the profile, and
 * offered first before deleting an account.
 */
export function useLibraryExport(onError: (error: unknown) => void, format: 'csv' | 'zip' = 'csv') {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      queryClient.fetchQuery({
        ...trpc.library.exportCsv.queryOptions(format === 'zip' ? { format } : undefined),
        staleTime: 0,
        gcTime: 0,
      }),
    onSuccess: (file) =>
      downloadBlob(
        'csv' in file
          ? new Blob([file.csv], { type: 'text/csv;charset=utf-8' })
          : new Blob([Uint8Array.from(atob(file.zip), (c) => c.charCodeAt(0))], { type: 'application/zip' }),
        file.filename,
      ),
    onError,
  });
}
