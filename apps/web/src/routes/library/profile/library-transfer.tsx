import { CSV_EMPTY, CSV_TOO_LARGE, MAX_CSV_CHARS, zipTooLarge } from '@chuck/api/client';
import { Download, FileUp } from 'lucide-react';
import { type ChangeEvent, lazy, Suspense, useId } from 'react';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { cn } from '../../../lib/cn.ts';
import { showFailure } from '../../../lib/toast.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { ImportHistory } from './import-history.tsx';
import { PROFILE_LOGIN_DELAY_MS, PROFILE_PATH } from './profile-auth.ts';
import { useLibraryExport } from './use-library-export.ts';
import { useLibraryImport } from './use-library-import.ts';

/**
 * Letterboxd's export zip goes to the server as it is (base64; the server reads its CSVs and names
 * what it refuses). The site's /trpc takes JSON bodies of up to 3 MB, so a zip sent from here is at
 * most 2 MB (as base64, 2.7 MB); the REST import paths take zips of up to 10 MB.
 */
const MAX_SITE_ZIP_MB = 2;

/** The file's bytes as base64 (a data: URL's payload). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

// Shown only once a file is picked: loaded then, so the profile opens lighter.
const ImportPreviewPanel = lazy(async () => ({
  default: (await import('./import-preview.tsx')).ImportPreviewPanel,
}));
const ImportSummary = lazy(async () => ({ default: (await import('./import-summary.tsx')).ImportSummary }));
// Shown only while a file is read or applied (with its progress, for a large one).
const ImportWaiting = lazy(async () => ({ default: (await import('./import-progress.tsx')).ImportWaiting }));

/**
 * Bring a Letterboxd or IMDb history in (previewed first, then applied, and undoable); take the
 * library out as a Letterboxd CSV (docs/product.md §2 'Import and export').
 */
export function LibraryTransferCard({ onChanged }: { onChanged: () => void }) {
  const inputId = useId();
  const transfer = useLibraryImport(onChanged);
  const { stage } = transfer;

  const exportFailed = (error: unknown) => {
    if (isUnauthorizedError(error)) {
      handleUnauthorized({ delayMs: PROFILE_LOGIN_DELAY_MS, returnTo: PROFILE_PATH });
      return;
    }
    showFailure(error, 'Failed to export your lists. Please try again.', 'Export Failed');
  };
  const exportCsv = useLibraryExport(exportFailed);
  const exportZip = useLibraryExport(exportFailed, 'zip');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be picked again after a fix.
    input.value = '';
    if (!file) return;
    if (/\.zip$/i.test(file.name) || file.type === 'application/zip') {
      if (file.size > MAX_SITE_ZIP_MB * 1024 * 1024) {
        transfer.refuse(zipTooLarge(file.name, MAX_SITE_ZIP_MB));
        return;
      }
      transfer.start({ filename: file.name, zip: await base64Of(file) });
      return;
    }
    // The server's limit, checked here first so a big file fails fast.
    if (file.size > MAX_CSV_CHARS) {
      transfer.refuse(CSV_TOO_LARGE);
      return;
    }
    const csv = await file.text();
    if (!csv.trim()) {
      transfer.refuse(CSV_EMPTY);
      return;
    }
    transfer.start({ filename: file.name, csv });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileUp aria-hidden="true" className="size-5 text-neon-cyan" />
          Import &amp; Export
        </CardTitle>
        <CardDescription>
          Bring your Letterboxd or IMDb history (Letterboxd's export zip, or a watchlist, ratings or diary
          CSV) in: you see what it would do before anything changes, and you can undo it for 24 hours. Or take
          your diary and lists to Letterboxd.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <label
            htmlFor={inputId}
            className={cn(
              buttonStyles('secondary', 'sm'),
              'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-neon-cyan',
              transfer.busy && 'pointer-events-none opacity-55',
            )}
          >
            <FileUp aria-hidden="true" />
            Import from Letterboxd or IMDb
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv,.zip,application/zip"
              className="sr-only"
              disabled={transfer.busy}
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
          <Button
            variant="secondary"
            size="sm"
            disabled={exportZip.isPending}
            onClick={() => exportZip.mutate()}
          >
            <Download aria-hidden="true" />
            {exportZip.isPending ? 'Exporting...' : 'Export (zip)'}
          </Button>
        </div>
        {transfer.pending === 'preview' || transfer.pending === 'apply' ? (
          <Suspense fallback={<LoadingTape size="sm" label="Working on your file..." />}>
            <ImportWaiting phase={transfer.pending} />
          </Suspense>
        ) : null}
        {transfer.problem ? <FormAlert>{transfer.problem}</FormAlert> : null}
        <Suspense fallback={<LoadingTape size="sm" label="Reading your file..." />}>
          {stage.step === 'preview' ? (
            <ImportPreviewPanel
              preview={stage.preview}
              applying={transfer.pending === 'apply'}
              onApply={transfer.apply}
              onCancel={transfer.cancel}
            />
          ) : null}
          {stage.step === 'applied' ? (
            <ImportSummary
              report={stage.report}
              undone={stage.undone}
              undoing={transfer.pending === 'undo'}
              onUndo={() => transfer.undo()}
            />
          ) : null}
        </Suspense>
        <ImportHistory undoing={transfer.pending === 'undo'} onUndo={transfer.undo} />
      </CardContent>
    </Card>
  );
}
