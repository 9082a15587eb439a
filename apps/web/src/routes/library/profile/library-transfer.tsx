import { CSV_EMPTY, CSV_TOO_LARGE, MAX_CSV_CHARS } from '@chuck/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { cn } from '../../../lib/cn.ts';
import { downloadBlob } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { requireLogin } from '../../../lib/login-required.ts';
import { showFailure, toast } from '../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { PROFILE_LOGIN_DELAY_MS, PROFILE_PATH } from './profile-auth.ts';

type ImportReport = RouterOutputs['library']['importCsv'];

const formatNames: Record<ImportReport['format'], string> = {
  letterboxd: 'Letterboxd export',
  letterboxd_import: 'Letterboxd import file',
  imdb: 'IMDb export',
};

/** Bring a Letterboxd or IMDb history in; take the watchlist and seen list out as a Letterboxd CSV. */
export function LibraryTransferCard({ onChanged }: { onChanged: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const importCsv = useMutation(
    trpc.library.importCsv.mutationOptions({
      onSuccess: (result) => {
        setReport(result);
        toast({
          title: 'Import Complete',
          description: `${result.imported} imported, ${result.alreadyPresent} already on your lists, ${result.unmatchedTotal} not matched.`,
        });
        void queryClient.invalidateQueries({ queryKey: trpc.watchlist.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.seen.list.queryKey() });
        onChanged();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) requireLogin('profileWatchlist', { returnTo: PROFILE_PATH });
        else setProblem(errorMessage(error, 'Failed to import your file. Please try again.'));
      },
    }),
  );

  const exportCsv = useMutation({
    mutationFn: () =>
      queryClient.fetchQuery({ ...trpc.library.exportCsv.queryOptions(), staleTime: 0, gcTime: 0 }),
    onSuccess: ({ filename, csv }) =>
      downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename),
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized({ delayMs: PROFILE_LOGIN_DELAY_MS, returnTo: PROFILE_PATH });
        return;
      }
      showFailure(error, 'Failed to export your lists. Please try again.', 'Export Failed');
    },
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be picked again after a fix.
    input.value = '';
    if (!file) return;
    setReport(null);
    setProblem(null);
    // The server's limit, checked here first so a big file fails fast.
    if (file.size > MAX_CSV_CHARS) {
      setProblem(CSV_TOO_LARGE);
      return;
    }
    const csv = await file.text();
    if (!csv.trim()) {
      setProblem(CSV_EMPTY);
      return;
    }
    importCsv.mutate({ filename: file.name, csv });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileUp aria-hidden="true" className="size-5 text-neon-cyan" />
          Import &amp; Export
        </CardTitle>
        <CardDescription>
          Bring your Letterboxd or IMDb history (watchlist, ratings or diary CSV) in, or take your lists to
          Letterboxd. Importing the same file twice changes nothing.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <label
            htmlFor={inputId}
            className={cn(
              buttonStyles('secondary', 'sm'),
              'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-neon-cyan',
              importCsv.isPending && 'pointer-events-none opacity-55',
            )}
          >
            <FileUp aria-hidden="true" />
            Import from Letterboxd or IMDb
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={importCsv.isPending}
              onChange={(event) => void onFile(event)}
            />
          </label>
          <Button
            variant="secondary"
            size="sm"
            disabled={exportCsv.isPending}
            onClick={() => exportCsv.mutate()}
          >
            <Download aria-hidden="true" />
            {exportCsv.isPending ? 'Exporting...' : 'Export (Letterboxd CSV)'}
          </Button>
        </div>
        {importCsv.isPending ? <LoadingTape size="sm" label="Importing your films..." /> : null}
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        {report ? <ImportSummary report={report} /> : null}
      </CardContent>
    </Card>
  );
}

function ImportSummary({ report }: { report: ImportReport }) {
  const unlisted = report.unmatchedTotal - report.unmatched.length;
  return (
    <section
      aria-label="Import report"
      className="grid gap-3 rounded-md border border-midnight-600 bg-midnight-950/60 p-3"
    >
      <p className="text-sm text-muted">Read as a {formatNames[report.format]}.</p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Count label="Imported" value={report.imported} className="text-success" />
        <Count label="Already present" value={report.alreadyPresent} className="text-neon-cyan" />
        <Count label="Unmatched" value={report.unmatchedTotal} className="text-danger" />
      </dl>
      {report.unmatched.length ? (
        <div className="grid gap-1.5">
          <h4 className="font-retro text-lg leading-none text-muted uppercase">Not imported</h4>
          <ul className="grid max-h-48 gap-1 overflow-y-auto pr-1 text-sm">
            {report.unmatched.map((row) => (
              <li key={row.row} className="rounded border border-midnight-700 px-2 py-1">
                <span className="font-semibold text-ink">
                  {row.title || 'Untitled row'}
                  {row.year ? ` (${row.year})` : ''}
                </span>
                <span className="text-muted">
                  {' '}
                  · row {row.row}: {row.reason}
                </span>
              </li>
            ))}
          </ul>
          {unlisted > 0 ? <p className="text-sm text-muted">…and {unlisted} more not listed.</p> : null}
        </div>
      ) : null}
    </section>
  );
}

function Count({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className="flex flex-col-reverse rounded-md bg-midnight-800/70 px-2 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('font-display text-2xl leading-none', className)}>{value}</dd>
    </div>
  );
}
