import { NIGHT_MAX_INVITEES } from '@chuck/api/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { NightForm } from './night-form.tsx';
import { isoFromLocal, useHostNight } from './use-nights.ts';

const BLANK = { title: '', startsAt: '', place: '' };

/** 'Host a movie night' (docs/product.md §2 'Movie nights'): the night's fields, and who to invite. */
export function HostNightForm() {
  const trpc = useTRPC();
  const connections = useQuery(trpc.connections.list.queryOptions());
  const host = useHostNight();
  const [invitees, setInvitees] = useState<string[]>([]);
  const people = connections.data?.connections.map((c) => c.otherUser) ?? [];
  const toggle = (id: string, on: boolean) =>
    setInvitees((list) => (on ? [...list, id] : list.filter((other) => other !== id)));

  return (
    <NightForm
      label="Host a movie night"
      initial={BLANK}
      submitLabel="Host the night"
      pending={host.isPending}
      onSubmit={(night) => host.mutate({ ...night, startsAt: isoFromLocal(night.startsAt), invitees })}
    >
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
    </NightForm>
  );
}
