import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { NightForm } from './night-form.tsx';
import {
  isoFromLocal,
  localFromIso,
  type Night,
  useCancelNight,
  useCloseVote,
  useEditNight,
} from './use-nights.ts';

/** The host's buttons: close the vote, edit (title, date and time, place), cancel the night. */
export function NightHostTools({ night }: { night: Night }) {
  const close = useCloseVote(night.id);
  const cancel = useCancelNight(night.id);
  const [editing, setEditing] = useState(false);
  if (night.status === 'cancelled') return null;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2.5">
        {night.status === 'open' ? (
          <Button onClick={() => close.mutate({ id: night.id })} disabled={close.isPending}>
            Close the vote
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setEditing((on) => !on)}>
          Edit the night
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            if (window.confirm('Cancel this night? Everyone invited will be told.'))
              cancel.mutate({ id: night.id });
          }}
          disabled={cancel.isPending}
        >
          Cancel the night
        </Button>
      </div>
      {editing ? <EditNight night={night} onDone={() => setEditing(false)} /> : null}
    </div>
  );
}

/** Sends only what changed: moving the night tells everyone and bumps their calendar event. */
function EditNight({ night, onDone }: { night: Night; onDone: () => void }) {
  const edit = useEditNight(night.id, onDone);
  return (
    <NightForm
      label="Edit the night"
      initial={{ title: night.title, startsAt: localFromIso(night.startsAt), place: night.place }}
      submitLabel="Save changes"
      pending={edit.isPending}
      onSubmit={({ title, startsAt, place }) => {
        const at = isoFromLocal(startsAt);
        edit.mutate({
          id: night.id,
          ...(title !== night.title && { title }),
          ...(place !== night.place && { place }),
          ...(at !== night.startsAt && { startsAt: at }),
        });
      }}
    />
  );
}
