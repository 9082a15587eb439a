import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryPanel } from '../../../components/ui/query-panel.tsx';

export interface ConnectionsStateProps<T> {
  query: UseQueryResult<T, unknown>;
  /** Offer 'Try again' when the list fails to load. */
  retry?: boolean;
  /** Whether there is nobody to show yet. */
  isEmpty: (data: T) => boolean;
  /** When there is nobody yet: the tab's own words, and the way to the DVD Club (docs/product.md §2). */
  empty: { icon: ReactNode; title: string; description: string };
  /** The tab's view of what loaded (not empty). */
  children: (data: T) => ReactNode;
}

/** A Connections tab's loading, failure and empty states around its view of the list. */
export function ConnectionsState<T>({ query, retry, isEmpty, empty, children }: ConnectionsStateProps<T>) {
  return (
    <QueryPanel
      query={query}
      loadingLabel="Finding your film friends..."
      failure="Failed to load your connections."
      retry={retry}
    >
      {(data) =>
        data !== undefined && !isEmpty(data) ? (
          children(data)
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
