import { useQuery } from '@tanstack/react-query';
import { Download, ListVideo, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { type FilmList, useListChange, VISIBILITY_LABELS } from '../../../components/lists/use-list.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { MovieSearchBox } from '../../../components/watching-soon/movie-search-box.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { isNotFoundError } from '../../../lib/not-found-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { NotFoundPage } from '../../front-counter/not-found/not-found-page.tsx';
import { ListItems } from './list-items.tsx';
import { ListEditors, ListSettings } from './list-settings.tsx';

/**
 * /lists/{id} (docs/product.md §3 'Lists'): a member's list of films. The owner and editors add,
 * note, reorder and remove films; the owner also renames it, invites editors and deletes it. A list
 * the viewer may not see answers 404 like an unknown one. Open, it follows an editor's additions
 * live (the owner's notification refreshes it).
 */
export function ListPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  const trpc = useTRPC();
  const { isLoading: checkingUser } = useCurrentUser();
  // Who is asking changes the answer (visibility, what they may edit): wait for the session check.
  const list = useQuery({
    ...trpc.lists.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null && !checkingUser,
  });

  if (id === null || isNotFoundError(list.error)) return <NotFoundPage />;
  if (list.isPending) return <PageLoading />;
  if (list.isError) {
    return (
      <Frame title="List">
        <EmptyState
          icon={<ListVideo />}
          title="We couldn't load this list"
          description={errorMessage(list.error, 'Please try again.')}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          }
        />
      </Frame>
    );
  }
  return <ListView list={list.data} />;
}

function Frame({ title, children, header }: { title: string; children: ReactNode; header?: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <section className="crt border-b border-midnight-800 bg-midnight-900/40">
        <div className="relative z-[2] mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <ShelfLabel>Aisle 3 · Lists</ShelfLabel>
          <h1 className="mt-4 font-display text-3xl leading-tight break-words text-ink sm:text-5xl">
            {title}
          </h1>
          {header}
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10">{children}</div>
    </>
  );
}

function ListView({ list }: { list: FilmList }) {
  const changes = useListChange(list.id);
  // Emptied once a film is chosen, ready for the next one.
  const films = `${list.items.length} ${list.items.length === 1 ? 'film' : 'films'}`;
  return (
    <Frame
      title={list.title}
      header={
        <>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
            <span>
              A list by{' '}
              <Link
                href={`/members/${encodeURIComponent(list.owner.id)}`}
                className="text-neon-cyan hover:underline"
              >
                {list.owner.name}
              </Link>
            </span>
            <span>{films}</span>
            <span>{list.ranked ? 'Ranked' : 'Not ranked'}</span>
            <span>Seen by: {VISIBILITY_LABELS[list.visibility]}</span>
            <a
              href={`/api/lists/${list.id}/export.csv`}
              download
              className="inline-flex items-center gap-1 text-neon-cyan hover:underline"
            >
              <Download aria-hidden="true" className="size-4" />
              Export as Letterboxd CSV
            </a>
          </p>
          {list.description ? (
            <p className="mt-4 max-w-3xl whitespace-pre-wrap text-ink/90">{list.description}</p>
          ) : null}
          {list.editors.length ? (
            <p className="mt-2 text-sm text-muted">
              Edited with {list.editors.map((e) => e.name).join(', ')}
            </p>
          ) : null}
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          {list.canEdit ? (
            <MovieSearchBox
              label="Add a film to this list"
              placeholder="Add a film…"
              clearOnSelect
              onSelect={(movie) => changes.addItem.mutate({ id: list.id, movieId: movie.id })}
              disabled={changes.addItem.isPending}
            />
          ) : null}
          <ListItems list={list} changes={changes} />
        </div>
        {list.isOwner ? (
          <div className="grid content-start gap-6">
            <ListSettings
              key={`${list.title}|${list.description}|${list.ranked}|${list.visibility}`}
              list={list}
              changes={changes}
            />
            <ListEditors list={list} changes={changes} />
          </div>
        ) : null}
      </div>
    </Frame>
  );
}
