import { CalendarClock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { LoadingTape } from '../ui/loading-tape.tsx';
import { toDrafts, toPayload, useSaveWatchingSoon, useWatchingSoonList } from './use-watching-soon.ts';
import { WatchingSoonEditor } from './watching-soon-editor.tsx';
import { WatchingSoonSlots } from './watching-soon-slots.tsx';

export interface WatchingSoonCardProps {
  /** 'own' for the signed-in member's picks (editable); another member's id to read theirs. */
  userId: string;
  /** After a successful save (the profile re-checks flair). */
  onSaved?: () => void;
  className?: string;
}

/** docs/product.md §2 'Watching Soon card': three picks, read by anyone, edited only by their owner. */
export function WatchingSoonCard({ userId, onSaved, className }: WatchingSoonCardProps) {
  const { user } = useCurrentUser();
  const owner = userId === 'own' || (user !== null && user.id === userId);
  const list = useWatchingSoonList(owner, userId);
  const [editing, setEditing] = useState(false);
  const save = useSaveWatchingSoon(() => {
    setEditing(false);
    onSaved?.();
  });
  const items = list.data ?? [];

  return (
    <Card className={className}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2">
              <CalendarClock aria-hidden="true" className="size-5 text-neon-cyan" />
              Watching Soon
            </CardTitle>
            <CardDescription>
              {owner ? 'The next three tapes going in your VCR.' : 'The next three tapes going in their VCR.'}
            </CardDescription>
          </div>
          {owner && !editing && list.isSuccess ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label="Edit Watching Soon"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div className="flex justify-center py-6">
            <LoadingTape size="sm" label="Loading Watching Soon..." />
          </div>
        ) : list.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <p role="alert">Couldn't load the Watching Soon picks.</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : editing ? (
          <WatchingSoonEditor
            initial={toDrafts(items)}
            saving={save.isPending}
            onSave={(drafts) => save.mutate({ movies: toPayload(drafts) })}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="grid gap-3">
            {items.length === 0 ? (
              <p className="font-retro text-xl tracking-wide text-muted">
                {owner ? 'No movies selected yet' : 'Nothing planned yet'}
              </p>
            ) : null}
            <WatchingSoonSlots items={items} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
