import { useQuery } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { FilmPosterGrid } from '../../../components/poster/film-poster-grid.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { isNotFoundError } from '../../../lib/not-found-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';

type Person = RouterOutputs['catalog']['getPerson'];
type Film = Person['directed'][number];

/** A director's or actor's page (/person/:id): the films they directed and appear in, newest first. */
export function PersonPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  const trpc = useTRPC();
  const person = useQuery({ ...trpc.catalog.getPerson.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  usePageTitle(
    person.data ? person.data.name : person.isPending && id !== null ? 'Person' : 'Person not found',
  );

  if (id === null || isNotFoundError(person.error)) return <PersonNotFound />;
  if (person.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <LoadingTape label="Checking the credits..." size="lg" />
      </div>
    );
  }
  if (person.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <EmptyState
          icon={<Clapperboard />}
          title="We couldn't load this page"
          description={errorMessage(person.error, 'Something went wrong. Please try again.')}
          action={
            <Button variant="secondary" onClick={() => void person.refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  const { data } = person;
  const role =
    data.known_for_department === 'Directing'
      ? 'Director'
      : data.known_for_department === 'Acting'
        ? 'Actor'
        : data.known_for_department;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <ShelfLabel>Credits · Person File</ShelfLabel>
      <h1 className="mt-4 flex flex-wrap items-center gap-3 font-display text-3xl text-ink sm:text-5xl">
        {data.name}
        {role ? <Badge variant="cyan">{role}</Badge> : null}
      </h1>
      <FilmList title="Directed" films={data.directed} />
      <FilmList title="Appears in" films={data.appeared_in} />
    </div>
  );
}

function FilmList({ title, films }: { title: string; films: readonly Film[] }) {
  if (!films.length) return null;
  return (
    <section aria-label={title} className="mt-10">
      <h2 className="font-display text-2xl text-ticket-300">
        {title} <span className="text-muted">({films.length})</span>
      </h2>
      <FilmPosterGrid
        films={films.map((film) => ({
          id: film.id,
          title: film.title,
          year: film.release_date?.slice(0, 4) ?? null,
          posterUrl: film.poster_path,
        }))}
      />
    </section>
  );
}

function PersonNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState
        icon={<Clapperboard />}
        title="Person not found"
        description="Nobody by that name in our credits. The link may be mistyped."
        action={
          <Link href="/" className={buttonStyles('primary', 'md')}>
            Back to the front desk
          </Link>
        }
      />
    </div>
  );
}
