import { NotebookPen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { requireLogin } from '../../lib/login-required.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import type { DiaryFilm } from './use-diary.ts';

const LogWatchDialog = lazy(async () => ({ default: (await import('./log-watch-form.tsx')).LogWatchDialog }));

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
        <Suspense fallback={null}>
          <LogWatchDialog
            film={film}
            returnTo={returnTo}
            onClose={() => setOpen(false)}
            onLogged={() => {
              setOpen(false);
              onLogged?.();
            }}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
