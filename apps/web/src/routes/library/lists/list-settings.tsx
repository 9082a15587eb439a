import { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX, LIST_VISIBILITIES } from '@chuck/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { SelectField } from '../../../components/collection/select-field.tsx';
import { type FilmList, type ListChanges, VISIBILITY_LABELS } from '../../../components/lists/use-list.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';

const VISIBILITY_OPTIONS = LIST_VISIBILITIES.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));

/** What only the list's owner changes: its name, description, ranking and visibility. */
export function ListSettings({ list, changes }: { list: FilmList; changes: ListChanges }) {
  const [title, setTitle] = useState(list.title);
  const [description, setDescription] = useState(list.description);
  const [ranked, setRanked] = useState(list.ranked);
  const [visibility, setVisibility] = useState(list.visibility);
  return (
    <Card>
      <CardHeader>
        <CardTitle>List settings</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            changes.update.mutate(
              { id: list.id, title, description, ranked, visibility },
              { onSuccess: () => toast({ title: 'Saved', description: 'Your list is up to date.' }) },
            );
          }}
        >
          <TextField
            label="Title"
            value={title}
            maxLength={LIST_TITLE_MAX}
            required
            onChange={(e) => setTitle(e.target.value)}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="list-description">Description</Label>
            <Textarea
              id="list-description"
              value={description}
              maxLength={LIST_DESCRIPTION_MAX}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <label className="flex items-center gap-2 text-ink">
            <input type="checkbox" checked={ranked} onChange={(e) => setRanked(e.target.checked)} />
            Ranked (number the films in order)
          </label>
          <SelectField
            label="Who can see it"
            value={visibility}
            options={VISIBILITY_OPTIONS}
            onValueChange={setVisibility}
          />
          <div>
            <Button type="submit" disabled={changes.update.isPending}>
              Save settings
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The list's editors, inviting one of the owner's connections, and deleting the list. */
export function ListEditors({ list, changes }: { list: FilmList; changes: ListChanges }) {
  const trpc = useTRPC();
  const connections = useQuery(trpc.connections.list.queryOptions());
  const invitable = (connections.data?.connections ?? [])
    .map((c) => c.otherUser)
    .filter((other) => !list.editors.some((e) => e.id === other.id));
  const [pick, setPick] = useState('');
  const chosen = invitable.some((o) => o.id === pick) ? pick : (invitable[0]?.id ?? '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Editors</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-muted">
          Editors add, remove, reorder and note films. Only you rename, delete or change who sees it.
        </p>
        {list.editors.length ? (
          <ul className="grid gap-2">
            {list.editors.map((editor) => (
              <li key={editor.id} className="flex items-center justify-between gap-2">
                <span className="text-ink">{editor.name}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => changes.removeEditor.mutate({ id: list.id, memberId: editor.id })}
                >
                  Remove {editor.name}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">No editors yet.</p>
        )}
        {connections.isPending ? (
          <p className="text-muted">Loading your connections…</p>
        ) : invitable.length ? (
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label="Invite a connection"
              value={chosen}
              options={invitable.map((o) => ({ value: o.id, label: o.displayName }))}
              onValueChange={setPick}
            />
            <Button
              disabled={!chosen || changes.addEditor.isPending}
              onClick={() => changes.addEditor.mutate({ id: list.id, memberId: chosen })}
            >
              Invite as editor
            </Button>
          </div>
        ) : (
          <p className="text-muted">
            {connections.data?.connections.length
              ? 'All your connections already edit this list.'
              : 'Connect with members to invite them as editors.'}
          </p>
        )}
        <DeleteList list={list} />
      </CardContent>
    </Card>
  );
}

function DeleteList({ list }: { list: FilmList }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const remove = useMutation(
    trpc.lists.delete.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.lists.pathKey() });
        toast({ title: 'List deleted', description: `${list.title} is gone.` });
        navigate(`/members/${encodeURIComponent(list.owner.id)}`);
      },
      onError: (error) =>
        toast({
          title: 'Could not delete the list',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
  return asking ? (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-ink">Delete {list.title} for good?</span>
      <Button
        variant="destructive"
        disabled={remove.isPending}
        onClick={() => remove.mutate({ id: list.id })}
      >
        Yes, delete it
      </Button>
      <Button variant="ghost" onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </div>
  ) : (
    <div>
      <Button variant="destructive" onClick={() => setAsking(true)}>
        Delete list
      </Button>
    </div>
  );
}
