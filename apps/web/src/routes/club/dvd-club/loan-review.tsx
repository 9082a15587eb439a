import { REVIEW_NOTE_MAX } from '@chuck/api/client';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CountedTextarea } from '../../../components/ui/counted-textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Loan } from './loan-text.ts';

const THUMBS = [
  { value: 'up', label: 'Thumbs up', icon: <ThumbsUp aria-hidden="true" /> },
  { value: 'down', label: 'Thumbs down', icon: <ThumbsDown aria-hidden="true" /> },
] as const;

/**
 * docs/product.md §3 'Loan review': once the loan settles, the card itself asks for a thumb up or
 * down on the other member and an optional note (issue 26 item 6). The thumbs are radios, so the
 * arrow keys move between them and Tab leads on to the note and Save.
 */
export function ReviewForm({
  loan,
  pending,
  onReview,
}: {
  loan: Loan;
  pending: boolean;
  onReview: (thumb: 'up' | 'down', note: string) => Promise<unknown>;
}) {
  const [thumb, setThumb] = useState<'up' | 'down' | null>(null);
  const [note, setNote] = useState('');
  const headingId = `loan-${loan.id}-review`;
  const name = loan.otherParty.displayName;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!thumb) return;
    // The toast says why a review was refused; the form keeps what was typed for another try.
    onReview(thumb, note.trim()).catch(() => undefined);
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      className="mt-3 grid gap-3 rounded-md border border-ticket-400/50 p-3"
    >
      <div>
        <h5 id={headingId} className="font-semibold text-ink">
          Leave a Review
        </h5>
        <p className="text-sm text-muted">
          How was lending {loan.title} {loan.role === 'owner' ? 'to' : 'from'} {name}? One review each, shown
          on their member page.
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Your thumb for {name}</legend>
        <div className="flex gap-2">
          {THUMBS.map((option) => (
            <label
              key={option.value}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-md border-2 px-3 py-2 text-sm font-semibold has-focus-visible:ring-2 has-focus-visible:ring-neon-cyan [&_svg]:size-4',
                thumb === option.value
                  ? 'border-ticket-400 bg-ticket-400/15 text-ticket-300'
                  : 'border-midnight-600 text-ink hover:border-neon-cyan',
              )}
            >
              <input
                type="radio"
                name={`review-${loan.id}-thumb`}
                value={option.value}
                checked={thumb === option.value}
                onChange={() => setThumb(option.value)}
                disabled={pending}
                className="sr-only"
              />
              {option.icon}
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <CountedTextarea
        label="Note (optional)"
        value={note}
        onChange={setNote}
        max={REVIEW_NOTE_MAX}
        rows={2}
        placeholder="Friendly hand-over, disc came back spotless."
        disabled={pending}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={pending || !thumb}>
          {pending ? 'Saving...' : 'Save Review'}
        </Button>
      </div>
    </form>
  );
}

/** docs/product.md §3 'Loan review': both reviews on the card once written. */
export function LoanReviews({ loan }: { loan: Loan }) {
  const { mine, theirs } = loan.reviews;
  if (!mine && !theirs) return null;
  const line = (who: string, review: NonNullable<Loan['reviews']['mine']>) => (
    <li>
      {who}:{' '}
      {review.thumb === 'up' ? (
        <ThumbsUp aria-label="thumbs up" className="inline size-3.5" />
      ) : (
        <ThumbsDown aria-label="thumbs down" className="inline size-3.5" />
      )}
      {review.note ? <span className="text-muted"> “{review.note}”</span> : null}
    </li>
  );
  return (
    <ul aria-label="Reviews" className="mt-2 grid gap-0.5 text-sm text-ink">
      {mine ? line('Your review', mine) : null}
      {theirs ? line(`${loan.otherParty.displayName}'s review`, theirs) : null}
    </ul>
  );
}
