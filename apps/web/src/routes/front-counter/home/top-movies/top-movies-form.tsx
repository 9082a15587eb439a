import { FAVOURITE_TITLE_MAX, MAX_FAVOURITES, NEED_ONE_MOVIE } from '@chuck/api/client';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../lib/toast.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../../lib/unauthorized.ts';
import { MovieTitleField } from './movie-title-field.tsx';
import { useSaveTopMovies } from './use-top-movies.ts';

const PLACEHOLDERS = ['e.g. The Matrix', 'e.g. Back to the Future', 'e.g. Groundhog Day'] as const;

export interface TopMoviesFormProps {
  /** The saved titles the inputs start from (empty on first use). */
  initial: string[];
  /** Editing saved movies: 'Update My Movies' and a Cancel that puts them back. */
  editing: boolean;
  /** Signed in: saved to the member's account rather than the session. */
  isMember: boolean;
  onCancel: () => void;
  onSaved: (topMovies: string[]) => void;
}

/** The three Movie # inputs with suggestions. What was typed stays put when a save fails. */
export function TopMoviesForm({ initial, editing, isMember, onCancel, onSaved }: TopMoviesFormProps) {
  const [titles, setTitles] = useState<string[]>(() =>
    Array.from({ length: MAX_FAVOURITES }, (_, i) => initial[i] ?? ''),
  );
  const { save, isPending } = useSaveTopMovies(isMember);

  const setTitle = (index: number, value: string) =>
    setTitles((current) => current.map((title, i) => (i === index ? value : title)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    // docs/product.md §5: blank entries are dropped; at least one must be left.
    const topMovies = titles.map((title) => title.trim()).filter(Boolean);
    if (!topMovies.length) {
      toast({
        title: 'Need at least one movie',
        description: NEED_ONE_MOVIE,
        variant: 'destructive',
      });
      return;
    }
    try {
      const saved = await save(topMovies);
      toast({
        title: 'Preferences Saved!',
        description: 'Chuck is analysing your taste and preparing your recommendations.',
      });
      onSaved(saved.topMovies);
    } catch (error) {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      toast({
        title: 'Error',
        description: 'Failed to save your preferences. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const submitLabel = isPending ? 'Saving...' : editing ? 'Update My Movies' : 'Get My Recommendations';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {titles.map((title, index) => (
        <MovieTitleField
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions #1-#3.
          key={index}
          label={`Movie #${index + 1}`}
          placeholder={PLACEHOLDERS[index]}
          value={title}
          maxLength={FAVOURITE_TITLE_MAX}
          onChange={(value) => setTitle(index, value)}
        />
      ))}
      <div className="mt-2 flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isPending} aria-busy={isPending || undefined}>
          {submitLabel}
        </Button>
        {editing ? (
          <Button variant="ghost" size="lg" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
