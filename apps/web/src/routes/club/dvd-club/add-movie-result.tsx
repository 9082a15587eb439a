import { DISC_DEFAULTS } from '@chuck/api/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type DiscChoice, DiscFields } from '../../../components/collection/disc-fields.tsx';
import { toCreateInput } from '../../../components/collection/film-to-disc.ts';
import { useRefreshDvdClub } from '../../../components/collection/use-dvd-club-cache.ts';
import { showLendingFailure } from '../../../components/confirm-address/confirm-address.tsx';
import { Poster } from '../../../components/poster/poster.tsx';
import type { MovieResult } from '../../../components/typeahead/movie-result.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { requireLogin } from '../../../lib/login-required.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { isUnauthorizedError } from '../../../lib/unauthorized.ts';

/** One search result: the film with its director, runtime and genres, and its Add toggle. */
export function AddMovieResult({ movie, ownedCount }: { movie: MovieResult; ownedCount: number }) {
  const trpc = useTRPC();
  const refresh = useRefreshDvdClub();
  const formId = useId();
  const details = useQuery(trpc.catalog.getMovie.queryOptions({ id: movie.id }));
  const create = useMutation(trpc.dvdClub.create.mutationOptions());
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<DiscChoice>(DISC_DEFAULTS);
  const year = movie.release_date?.slice(0, 4);

  const close = () => {
    setOpen(false);
    setChoice(DISC_DEFAULTS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const film = {
      movieId: movie.id,
      title: movie.title,
      year: movie.release_date,
      posterUrl: movie.poster_path,
    };
    create.mutate(toCreateInput(film, details.data, choice), {
      onSuccess: (item) => {
        toast({
          title: 'Movie Added',
          description: `${item.title} (${item.format}) is now in your collection.`,
        });
        close();
        void refresh();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          requireLogin('collection');
          return;
        }
        showLendingFailure(error, 'Failed to add movie');
      },
    });
  };

  const facts = details.data
    ? [
        details.data.director,
        details.data.runtime ? `${details.data.runtime} min` : null,
        details.data.genres.map((g) => g.name).join(', ') || null,
      ].filter(Boolean)
    : [];

  return (
    <li className="rounded-lg border-2 border-midnight-700 bg-midnight-950/50">
      <div className="flex items-start gap-3 p-3">
        <Poster src={movie.poster_path} title={movie.title} size="sm" className="w-12!" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">
            {movie.title}
            {year ? (
              <>
                {' '}
                <span className="text-sm font-normal text-muted">({year})</span>
              </>
            ) : null}
          </p>
          {details.isPending ? (
            <p className="text-sm text-muted/80">Looking up details...</p>
          ) : facts.length ? (
            <p className="text-sm text-muted">{facts.join(' · ')}</p>
          ) : null}
          {ownedCount ? (
            <Badge variant="success" className="mt-1">
              <Check aria-hidden="true" className="size-3.5" />
              In your collection{ownedCount > 1 ? ` ×${ownedCount}` : ''}
            </Badge>
          ) : null}
        </div>
        <Button
          variant={open ? 'neon' : 'secondary'}
          size="sm"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          aria-label={`Add ${movie.title}`}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {open ? (
        <form
          id={formId}
          aria-label={`Add ${movie.title} to your collection`}
          onSubmit={submit}
          className="grid gap-3 border-t border-midnight-700 p-3"
        >
          <DiscFields value={choice} onChange={setChoice} disabled={create.isPending} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={create.isPending}>
              {create.isPending ? 'Adding...' : 'Add to Collection'}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
