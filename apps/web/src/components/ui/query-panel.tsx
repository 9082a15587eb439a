import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { LoadingTape } from './loading-tape.tsx';

interface PanelQuery<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryPanelProps<T> {
  query: PanelQuery<T>;
  loadingLabel: string;
  /** Shown when the server gives no words of its own. */
  failure: string;
  /** Offer 'Try again' when it fails. */
  retry?: boolean;
  /** The loaded data (undefined only if the query has none yet). */
  children: (data: T | undefined) => ReactNode;
}

/** A tab's or panel's loading tape, its failure in the server's words, or its content. */
export function QueryPanel<T>({ query, loadingLabel, failure, retry = false, children }: QueryPanelProps<T>) {
  if (query.isLoading) {
    return (
      <div className="flex justify-center py-10">
        <LoadingTape label={loadingLabel} />
      </div>
    );
  }
  if (query.error) {
    const alert = <FormAlert>{errorMessage(query.error, failure)}</FormAlert>;
    return retry ? (
      <div className="grid justify-items-start gap-3">
        {alert}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      alert
    );
  }
  return children(query.data);
}
