import { WATCHING_SOON_WHY_MAX } from '@chuck/api/client';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Poster } from '../poster/poster.tsx';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { Label } from '../ui/label.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { MovieSearchBox, toMovieSnapshot } from './movie-search-box.tsx';
import { type DraftPick, emptyPick } from './use-watching-soon.ts';

export interface WatchingSoonEditorProps {
  initial: DraftPick[];
  saving: boolean;
  onSave: (drafts: DraftPick[]) => void;
  onCancel: () => void;
}

/** docs/product.md §2 edit mode: a search box and an optional 'why' per pick, then Save or Cancel. */
export function WatchingSoonEditor({ initial, saving, onSave, onCancel }: WatchingSoonEditorProps) {
  const [drafts, setDrafts] = useState(initial);
  const update = (index: number, change: Partial<DraftPick>) =>
    setDrafts((all) => all.map((pick, i) => (i === index ? { ...pick, ...change } : pick)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(drafts);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Edit Watching Soon">
      <div className="grid gap-4 md:grid-cols-3">
        {drafts.map((pick, index) => (
          <PickFields
            // The slots never move, so their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots #1-#3
            key={index}
            position={index + 1}
            pick={pick}
            disabled={saving}
            onChange={(change) => update(index, change)}
          />
        ))}
      </div>
      <FormActions pending={saving} onCancel={onCancel} submit="Save" sending="Saving..." />
    </form>
  );
}

interface PickFieldsProps {
  position: number;
  pick: DraftPick;
  disabled: boolean;
  onChange: (change: Partial<DraftPick>) => void;
}

function PickFields({ position, pick, disabled, onChange }: PickFieldsProps) {
  const id = useId();
  const searchId = `${id}-search`;
  const whyId = `${id}-why`;
  const countId = `${id}-count`;
  return (
    <fieldset className="grid content-start gap-3 rounded-lg border-2 border-midnight-600 bg-midnight-950/50 p-3">
      <legend className="px-1 font-display text-base text-neon-pink">Pick #{position}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>Movie</Label>
        <MovieSearchBox
          id={searchId}
          label={`Movie for pick #${position}`}
          placeholder="Search for a movie..."
          value={pick.title}
          // Typing replaces the chosen film: the title is now free text with no catalog id.
          onValueChange={(title) => onChange({ title, movieId: null, posterUrl: null, year: null })}
          onSelect={(movie) => {
            const film = toMovieSnapshot(movie);
            onChange({
              movieId: film.movieId,
              title: film.title,
              year: film.year,
              posterUrl: film.posterUrl,
            });
          }}
          fillOnSelect
          disabled={disabled}
        />
      </div>
      {pick.title.trim() ? (
        <div className="flex items-center gap-2.5">
          <Poster src={pick.posterUrl} title={pick.title} size="sm" />
          <p className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-semibold text-ink">{pick.title}</span>
            <span className="text-muted">{pick.year ?? (pick.movieId ? '' : 'Not from the catalog')}</span>
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Clear pick #${position}`}
            disabled={disabled}
            onClick={() => onChange(emptyPick())}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={whyId}>Why are you excited to watch this?</Label>
        <Textarea
          id={whyId}
          value={pick.description}
          maxLength={WATCHING_SOON_WHY_MAX}
          placeholder="Optional"
          aria-describedby={countId}
          disabled={disabled}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <p id={countId} className="text-right text-xs text-muted">
          {pick.description.length}/{WATCHING_SOON_WHY_MAX}
        </p>
      </div>
    </fieldset>
  );
}
