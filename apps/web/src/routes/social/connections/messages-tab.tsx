import type { UseQueryResult } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import type { CurrentUser } from '../../../lib/auth.ts';
import { cn } from '../../../lib/cn.ts';
import { LoanThreadLinks } from '../../club/dvd-club/loan-thread-links.tsx';
import { ChatPane } from './chat-pane.tsx';
import type { Connection } from './connection-text.ts';
import { ConnectionsState } from './connections-state.tsx';
import { Avatar } from './member-avatar.tsx';

/** docs/product.md §2 Messages: pick a connection on the left, talk on the right (stacked on phones). */
export function MessagesTab({
  user,
  query,
}: {
  user: CurrentUser;
  query: UseQueryResult<Connection[], unknown>;
}) {
  // Here rather than in the picker, so the choice outlives a failed reload.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <>
      <LoanThreadLinks />
      <ConnectionsState
        query={query}
        isEmpty={(connections) => connections.length === 0}
        empty={{
          icon: <MessageSquare />,
          title: 'Nobody to message yet',
          description:
            "Messages are for members you're connected with. Add the films you own in the DVD Club, then ask the members who own them too on Your Connections.",
        }}
      >
        {(connections) => (
          <Conversations
            user={user}
            connections={connections}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
        )}
      </ConnectionsState>
    </>
  );
}

/** The picker and the chosen conversation. */
function Conversations({
  user,
  connections,
  selectedId,
  onSelect,
}: {
  user: CurrentUser;
  connections: Connection[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const selected = connections.find((c) => c.id === selectedId) ?? null;
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
      <nav
        aria-label="Choose a connection"
        className="rounded-lg border border-midnight-700 bg-midnight-900/90 p-2"
      >
        <ul className="flex gap-2 overflow-x-auto md:flex-col md:overflow-visible">
          {connections.map((connection) => {
            const active = connection.id === selectedId;
            return (
              <li key={connection.id} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onSelect(connection.id)}
                  className={cn(
                    'flex w-full min-w-44 items-center gap-3 rounded-md border-2 px-3 py-2 text-left transition-colors',
                    active
                      ? 'border-neon-pink bg-neon-pink/10 text-ink'
                      : 'border-transparent text-muted hover:bg-midnight-800 hover:text-ink',
                  )}
                >
                  <Avatar
                    size="sm"
                    name={connection.otherUser.displayName}
                    imageUrl={connection.otherUser.profileImageUrl}
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{connection.otherUser.displayName}</span>
                    <span className="block truncate text-xs text-muted">{connection.movieTitle}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <ChatPane user={user} connection={selected} />
    </div>
  );
}
