import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { LoadingTape } from './loading-tape.tsx';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ListStateProps {
  query: QueryLike;
  loadingLabel: string;
  errorText: string;
  /** The loaded list (or its empty state). */
  children: ReactNode;
}

/** A section's loading tape, its failure with a retry, or its content. */
export function ListState({ query, loadingLabel, errorText, children }: ListStateProps) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <LoadingTape size="sm" label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-danger/50 bg-danger-deep/60 px-3 py-2.5 text-sm">
        <p role="alert" className="flex-1">
          {errorText}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
