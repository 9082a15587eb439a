import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { requireLogin } from '../../lib/login-required.ts';
import { Poster } from '../poster/poster.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { newDraft } from './diary-draft.ts';
import { DiaryEntryForm } from './diary-entry-form.tsx';
import { type DiaryFilm, toEntryFields, useLogWatch } from './use-diary.ts';

export interface LogWatchButtonProps {
  film: DiaryFilm;
  /** 'icon' for a list row (named by the film), otherwise a labelled button. */
  look?: 'button' | 'icon';
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Where a lost session's login comes back to. */
  returnTo?: string;
  /** After the watch is in the diary (the profile re-checks flair). */
  onLogged?: () => void;
}

/**
 * 'Log a watch' (docs/product.md §2 'Diary'): the one quick add the film page, the seen list and the
 * watchlist all open. The date starts at today; logging a queued film moves it to Already Seen.
 */
export function LogWatchButton({
  film,
  look = 'button',
  variant = 'secondary',
  size = 'md',
  returnTo,
  onLogged,
}: LogWatchButtonProps) {
  const [open, setOpen] = useState(false);
  const { user } = useCurrentUser();
  // A visitor is told why and sent to log in (docs/product.md §8), rather than shown a form they cannot send.
  const start = () => {
    if (user) setOpen(true);
    else requireLogin('diary', returnTo ? { returnTo } : {});
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {look === 'icon' ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-10"
          aria-label={`Log a watch of ${film.title}`}
          title="Log a watch"
          onClick={start}
        >
          <NotebookPen aria-hidden="true" />
        </Button>
      ) : (
        <Button variant={variant} size={size} onClick={start}>
          <NotebookPen aria-hidden="true" />
          Log a watch
        </Button>
      )}
      {open ? (
        <LogWatchDialog
          film={film}
          returnTo={returnTo}
          onClose={() => setOpen(false)}
          onLogged={() => {
            setOpen(false);
            onLogged?.();
          }}
        />
      ) : null}
    </Dialog>
  );
}

function LogWatchDialog({
  film,
  returnTo,
  onClose,
  onLogged,
}: {
  film: DiaryFilm;
  returnTo?: string;
  onClose: () => void;
  onLogged: () => void;
}) {
  const log = useLogWatch({
    onDone: onLogged,
    onUnauthorized: () => requireLogin('diary', returnTo ? { returnTo } : {}),
  });
  const problem =
    log.error && !log.isPending
      ? errorMessage(log.error, "Couldn't log that watch. Please try again.")
      : null;
  return (
    <DialogContent
      title={`Log a watch: ${film.title}`}
      description={film.year ? `${film.title} (${film.year})` : undefined}
      className="max-w-xl"
    >
      <div className="flex gap-4">
        <Poster src={film.posterUrl} title={film.title} size="md" className="hidden w-24 sm:flex sm:w-24" />
        <div className="min-w-0 flex-1">
          <DiaryEntryForm
            initial={newDraft()}
            saving={log.isPending}
            problem={problem}
            submit="Log it"
            sending="Logging..."
            onCancel={onClose}
            onSave={(draft) =>
              log.mutate({
                ...(film.movieId ? { movieId: film.movieId } : {}),
                title: film.title,
                ...(film.year ? { year: film.year } : {}),
                ...toEntryFields(draft),
              })
            }
          />
        </div>
      </div>
    </DialogContent>
  );
}
