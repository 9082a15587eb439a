import { Inbox, RefreshCw, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CollectionItem } from '../../../components/collection/disc-options.ts';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { LoanCard } from './loan-card.tsx';
import { isOpenLoan, type Loan } from './loan-text.ts';
import type { useLoans } from './use-dvd-club.ts';

export interface RequestsPanelProps {
  query: ReturnType<typeof useLoans>;
  collection: readonly CollectionItem[];
}

/** Rental requests for the member's discs (incoming) and their own requests (outgoing), with each next step. */
export function RequestsPanel({ query, collection }: RequestsPanelProps) {
  const conditionOf = (loan: Loan) => collection.find((item) => item.id === loan.mediaId)?.condition;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle>Rental Requests</CardTitle>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Refresh requests"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            className="-mt-2 -mr-2"
          >
            <RefreshCw
              aria-hidden="true"
              className={query.isFetching ? 'motion-safe:animate-spin' : undefined}
            />
          </Button>
        </div>
        <CardDescription>
          Lend your rentable discs for credits, and keep track of what you've borrowed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ListState
          query={query}
          loadingLabel="Loading your requests..."
          errorText="Couldn't load your rental requests."
        >
          <LoanGroup
            id="incoming-requests"
            title="Incoming"
            icon={<Inbox aria-hidden="true" className="size-4 text-neon-pink" />}
            loans={query.data?.incoming ?? []}
            conditionOf={conditionOf}
            empty="No requests for your discs yet. Make a movie rentable to put it on the shelf."
          />
          <LoanGroup
            id="outgoing-requests"
            title="Outgoing"
            icon={<Send aria-hidden="true" className="size-4 text-neon-cyan" />}
            loans={query.data?.outgoing ?? []}
            conditionOf={conditionOf}
            empty={
              <>
                You haven't asked to borrow anything yet.{' '}
                <Link href="/whats-on-the-shelf" className={buttonStyles('link')}>
                  Browse the shelf
                </Link>
              </>
            }
          />
        </ListState>
      </CardContent>
    </Card>
  );
}

interface LoanGroupProps {
  id: string;
  title: string;
  icon: ReactNode;
  loans: Loan[];
  conditionOf: (loan: Loan) => CollectionItem['condition'] | undefined;
  empty: ReactNode;
}

function LoanGroup({ id, title, icon, loans, conditionOf, empty }: LoanGroupProps) {
  const current = loans.filter(isOpenLoan);
  const past = loans.filter((loan) => !isOpenLoan(loan));
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="flex items-center gap-2 font-retro text-xl tracking-wide text-ink uppercase">
        {icon}
        {title} <span className="text-muted">({current.length})</span>
      </h3>
      {current.length ? (
        <ul aria-label={`${title} requests`} className="grid gap-3">
          {current.map((loan) => (
            <LoanCard key={loan.id} loan={loan} discCondition={conditionOf(loan)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{loans.length ? 'Nothing open right now.' : empty}</p>
      )}
      {past.length ? (
        <details className="group rounded-md border border-midnight-700 px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold text-muted hover:text-ink">
            Past {title.toLowerCase()} ({past.length})
          </summary>
          <ul aria-label={`Past ${title.toLowerCase()} requests`} className="mt-3 grid gap-3">
            {past.map((loan) => (
              <LoanCard key={loan.id} loan={loan} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
