import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  FAVORITE_GENRES_MAX,
  GENRE_MAX_CHARS,
  PROFILE_VISIBILITIES,
  WATCHING_GOALS,
  ZSaveSocialProfileInput,
} from '@chuck/api/client';
import { type FormEvent, useId, useState } from 'react';
import { TownPicker } from '../../../components/places/town-picker.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { fieldStyles } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  type ProfileDraft,
  type ProfileVisibility,
  type SaveProfileInput,
  toSaveInput,
  VISIBILITY_LABELS,
  WATCHING_GOAL_LABELS,
  type WatchingGoal,
} from './profile-fields.ts';

export interface ProfileFormProps {
  initial: ProfileDraft;
  saving: boolean;
  onSave: (input: SaveProfileInput) => void;
  onCancel: () => void;
}

/** The profile card's edit mode. What was typed stays put when a save fails. */
export function ProfileForm({ initial, saving, onSave, onCancel }: ProfileFormProps) {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const id = useId();
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const genreProblem = genresError(draft.genres);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (genreProblem) {
      document.getElementById(`${id}-genres`)?.focus();
      return;
    }
    onSave(toSaveInput(draft));
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Edit profile">
      <TextField
        id={`${id}-name`}
        label="Display name"
        value={draft.displayName}
        maxLength={DISPLAY_NAME_MAX}
        autoComplete="nickname"
        hint={`Up to ${DISPLAY_NAME_MAX} characters.`}
        disabled={saving}
        onChange={(event) => set('displayName', event.target.value)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-bio`}>Bio</Label>
        <Textarea
          id={`${id}-bio`}
          rows={4}
          value={draft.bio}
          maxLength={BIO_MAX}
          aria-describedby={`${id}-bio-count`}
          placeholder="Midnight movie regular. Will defend Hudson Hawk."
          disabled={saving}
          onChange={(event) => set('bio', event.target.value)}
        />
        <p id={`${id}-bio-count`} className="text-right text-xs text-muted">
          {draft.bio.length}/{BIO_MAX}
        </p>
      </div>
      <TextField
        id={`${id}-genres`}
        label="Favorite genres"
        value={draft.genres}
        placeholder="Horror, Sci-Fi, Film Noir"
        hint="Separate genres with commas."
        error={submitted ? genreProblem : undefined}
        disabled={saving}
        onChange={(event) => set('genres', event.target.value)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-goal`}>Watching goals</Label>
        <select
          id={`${id}-goal`}
          value={draft.watchingGoals}
          disabled={saving}
          onChange={(event) => set('watchingGoals', event.target.value as WatchingGoal | '')}
          className={cn(fieldStyles, 'h-11 cursor-pointer')}
        >
          <option value="">No goal yet</option>
          {WATCHING_GOALS.map((goal) => (
            <option key={goal} value={goal}>
              {WATCHING_GOAL_LABELS[goal]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-visibility`}>Who can see my page</Label>
        <select
          id={`${id}-visibility`}
          value={draft.visibility}
          disabled={saving}
          aria-describedby={`${id}-visibility-hint`}
          onChange={(event) => set('visibility', event.target.value as ProfileVisibility)}
          className={cn(fieldStyles, 'h-11 cursor-pointer')}
        >
          {PROFILE_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {VISIBILITY_LABELS[visibility]}
            </option>
          ))}
        </select>
        <p id={`${id}-visibility-hint`} className="text-xs text-muted">
          Your member page, collection page and Watching Soon. Your rentable discs stay on the shelf either
          way.
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-town`}>Your town</Label>
        <TownPicker
          id={`${id}-town`}
          label="Your town"
          town={draft.town}
          disabled={saving}
          onChange={(town) => set('town', town)}
        />
        <p className="text-xs text-muted">
          Only the town is kept, never an address: the shelf shows how far away other members' discs are.
        </p>
      </div>
      <div className="flex items-start gap-2.5">
        <input
          id={`${id}-shelf-alerts`}
          type="checkbox"
          checked={draft.shelfAlerts}
          disabled={saving}
          aria-describedby={`${id}-shelf-alerts-hint`}
          onChange={(event) => set('shelfAlerts', event.target.checked)}
          className="mt-1 size-4 cursor-pointer accent-ticket-400"
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-shelf-alerts`}>Shelf alerts</Label>
          <p id={`${id}-shelf-alerts-hint`} className="text-xs text-muted">
            Tell me when a film on my watchlist turns up on a member's shelf (at most once a day per film).
          </p>
        </div>
      </div>
      <FormActions pending={saving} onCancel={onCancel} submit="Save Profile" sending="Saving..." />
    </form>
  );
}

/** The genres as typed, checked by the server's own schema (it drops repeats too), in the form's words. */
export function genresError(text: string): string | undefined {
  const result = ZSaveSocialProfileInput.shape.favoriteGenres.safeParse(text);
  if (result.success) return undefined;
  // An issue on the list itself is too many genres; one on an entry is a genre too long.
  return result.error.issues.some((issue) => issue.path.length === 0)
    ? `List at most ${FAVORITE_GENRES_MAX} favorite genres.`
    : `Each genre is at most ${GENRE_MAX_CHARS} characters.`;
}
