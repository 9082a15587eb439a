import { errorMessage } from '../../lib/error-message.ts';
import { requireLogin } from '../../lib/login-required.ts';
import { Poster } from '../poster/poster.tsx';
import { DialogContent } from '../ui/dialog.tsx';
import { newDraft } from './diary-draft.ts';
import { DiaryEntryForm } from './diary-entry-form.tsx';
import { type DiaryFilm, toEntryFields, useLogWatch } from './use-diary.ts';

export interface LogWatchDialogProps {
  film: DiaryFilm;
  returnTo?: string;
  onClose: () => void;
  onLogged: () => void;
}

/** The 'Log a watch' form in its dialog: loaded when first opened, so the lists it sits on stay light. */
export function LogWatchDialog({ film, returnTo, onClose, onLogged }: LogWatchDialogProps) {
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
