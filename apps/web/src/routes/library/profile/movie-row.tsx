import { Star, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Poster } from '../../../components/poster/poster.tsx';
import { ShareButton } from '../../../components/share/share-button.tsx';
import type { ShareableMovie, ShareTemplate } from '../../../components/share/share-text.ts';
import { cn } from '../../../lib/cn.ts';

export interface MovieRowProps {
  movie: { title: string; year: number | null; rating: string | null; posterUrl: string | null };
  /** Opens the detail modal. */
  onOpen: () => void;
  /** Before the poster: the queue number. */
  lead?: ReactNode;
  /** Beside the year and rating: the member's rating badge. */
  badge?: ReactNode;
  /** Under the title and year: an 'On the shelf' badge. */
  below?: ReactNode;
  actions: ReactNode;
  /** Phones: spread a long row of actions across the card (the queue's reorder/seen/share/remove). */
  spreadActions?: boolean;
}

/** A film in one of the member's lists: poster, title (opens the details), year, rating, actions. */
export function MovieRow({
  movie: { title, year, rating, posterUrl },
  onOpen,
  lead,
  badge,
  below,
  actions,
  spreadActions = false,
}: MovieRowProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-midnight-700 bg-midnight-950/50 p-2.5 sm:flex-nowrap sm:p-3">
      <div className="flex min-w-0 flex-1 basis-full items-center gap-3 sm:basis-auto">
        {lead}
        <Poster src={posterUrl} title={title} size="sm" className="w-12" />
        <div className="min-w-0 flex-1">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onOpen}
            className="cursor-pointer text-left font-semibold break-words text-ink underline-offset-4 hover:text-neon-cyan hover:underline"
          >
            {title}
          </button>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {year ? <span>{year}</span> : null}
            {rating ? (
              <span className="inline-flex items-center gap-1 text-ticket-300">
                <Star aria-hidden="true" className="size-3.5 fill-ticket-400" />
                <span>
                  {rating}
                  <span className="text-muted">/10</span>
                </span>
              </span>
            ) : null}
            {badge}
          </p>
          {below}
        </div>
      </div>
      <div
        className={cn(
          'flex w-full items-center gap-1 sm:w-auto sm:justify-end',
          spreadActions ? 'justify-between' : 'justify-end',
        )}
      >
        {actions}
      </div>
    </div>
  );
}

const tones = {
  default: 'hover:text-neon-cyan',
  success: 'hover:text-success',
  danger: 'hover:text-danger',
} as const;

export interface RowActionProps extends ComponentProps<'button'> {
  /** The accessible name: the icon alone says nothing to a screen reader. */
  'aria-label': string;
  tone?: keyof typeof tones;
}

/**
 * A list row's icon action: 40 px square (so a whole row of them fits a 360 px phone on one
 * line), ghost until hovered, with the store's focus ring.
 */
export function RowAction({ tone = 'default', className, type = 'button', ...props }: RowActionProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-ink transition-colors',
        'hover:bg-midnight-800 disabled:pointer-events-none disabled:opacity-35 [&_svg]:size-[1.15em]',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

export interface ShareAndRemoveProps {
  movie: ShareableMovie;
  template: ShareTemplate;
  /** The list the film is removed from, as the remove button names it: 'seen list', 'watchlist'. */
  listName: string;
  disabled: boolean;
  onRemove: () => void;
}

/** The two actions every row of the seen list and the watchlist ends with. */
export function ShareAndRemove({ movie, template, listName, disabled, onRemove }: ShareAndRemoveProps) {
  return (
    <>
      <ShareButton template={template} compact movie={movie} />
      <RowAction
        tone="danger"
        aria-label={`Remove ${movie.title} from ${listName}`}
        disabled={disabled}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </RowAction>
    </>
  );
}
