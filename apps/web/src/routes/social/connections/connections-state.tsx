import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import type { Connection } from './connection-text.ts';

export interface ConnectionsStateProps {
  query: UseQueryResult<Connection[], unknown>;
  /** Offer 'Try again' when the list fails to load. */
  retry?: boolean;
  /** When there is nobody yet: the tab's own words, and the way to the DVD Club (docs/product.md §2). */
  empty: { icon: ReactNode; title: string; description: string };
  /** The tab's view of the member's connections (at least one). */
  children: (connections: Connection[]) => ReactNode;
}

/** A Connections tab's loading, failure and empty states around its view of the list. */
export function ConnectionsState({ query, retry = false, empty, children }: ConnectionsStateProps) {
  if (query.isLoading) {
    return (
      <div className="flex justify-center py-10">
        <LoadingTape label="Finding your film friends..." />
      </div>
    );
  }
  if (query.error) {
    const alert = <FormAlert>{errorMessage(query.error, 'Failed to load your connections.')}</FormAlert>;
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
  const connections = query.data ?? [];
  if (connections.length === 0) {
    return (
      <EmptyState
        {...empty}
        action={
          <Link href="/dvd-club" className={buttonStyles('primary', 'md')}>
            Go to the DVD Club
          </Link>
        }
      />
    );
  }
  return children(connections);
}
