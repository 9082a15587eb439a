import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Clock, MessageSquareText, Star } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ChatQuestion } from '../../../components/chat/chat-widget.tsx';
import { ChatWidgetSlot } from '../../../components/chat/chat-widget-slot.tsx';
import { LogWatchButton } from '../../../components/diary/log-watch-dialog.tsx';
import { FilmListsLine } from '../../../components/lists/film-lists-line.tsx';
import { Poster } from '../../../components/poster/poster.tsx';
import { OnTheShelf } from '../../../components/rental/on-the-shelf.tsx';
import { largePosterUrl } from '../../../components/share/poster-loader.ts';
import { ShareButton } from '../../../components/share/share-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { isNotFoundError } from '../../../lib/not-found-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { MoreLikeThis } from './more-like-this.tsx';

type Movie = RouterOutputs['catalog']['getMovie'];

/** The public film page a shared link opens (/movie/:id); the server adds its link-preview tags. */
export function MoviePage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  const trpc = useTRPC();
  const movie = useQuery({ ...trpc.catalog.getMovie.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  usePageTitle(
    movie.data ? filmLabel(movie.data) : movie.isPending && id !== null ? 'Movie' : 'Movie not found',
  );

  if (id === null || isNotFoundError(movie.error)) return <MovieNotFound />;
  if (movie.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <LoadingTape label="Pulling the tape off the shelf..." size="lg" />
      </div>
    );
  }
  if (movie.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <EmptyState
          icon={<Clapperboard />}
          title="We couldn't load this film"
          description={errorMessage(movie.error, 'Something went wrong. Please try again.')}
          action={
            <Button variant="secondary" onClick={() => void movie.refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  return <MovieDetails movie={movie.data} />;
}

function MovieDetails({ movie }: { movie: Movie }) {
  const year = yearOf(movie);
  // 'Ask Chuck for more like this' opens Chuck's chat right here and asks him about this film.
  const [question, setQuestion] = useState<ChatQuestion>();
  return (
    <>
      <section className="crt border-b border-midnight-800 bg-midnight-900/40">
        <div className="relative z-[2] mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-[auto_1fr]">
          <Poster
            src={movie.poster_path ? largePosterUrl(movie.poster_path) : null}
            title={movie.title}
            size="lg"
            priority
            className="mx-auto border-2 border-ticket-400 shadow-[8px_8px_0_0_var(--color-neon-pink)] md:mx-0 md:w-64"
          />
          <div>
            <ShelfLabel>Now Showing · Film File</ShelfLabel>
            <h1 className="mt-4 font-display text-3xl leading-tight text-ink sm:text-5xl">{movie.title}</h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 font-retro text-2xl text-neon-cyan">
              {year ? <span>{year}</span> : null}
              {movie.runtime ? (
                <span className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-5" />
                  {movie.runtime} min
                </span>
              ) : null}
              {movie.vote_average ? (
                <span className="inline-flex items-center gap-1.5 text-ticket-300">
                  <Star aria-hidden="true" className="size-5" />
                  {movie.vote_average.toFixed(1)}/10
                  {movie.vote_count ? (
                    <span className="text-xl text-muted">({votes(movie.vote_count)})</span>
                  ) : null}
                </span>
              ) : null}
            </p>
            {movie.directors.length || movie.director ? (
              <p className="mt-3 text-lg text-ink/90">
                Directed by{' '}
                {movie.directors.length ? (
                  <PeopleLinks people={movie.directors} />
                ) : (
                  <span className="font-semibold text-ticket-300">{movie.director}</span>
                )}
              </p>
            ) : null}
            {movie.genres.length ? (
              <ul aria-label="Genres" className="mt-4 flex flex-wrap gap-2">
                {movie.genres.map((g) => (
                  <li key={g.id}>
                    <Badge variant="cyan">{g.name}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
              {movie.overview || 'Chuck has not written the back-of-the-box blurb for this one yet.'}
            </p>
            {movie.wikipedia_url ? (
              <p className="mt-3 text-sm text-muted">
                Facts from{' '}
                <a
                  href={movie.wikipedia_url}
                  className="underline hover:text-neon-cyan"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Wikipedia
                </a>
              </p>
            ) : null}
            {/* A member's rentable copy, when there is one (nothing shows otherwise). */}
            <OnTheShelf movieId={movie.id} title={movie.title} className="mt-6" />
            <FilmListsLine movieId={movie.id} />
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Button size="lg" onClick={() => setQuestion({ text: moreLikeThis(movie), id: Date.now() })}>
                <MessageSquareText aria-hidden="true" />
                Ask Chuck for more like this
              </Button>
              <LogWatchButton
                size="lg"
                film={{ movieId: movie.id, title: movie.title, year, posterUrl: movie.poster_path }}
                returnTo={`/movie/${movie.id}`}
              />
              <Link href="/whats-on-the-shelf" className={buttonStyles('secondary', 'lg')}>
                Browse the Shelf
              </Link>
              <ShareButton
                template="recommendation"
                movie={{
                  title: movie.title,
                  year,
                  posterUrl: movie.poster_path,
                  description: movie.overview,
                  movieId: movie.id,
                }}
              />
            </div>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {movie.cast.length ? <Cast cast={movie.cast} /> : null}
        <MoreLikeThis movieId={movie.id} title={movie.title} />
      </div>
      <ChatWidgetSlot question={question} />
    </>
  );
}

/** The top-billed cast (up to 8, in billing order), each linking to their person page. */
function Cast({ cast }: { cast: Movie['cast'] }) {
  return (
    <section aria-labelledby="cast" className="mt-10">
      <h2 id="cast" className="font-display text-2xl text-ticket-300">
        Cast
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {cast.map((person) => (
          <li key={person.id}>
            <Link
              href={`/person/${person.id}`}
              className="inline-block rounded border-2 border-midnight-600 bg-midnight-900 px-3 py-1.5 font-semibold text-ink shadow-[3px_3px_0_0_var(--color-neon-pink)] hover:border-neon-cyan hover:text-neon-cyan"
            >
              {person.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** '26,000 votes'; '1 vote'. */
function votes(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'vote' : 'votes'}`;
}

/** Names linking to their person pages, comma-separated. */
function PeopleLinks({ people }: { people: Movie['cast'] }) {
  return (
    <span>
      {people.map((person, i) => (
        <span key={person.id}>
          {i > 0 ? ', ' : null}
          <Link href={`/person/${person.id}`} className="font-semibold text-ticket-300 hover:text-neon-cyan">
            {person.name}
          </Link>
        </span>
      ))}
    </span>
  );
}

/** What the film page asks Chuck: 'More like The Matrix (1999)'. */
function moreLikeThis(movie: Pick<Movie, 'title' | 'release_date'>): string {
  return `More like ${filmLabel(movie)}`;
}

function MovieNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState
        icon={<Clapperboard />}
        title="Movie not found"
        description="That film isn't on any of our shelves. The link may be mistyped, or the tape was never returned."
        action={
          <Link href="/" className={buttonStyles('primary', 'md')}>
            Back to the front desk
          </Link>
        }
      />
    </div>
  );
}

function yearOf(movie: Pick<Movie, 'release_date'>): number | null {
  const year = Number(movie.release_date?.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : null;
}

function filmLabel(movie: Pick<Movie, 'title' | 'release_date'>): string {
  const year = yearOf(movie);
  return year ? `${movie.title} (${year})` : movie.title;
}
