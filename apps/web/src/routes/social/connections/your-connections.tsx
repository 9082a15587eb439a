import type { UseQueryResult } from '@tanstack/react-query';
import { Film, Library, Sparkles, Users } from 'lucide-react';
import { Link } from 'wouter';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { tasteMatchText } from '../../../components/member/taste-match-text.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { ConnectionActions } from './connection-actions.tsx';
import { LeadSection } from './connection-leads.tsx';
import { CONNECTION_TYPE_LABELS, type Connection, strengthText } from './connection-text.ts';
import { ConnectionsState } from './connections-state.tsx';
import { Avatar, badgeVariants } from './member-avatar.tsx';

type Overview = RouterOutputs['connections']['list'];

const isEmpty = (o: Overview) =>
  !o.connections.length && !o.pending.incoming.length && !o.pending.outgoing.length && !o.suggestions.length;

/**
 * docs/product.md §2 Your Connections: requests to answer, the members you are connected with (who,
 * the film that connects you, how many you share and why), requests you sent, and suggestions to
 * ask (docs/product.md §3 'Connection request').
 */
export function YourConnections({ query }: { query: UseQueryResult<Overview, unknown> }) {
  return (
    <ConnectionsState
      query={query}
      retry
      isEmpty={isEmpty}
      empty={{
        icon: <Users />,
        title: 'No connections yet',
        description:
          "Join the DVD Club: lend or borrow a disc, or add films you own, and you'll meet members who share your movies. Ask them to connect.",
      }}
    >
      {(overview) => (
        <div className="grid gap-8">
          {overview.pending.incoming.length ? (
            <LeadSection title="Asking to connect" kind="incoming" leads={overview.pending.incoming} />
          ) : null}
          {overview.connections.length ? (
            <ul aria-label="Your connections" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {overview.connections.map((connection) => (
                <li key={connection.id}>
                  <ConnectionCard connection={connection} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">No connections yet: a member you ask joins them once they accept.</p>
          )}
          {overview.pending.outgoing.length ? (
            <LeadSection title="Your requests" kind="outgoing" leads={overview.pending.outgoing} />
          ) : null}
          {overview.suggestions.length ? (
            <LeadSection
              title="Members who share your movies"
              kind="suggestion"
              leads={overview.suggestions}
            />
          ) : null}
        </div>
      )}
    </ConnectionsState>
  );
}

function ConnectionCard({ connection }: { connection: Connection }) {
  const person = connection.otherUser;
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-midnight-700 bg-midnight-900/90 p-5 shadow-lg shadow-black/30">
      <div className="flex items-start gap-3">
        <Avatar name={person.displayName} imageUrl={person.profileImageUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-display text-lg text-ink">
            <MemberLink memberId={person.id} name={person.displayName} className="font-normal text-ink" />
          </h3>
          <Badge variant={badgeVariants[connection.connectionType]} className="mt-1">
            {CONNECTION_TYPE_LABELS[connection.connectionType]}
          </Badge>
        </div>
      </div>
      <p className="flex items-start gap-2 text-sm text-ink">
        <Film aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neon-cyan" />
        <span>Connected through: {connection.movieTitle}</span>
      </p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-retro text-lg leading-none text-ticket-300">
          {strengthText(connection.strength)}
        </span>
        <span className="flex items-center gap-1 text-sm text-muted">
          <Sparkles aria-hidden="true" className="size-3.5 text-ticket-400" />
          {tasteMatchText(connection.tasteMatch)}
        </span>
      </p>
      {person.bio ? <p className="line-clamp-3 text-sm text-muted">{person.bio}</p> : null}
      <div className="mt-auto grid gap-2">
        <Link
          href={`/user/${encodeURIComponent(person.id)}/collection`}
          className={buttonStyles('secondary', 'sm', 'self-start')}
        >
          <Library aria-hidden="true" />
          View collection<span className="sr-only"> of {person.displayName}</span>
        </Link>
        <ConnectionActions connection={connection} />
      </div>
    </article>
  );
}
