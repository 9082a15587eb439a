import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC } from '../../../lib/trpc.ts';

const lastSeen = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * docs/product.md §2 'Profile: Account': where the member is signed in (this browser marked), each
 * with 'Sign out', and 'Sign out everywhere else'. A signed-out browser's live updates stop too.
 */
export function SignedInDevices() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.auth.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
  const revoke = useMutation(trpc.auth.revokeSession.mutationOptions({ onSettled: refresh }));
  const revokeOthers = useMutation(trpc.auth.revokeOtherSessions.mutationOptions({ onSettled: refresh }));
  const list = sessions.data?.sessions ?? [];
  const failed = revoke.error ?? revokeOthers.error;

  return (
    <section aria-labelledby="signed-in-devices" className="grid gap-3">
      <h3 id="signed-in-devices" className="font-display text-lg text-ticket-400">
        Where you're signed in
      </h3>
      <ListState
        query={sessions}
        loadingLabel="Checking your devices..."
        errorText="Couldn't load your devices."
      >
        <ul aria-label="Signed-in devices" className="grid gap-2">
          {list.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-midnight-600 bg-midnight-950/60 px-3 py-2"
            >
              <MonitorSmartphone aria-hidden="true" className="size-5 text-neon-cyan" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-ink">
                  {session.browser} on {session.device}
                  {session.current ? <span className="ml-2 text-xs text-neon-pink">This device</span> : null}
                </span>
                <span className="block text-xs text-muted">
                  Last seen{' '}
                  <time dateTime={session.lastSeenAt}>{lastSeen.format(new Date(session.lastSeenAt))}</time>
                </span>
              </span>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={revoke.isPending && revoke.variables?.id === session.id}
                  onClick={() => revoke.mutate({ id: session.id })}
                >
                  <LogOut aria-hidden="true" />
                  Sign out<span className="sr-only"> {`${session.browser} on ${session.device}`}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </ListState>
      {failed ? (
        <FormAlert>{errorMessage(failed, 'Something went wrong. Please try again.')}</FormAlert>
      ) : null}
      {list.some((session) => !session.current) ? (
        <Button
          variant="secondary"
          className="justify-self-start"
          disabled={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          Sign out everywhere else
        </Button>
      ) : null}
    </section>
  );
}
