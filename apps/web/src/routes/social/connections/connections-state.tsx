import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryPanel } from '../../../components/ui/query-panel.tsx';
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
export function ConnectionsState({ query, retry, empty, children }: ConnectionsStateProps) {
  return (
    <QueryPanel
      query={query}
      loadingLabel="Finding your film friends..."
      failure="Failed to load your connections."
      retry={retry}
    >
      {(connections = []) =>
        connections.length ? (
          children(connections)
        ) : (
          <EmptyState
            {...empty}
            action={
              <Link href="/dvd-club" className={buttonStyles('primary', 'md')}>
                Go to the DVD Club
              </Link>
            }
          />
        )
      }
    </QueryPanel>
  );
}
