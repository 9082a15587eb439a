import { LIST_NOTE_MAX } from '@chuck/api/client';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { FilmList, ListChanges } from '../../../components/lists/use-list.ts';
import { Poster } from '../../../components/poster/poster.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

type Item = FilmList['items'][number];

/**
 * The list's films in order, each with its note and who added it. The owner and editors move a film
 * with Up and Down (buttons, so the keyboard reorders as well as the mouse), note it or take it off.
 */
export function ListItems({ list, changes }: { list: FilmList; changes: ListChanges }) {
  if (!list.items.length) {
    return (
      <EmptyState
        title="No films on this list yet"
        description={
          list.canEdit
            ? 'Find a film above to add the first one.'
            : 'Come back when its owner has added some.'
        }
      />
    );
  }
  const move = (index: number, by: -1 | 1) => {
    const ids = list.items.map((i) => i.movieId);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    changes.reorder.mutate({ id: list.id, movieIds: ids });
  };
  const Tag = list.ranked ? 'ol' : 'ul';
  return (
    <Tag aria-label="Films on this list" className="grid gap-3">
      {list.items.map((item, index) => (
        <li
          key={item.movieId}
          className="flex gap-4 rounded-lg border border-midnight-700 bg-midnight-900/60 p-3"
        >
          {list.ranked ? (
            <span className="w-8 shrink-0 font-retro text-3xl leading-none text-ticket-300">
              {item.position}
            </span>
          ) : null}
          <Poster src={item.posterUrl} title={item.title} size="sm" />
          <div className="min-w-0 flex-1">
            <Link href={`/movie/${item.movieId}`} className="font-display text-lg text-ink hover:underline">
              {item.title}
            </Link>
            {item.year ? <span className="ml-2 text-muted">({item.year})</span> : null}
            <NoteView list={list} item={item} changes={changes} />
            <p className="mt-1 text-xs text-muted">
              added by{' '}
              {item.addedBy ? (
                <Link
                  href={`/members/${encodeURIComponent(item.addedBy.id)}`}
                  className="text-neon-cyan hover:underline"
                >
                  {item.addedBy.name}
                </Link>
              ) : (
                'a former member'
              )}
            </p>
          </div>
          {list.canEdit ? (
            <div className="flex shrink-0 flex-col gap-1">
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Move ${item.title} up`}
                disabled={index === 0 || changes.reorder.isPending}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Move ${item.title} down`}
                disabled={index === list.items.length - 1 || changes.reorder.isPending}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove ${item.title}`}
                disabled={changes.removeItem.isPending}
                onClick={() => changes.removeItem.mutate({ id: list.id, movieId: item.movieId })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </Tag>
  );
}

/** The film's note, and for the list's editors a way to change it. */
function NoteView({ list, item, changes }: { list: FilmList; item: Item; changes: ListChanges }) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <div className="mt-1 flex items-start gap-2">
        {item.note ? <p className="whitespace-pre-wrap text-ink/90">{item.note}</p> : null}
        {list.canEdit ? (
          <Button size="sm" variant="link" onClick={() => setDraft(item.note ?? '')}>
            <Pencil aria-hidden="true" />
            {item.note ? `Edit note for ${item.title}` : `Add a note for ${item.title}`}
          </Button>
        ) : null}
      </div>
    );
  }
  const id = `note-${item.movieId}`;
  return (
    <form
      className="mt-2 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        changes.setNote.mutate(
          { id: list.id, movieId: item.movieId, note: draft },
          { onSuccess: () => setDraft(null) },
        );
      }}
    >
      <Label htmlFor={id}>Note for {item.title}</Label>
      <Textarea id={id} value={draft} maxLength={LIST_NOTE_MAX} onChange={(e) => setDraft(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={changes.setNote.isPending}>
          Save note
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
