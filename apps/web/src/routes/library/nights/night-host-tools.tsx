import { NIGHT_PLACE_MAX, NIGHT_TITLE_MAX } from '@chuck/api/client';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
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

function EditNight({ night, onDone }: { night: Night; onDone: () => void }) {
  const edit = useEditNight(night.id, onDone);
  const [title, setTitle] = useState(night.title);
  const [startsAt, setStartsAt] = useState(localFromIso(night.startsAt));
  const [place, setPlace] = useState(night.place);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = isoFromLocal(startsAt);
    edit.mutate({
      id: night.id,
      ...(title !== night.title && { title }),
      ...(place !== night.place && { place }),
      ...(at !== night.startsAt && { startsAt: at }),
    });
  };
  return (
    <form aria-label="Edit the night" onSubmit={submit} className="grid gap-3">
      <TextField
        label="Title"
        value={title}
        maxLength={NIGHT_TITLE_MAX}
        required
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        label="Date and time"
        type="datetime-local"
        value={startsAt}
        required
        onChange={(e) => setStartsAt(e.target.value)}
      />
      <TextField
        label="Place"
        value={place}
        maxLength={NIGHT_PLACE_MAX}
        required
        onChange={(e) => setPlace(e.target.value)}
      />
      <div>
        <Button type="submit" disabled={edit.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
