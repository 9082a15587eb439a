import { NIGHT_MAX_INVITEES, NIGHT_PLACE_MAX, NIGHT_TITLE_MAX } from '@chuck/api/client';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { isoFromLocal, useHostNight } from './use-nights.ts';

/** 'Host a movie night' (docs/product.md §2 'Movie nights'): title, date and time, place, and who to invite. */
export function HostNightForm() {
  const trpc = useTRPC();
  const connections = useQuery(trpc.connections.list.queryOptions());
  const host = useHostNight();
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [place, setPlace] = useState('');
  const [invitees, setInvitees] = useState<string[]>([]);
  const people = connections.data?.connections.map((c) => c.otherUser) ?? [];

  const toggle = (id: string, on: boolean) =>
    setInvitees((list) => (on ? [...list, id] : list.filter((other) => other !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!startsAt) return;
    host.mutate({ title, startsAt: isoFromLocal(startsAt), place, invitees });
  };

  return (
    <form onSubmit={submit} aria-label="Host a movie night" className="grid gap-4">
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
        hint="In words: my place, the café on Market Street."
        value={place}
        maxLength={NIGHT_PLACE_MAX}
        required
        onChange={(e) => setPlace(e.target.value)}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink">{`Invite connections (up to ${NIGHT_MAX_INVITEES})`}</legend>
        {people.length === 0 ? (
          <p className="text-sm text-muted">Connect with members first: you invite your connections.</p>
        ) : (
          people.map((person) => (
            <label key={person.id} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={invitees.includes(person.id)}
                disabled={!invitees.includes(person.id) && invitees.length >= NIGHT_MAX_INVITEES}
                onChange={(e) => toggle(person.id, e.target.checked)}
              />
              {person.displayName}
            </label>
          ))
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={host.isPending}>
          Host the night
        </Button>
      </div>
    </form>
  );
}
