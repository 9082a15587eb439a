import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clapperboard, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { DoubleFeaturePanel } from '../../../components/double-feature/double-feature-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { showFailure, toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import type { Connection } from './connection-text.ts';

/** A connection card's Double Feature and 'Remove connection' (docs/product.md §2 Your Connections). */
export function ConnectionActions({ connection }: { connection: Connection }) {
  const person = connection.otherUser;
  const [showing, setShowing] = useState<'double-feature' | 'remove' | null>(null);
  const close = () => setShowing(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="neon" size="sm" onClick={() => setShowing('double-feature')}>
        <Clapperboard aria-hidden="true" />
        Double Feature<span className="sr-only"> with {person.displayName}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setShowing('remove')}>
        <UserMinus aria-hidden="true" />
        Remove connection<span className="sr-only"> with {person.displayName}</span>
      </Button>
      <Dialog open={showing === 'double-feature'} onOpenChange={(open) => (open ? null : close())}>
        <DialogContent
          title={`Double Feature with ${person.displayName}`}
          description="Six films neither of you has seen, each from a film each of you loves."
          className="max-w-3xl"
        >
          {showing === 'double-feature' ? (
            <DoubleFeaturePanel memberId={person.id} memberName={person.displayName} />
          ) : null}
        </DialogContent>
      </Dialog>
      <RemoveConnectionDialog connection={connection} open={showing === 'remove'} onClose={close} />
    </div>
  );
}

/**
 * 'Remove connection?': the pair is not suggested again for 90 days and only a new request,
 * accepted, connects them again (docs/product.md §3 'Connection request').
 */
function RemoveConnectionDialog({
  connection,
  open,
  onClose,
}: {
  connection: Connection;
  open: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const name = connection.otherUser.displayName;
  const remove = useMutation(
    trpc.connections.remove.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Connection Removed', description: `${name} is no longer in your connections.` });
        void queryClient.invalidateQueries({ queryKey: trpc.connections.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.members.get.pathKey() });
        onClose();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else showFailure(error, 'Please try again.', 'Failed to remove connection');
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent
        title={`Remove ${name}?`}
        description={`${name} leaves your connections and you leave theirs. You won't be suggested to each other for 90 days, and only a new request, accepted, connects you again.`}
      >
        <DialogFooter>
          <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
            Keep Connection
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ memberId: connection.otherUser.id })}
          >
            {remove.isPending ? 'Removing...' : 'Remove'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
