import { useQuery } from '@tanstack/react-query';
import { Film } from 'lucide-react';
import { FilmPosterGrid } from '../../../components/poster/film-poster-grid.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { useTRPC } from '../../../lib/trpc.ts';

/**
 * The film page's 'More like this' (docs/product.md §2 'Film page'): six films from Chuck's
 * recommender, none a signed-in member has seen or disliked.
 */
export function MoreLikeThis({ movieId, title }: { movieId: number; title: string }) {
  const trpc = useTRPC();
  // The answer follows who is signed in and their seen list, which other screens change: asked afresh
  // on every visit rather than kept.
  const similar = useQuery({ ...trpc.moreLikeThis.forFilm.queryOptions({ id: movieId }), gcTime: 0 });
  return (
    <section aria-labelledby="more-like-this" className="mt-12">
      <h2 id="more-like-this" className="font-display text-2xl text-ticket-300">
        More like this
      </h2>
      <ListState
        query={similar}
        loadingLabel="Chuck is checking the shelves..."
        errorText="Chuck couldn't pull similar films right now."
      >
        {similar.data?.length ? (
          <FilmPosterGrid
            films={similar.data.map((film) => ({
              id: film.movieId,
              title: film.title,
              year: film.year,
              posterUrl: film.posterUrl,
            }))}
          />
        ) : (
          <EmptyState
            className="mt-4"
            icon={<Film />}
            title="Nothing like it on the shelves"
            description={`Chuck has nothing else quite like ${title} for you right now. Ask him for more like this and he'll dig in the back.`}
          />
        )}
      </ListState>
    </section>
  );
}
