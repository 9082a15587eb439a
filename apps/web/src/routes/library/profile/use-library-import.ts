import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { requireLogin } from '../../../lib/login-required.ts';
import { toast } from '../../../lib/toast.ts';
import { type RouterInputs, type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { PROFILE_PATH } from './profile-auth.ts';

export type ImportInput = RouterInputs['library']['importCsv'];
export type ImportPreview = RouterOutputs['library']['previewImport'];
export type ImportReport = RouterOutputs['library']['importCsv'];
/** A near miss the member picked in the preview: that row is imported as this film. */
type ImportMatch = NonNullable<ImportInput['matches']>[number];
/** What the member chose in the preview: near misses picked, and whether rated films stay queued. */
export type ApplyChoices = Pick<ImportInput, 'keepOnWatchlist'> & { matches: ImportMatch[] };

/** Where the import stands: a file read and previewed, then applied (and maybe undone). */
type Stage =
  | { step: 'idle' }
  | { step: 'preview'; input: ImportInput; preview: ImportPreview }
  | { step: 'applied'; report: ImportReport; undone: boolean };

/**
 * docs/product.md §2 'Import and export': a file is previewed first (nothing written), applied only
 * when the member says so, and the applied import can be undone. Every list it touches reloads.
 */
export function useLibraryImport(onChanged: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = () => {
    for (const queryKey of [
      trpc.watchlist.list.queryKey(),
      trpc.seen.list.queryKey(),
      trpc.diary.list.pathKey(),
      trpc.rewind.get.pathKey(),
      trpc.library.pastImports.queryKey(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    onChanged();
  };
  const failed = (fallback: string) => (error: unknown) => {
    if (isUnauthorizedError(error)) requireLogin('profileWatchlist', { returnTo: PROFILE_PATH });
    else setProblem(errorMessage(error, fallback));
  };

  const preview = useMutation(
    trpc.library.previewImport.mutationOptions({
      onSuccess: (result, input) => setStage({ step: 'preview', input, preview: result }),
      onError: failed('Failed to read your file. Please try again.'),
    }),
  );
  const apply = useMutation(
    trpc.library.importCsv.mutationOptions({
      onSuccess: (report) => {
        setStage({ step: 'applied', report, undone: false });
        toast({
          title: 'Import Complete',
          description: `${report.imported} imported, ${report.alreadyPresent} already on your lists, ${report.unmatchedTotal} not matched.`,
        });
        refresh();
      },
      onError: failed('Failed to import your file. Please try again.'),
    }),
  );
  const undo = useMutation(
    trpc.library.undoImport.mutationOptions({
      onSuccess: (result, input) => {
        setStage((current) =>
          current.step === 'applied' && current.report.importId === input.id
            ? { ...current, undone: true }
            : current,
        );
        toast({
          title: 'Import undone',
          description: `Your lists are back as they were before it (${result.diaryEntries} diary entries, ${result.seen} seen films, ${result.watchlist} watchlist films).`,
        });
        refresh();
      },
      onError: failed("Couldn't undo that import. Please try again."),
    }),
  );

  return {
    stage,
    problem,
    busy: preview.isPending || apply.isPending || undo.isPending,
    pending: preview.isPending ? 'preview' : apply.isPending ? 'apply' : undo.isPending ? 'undo' : null,
    /** A new file: forget what came before and preview it. */
    start: (input: ImportInput) => {
      setStage({ step: 'idle' });
      setProblem(null);
      preview.mutate(input);
    },
    /** A file's own problem, found before the server is asked. */
    refuse: (reason: string) => {
      setStage({ step: 'idle' });
      setProblem(reason);
    },
    /** Applies the previewed file, with the near misses the member picked. */
    apply: ({ matches, keepOnWatchlist }: ApplyChoices = { matches: [] }) => {
      if (stage.step !== 'preview') return;
      setProblem(null);
      apply.mutate({
        ...stage.input,
        ...(matches.length ? { matches } : {}),
        ...(keepOnWatchlist === undefined ? {} : { keepOnWatchlist }),
      });
    },
    cancel: () => {
      setStage({ step: 'idle' });
      setProblem(null);
    },
    /** Undoes the import just applied, or one from the list of past imports (by its id). */
    undo: (id?: number) => {
      const importId = id ?? (stage.step === 'applied' ? stage.report.importId : null);
      if (importId === null) return;
      setProblem(null);
      undo.mutate({ id: importId });
    },
  };
}
