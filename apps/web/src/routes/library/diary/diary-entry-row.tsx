import { Lock, Pencil, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { StarRow } from '../../../components/diary/star-rating.tsx';
import { starsLabel } from '../../../components/diary/stars.ts';
import { Poster } from '../../../components/poster/poster.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { RowAction } from '../profile/movie-row.tsx';
import { DeleteEntryDialog, EditEntryDialog } from './diary-entry-dialogs.tsx';
import { dayLabel } from './diary-months.ts';
import type { DiaryEntry } from './use-diary-pages.ts';

/** One watch: the day, the film, the stars, rewatch, the review and tags, with Edit and Delete. */
export function DiaryEntryRow({ entry }: { entry: DiaryEntry }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const close = () => setOpen(null);
  const film = entry.year ? `${entry.title} (${entry.year})` : entry.title;
  return (
    <article
      aria-label={`${film}, ${dayLabel(entry.watchedOn)}`}
      className="flex gap-3 rounded-lg border border-midnight-700 bg-midnight-950/50 p-3"
    >
      <div className="flex w-14 shrink-0 flex-col items-center rounded-md border-2 border-midnight-700 bg-midnight-900 py-1 text-center">
        <span className="font-retro text-base leading-none text-muted uppercase">
          {dayLabel(entry.watchedOn).split(',')[0]}
        </span>
        <span className="font-display text-2xl leading-tight text-neon-cyan">
          {Number(entry.watchedOn.slice(8, 10))}
        </span>
      </div>
      <Poster src={entry.posterUrl} title={entry.title} size="sm" className="hidden w-12 sm:flex" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-ink">
          {entry.movieId ? (
            <Link
              href={`/movie/${entry.movieId}`}
              className="underline-offset-4 hover:text-neon-cyan hover:underline"
            >
              {entry.title}
            </Link>
          ) : (
            entry.title
          )}
          {entry.year ? <span className="font-normal text-muted"> ({entry.year})</span> : null}
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5">
            {entry.rating ? <StarRow value={entry.rating} className="size-4" /> : null}
            <span className={entry.rating ? 'sr-only' : 'text-muted'}>{starsLabel(entry.rating)}</span>
          </span>
          {entry.rewatch ? (
            <Badge variant="cyan">
              <Repeat aria-hidden="true" className="size-3.5" />
              Rewatch
            </Badge>
          ) : null}
          {entry.review && !entry.public ? (
            <Badge variant="outline">
              <Lock aria-hidden="true" className="size-3.5" />
              Private
            </Badge>
          ) : null}
        </p>
        {entry.review ? (
          <p className="mt-2 whitespace-pre-line break-words text-ink/90">{entry.review}</p>
        ) : null}
        {entry.tags.length ? (
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
            {entry.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="pink">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
        <RowAction aria-label={`Edit ${entry.title} on ${entry.watchedOn}`} onClick={() => setOpen('edit')}>
          <Pencil aria-hidden="true" />
        </RowAction>
        <RowAction
          tone="danger"
          aria-label={`Delete ${entry.title} on ${entry.watchedOn}`}
          onClick={() => setOpen('delete')}
        >
          <Trash2 aria-hidden="true" />
        </RowAction>
      </div>
      <EditEntryDialog entry={entry} open={open === 'edit'} onClose={close} />
      <DeleteEntryDialog entry={entry} open={open === 'delete'} onClose={close} />
    </article>
  );
}
