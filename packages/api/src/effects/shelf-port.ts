import type { ClubShelf } from '@chuck/clerk';
import type { Db } from '@chuck/db';
import { availability, discsOfFilm, newestDiscs } from '../club/shelf/shelf.service.ts';
import type { ShelfPort } from '../context.ts';

/**
 * The members' DVD Club shelf as Chuck reads it (docs/product.md §2 'Shelf'): rentable discs only,
 * owners by the display name the shelf shows. Read through the club's shelf service, one query a call.
 */
export function clubShelf(db: Db): ClubShelf {
  return {
    discsOf: (film, limit) => discsOfFilm(db, film, limit),
    newest: (limit, search) => newestDiscs(db, limit, search),
  };
}

/** `AppDeps.shelf`: the club's shelf service, for the floors below the club. */
export const shelfPort: ShelfPort = {
  forChuck: clubShelf,
  async copiesOf(db, viewer, movieIds) {
    const shelf = await availability(db, viewer, { movieIds: [...movieIds], titles: [] });
    const copies = new Map<number, number>();
    for (const film of shelf.movies)
      if (film.movieId !== null && film.copies > 0) copies.set(film.movieId, film.copies);
    return copies;
  },
};
