import { LIST_TITLE_MAX } from '@chuck/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListVideo, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { errorMessage } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Poster } from '../poster/poster.tsx';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { TextField } from '../ui/text-field.tsx';
import { type ListSummary, VISIBILITY_LABELS } from './use-list.ts';

/**
 * The lists on a member page (docs/product.md §3 'Lists'): those the viewer may see, latest changed
 * first; on their own page, the member makes a new one or imports a Letterboxd list here.
 */
export function MemberLists({ memberId, own }: { memberId: string; own: boolean }) {
  const trpc = useTRPC();
  const lists = useQuery(trpc.lists.ofMember.queryOptions({ id: memberId }));
  return (
    <div className="grid gap-4">
      {own ? <NewList /> : null}
      {lists.isPending ? (
        <p role="status" className="text-muted">
          Loading lists…
        </p>
      ) : lists.isError ? (
        <p role="alert" className="text-muted">
          {errorMessage(lists.error, "We couldn't load the lists.")}{' '}
          <Button size="sm" variant="link" onClick={() => void lists.refetch()}>
            Try again
          </Button>
        </p>
      ) : lists.data.length ? (
        <ul className="grid gap-3">
          {lists.data.map((list) => (
            <ListCard key={list.id} list={list} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<ListVideo />}
          title="No lists yet"
          description={own ? 'Make your first list of films above.' : undefined}
        />
      )}
    </div>
  );
}

function ListCard({ list }: { list: ListSummary }) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-midnight-700 bg-midnight-900/60 p-3">
      <div className="flex -space-x-4" aria-hidden="true">
        {list.posters.slice(0, 3).map((src) => (
          <Poster key={src} src={src} title="" size="xs" />
        ))}
      </div>
      <div className="min-w-0">
        <Link href={`/lists/${list.id}`} className="font-display text-lg text-ink hover:underline">
          {list.title}
        </Link>
        <p className="text-sm text-muted">
          {list.filmCount} {list.filmCount === 1 ? 'film' : 'films'} · by {list.owner.name}
          {list.visibility !== 'public' ? ` · ${VISIBILITY_LABELS[list.visibility]}` : ''}
        </p>
      </div>
    </li>
  );
}

/** 'New list': a title makes it (the rest is set on its page); or a Letterboxd list export's CSV. */
function NewList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [title, setTitle] = useState('');
  const opened = (id: number) => {
    void queryClient.invalidateQueries({ queryKey: trpc.lists.ofMember.pathKey() });
    navigate(`/lists/${id}`);
  };
  const onError = (error: unknown) =>
    toast({
      title: 'Could not make the list',
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
  const create = useMutation(
    trpc.lists.create.mutationOptions({ onSuccess: (list) => opened(list.id), onError }),
  );
  const importing = useMutation(
    trpc.lists.import.mutationOptions({
      onSuccess: ({ list, unmatchedTotal }) => {
        toast({
          title: 'List imported',
          description: unmatchedTotal
            ? `${list.items.length} films added; ${unmatchedTotal} not found in the catalog.`
            : `${list.items.length} films added.`,
        });
        opened(list.id);
      },
      onError,
    }),
  );
  return (
    <div className="grid gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ title });
        }}
      >
        <TextField
          label="New list"
          placeholder="Films for Halloween"
          value={title}
          maxLength={LIST_TITLE_MAX}
          required
          onChange={(e) => setTitle(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={create.isPending || !title.trim()}>
          <Plus aria-hidden="true" />
          Make list
        </Button>
      </form>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-neon-cyan">
        <Upload aria-hidden="true" className="size-4" />
        Import a Letterboxd list (CSV)
        <input
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={importing.isPending}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) importing.mutate({ csv: await file.text() });
            event.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
