import { MovieSearchBox } from '../../../components/watching-soon/movie-search-box.tsx';
import { type Night, useAddCandidate } from './use-nights.ts';

/**
 * docs/product.md §2 'Movie nights': the host or any attendee adds a film to the candidates by hand,
 * from the catalog's type-ahead (arrows and Enter pick one), while the vote is open.
 */
export function NightAddFilm({ night }: { night: Night }) {
  const add = useAddCandidate(night.id);
  return (
    <MovieSearchBox
      label="Add a film to the night"
      placeholder="Add a film…"
      clearOnSelect
      onSelect={(movie) => add.mutate({ id: night.id, movieId: movie.id })}
      disabled={add.isPending}
    />
  );
}
