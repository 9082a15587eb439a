import { DIARY_REVIEW_MAX, thumbsFromStars } from '@chuck/api/client';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { CountedTextarea } from '../ui/counted-textarea.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { Label } from '../ui/label.tsx';
import { TextField } from '../ui/text-field.tsx';
import { type DiaryDraft, tagsError, today } from './diary-draft.ts';
import { StarRating } from './star-rating.tsx';
import { starsLabel } from './stars.ts';

export interface DiaryEntryFormProps {
  initial: DiaryDraft;
  saving: boolean;
  /** The server's refusal, in its words. */
  problem?: string | null;
  submit: string;
  sending: string;
  onSave: (draft: DiaryDraft) => void;
  onCancel: () => void;
}

/**
 * One watch of a film (docs/product.md §2 'Diary'): the date, half stars, rewatch, a review of up
 * to 2,000 characters, tags and whether the review shows on the member page. Used by 'Log a watch'
 * and by the Diary's Edit, so both ask the same way.
 */
export function DiaryEntryForm({
  initial,
  saving,
  problem,
  submit,
  sending,
  onSave,
  onCancel,
}: DiaryEntryFormProps) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof DiaryDraft>(key: K, value: DiaryDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const dateMissing = !draft.watchedOn;
  const inFuture = draft.watchedOn > today();
  const tagProblem = tagsError(draft.tags);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dateMissing || inFuture || tagProblem) return;
    onSave(draft);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        type="date"
        label="Watched on"
        value={draft.watchedOn}
        max={today()}
        required
        disabled={saving}
        error={
          dateMissing
            ? 'Pick the day you watched it.'
            : inFuture
              ? "That day hasn't happened yet."
              : undefined
        }
        onChange={(event) => set('watchedOn', event.target.value)}
      />
      <div className="grid gap-1.5">
        <span aria-hidden="true" className="text-sm font-semibold tracking-wide text-ink">
          Rating
        </span>
        <div className="flex flex-wrap items-center gap-3">
          <StarRating
            label="Rating"
            value={draft.rating}
            disabled={saving}
            onChange={(rating) => set('rating', rating)}
          />
          <span className="font-retro text-xl text-muted" aria-hidden="true">
            {starsLabel(draft.rating)}
          </span>
          {draft.rating ? (
            <Button variant="link" size="sm" disabled={saving} onClick={() => set('rating', null)}>
              Clear rating
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted">
          Arrow keys move half a star at a time.
          {draft.rating ? ` ${thumbsNote(draft.rating)}` : ''}
        </p>
      </div>
      <Checkbox
        label="I've seen it before (a rewatch)"
        checked={draft.rewatch}
        disabled={saving}
        onChange={(checked) => set('rewatch', checked)}
      />
      <CountedTextarea
        label="Review"
        value={draft.review}
        max={DIARY_REVIEW_MAX}
        placeholder="Be kind, rewind. What stuck with you?"
        disabled={saving}
        onChange={(review) => set('review', review)}
      />
      <TextField
        label="Tags"
        value={draft.tags}
        placeholder="midnight movie, with Dad"
        hint="Separate tags with commas."
        error={tagProblem ?? undefined}
        disabled={saving}
        onChange={(event) => set('tags', event.target.value)}
      />
      <Checkbox
        label="Show this review on my member page"
        hint="Off keeps it in your diary only. Who sees your page follows your profile's setting."
        checked={draft.isPublic}
        disabled={saving}
        onChange={(checked) => set('isPublic', checked)}
      />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <FormActions pending={saving} onCancel={onCancel} submit={submit} sending={sending} inDialog />
    </form>
  );
}

/** docs/product.md 'Stars and thumbs': the seen list's thumbs follow the stars, with the server's own rule. */
function thumbsNote(rating: number): string {
  const thumbs = thumbsFromStars(rating);
  if (thumbs === 'thumbs_up') return 'On your seen list that counts as Liked.';
  if (thumbs === 'thumbs_down') return 'On your seen list that counts as Disliked.';
  return 'On your seen list that is neither Liked nor Disliked.';
}

function Checkbox({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2.5">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 cursor-pointer accent-neon-pink"
        />
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="pl-7.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
