import { Link } from 'wouter';
import { Poster } from './poster.tsx';

/** A film as a poster grid shows it. */
export interface GridFilm {
  id: number;
  title: string;
  year: string | number | null;
  posterUrl: string | null;
}

/** Films as poster cards, each linking to its film page (/movie/:id), 2 to 6 to a row. */
export function FilmPosterGrid({ films }: { films: readonly GridFilm[] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
      {films.map((film) => (
        <li key={film.id}>
          <Link href={`/movie/${film.id}`} className="group block rounded">
            <Poster src={film.posterUrl} title={film.title} size="md" className="w-full" />
            <span className="mt-2 block font-semibold group-hover:text-neon-cyan">{film.title}</span>
            {film.year ? <span className="text-sm text-muted">{film.year}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
