import type { Matched } from './import-matching.ts';
import type * as repo from './library-import.repository.ts';

export type LinkChange = { link: repo.FilmLink; before: repo.FilmLink | null };

/**
 * What the file says about each matched film (issue 29), merged over what earlier files said: its
 * Letterboxd URI (a film-level row's: a diary row's URI is the entry's), IMDb id, own title and year,
 * and the days watched.csv and watchlist.csv give. Only the links that change.
 */
export function linkChanges(matched: readonly Matched[], links: readonly repo.FilmLink[]): LinkChange[] {
  const before = new Map(links.map((l) => [l.movieId, l]));
  const after = new Map<number, repo.FilmLink>();
  for (const { row, film } of matched) {
    const was = after.get(film.movieId) ??
      before.get(film.movieId) ?? {
        movieId: film.movieId,
        letterboxdUri: null,
        imdbConst: null,
        title: null,
        year: null,
        watchedOn: null,
        listedOn: null,
      };
    const filmRow = !row.watchedOn;
    after.set(film.movieId, {
      ...was,
      title: row.title,
      year: row.year,
      letterboxdUri: (filmRow && row.uri) || was.letterboxdUri,
      imdbConst: row.imdbConst ?? was.imdbConst,
      watchedOn: (filmRow && row.list === 'seen' && row.markedOn) || was.watchedOn,
      listedOn: (row.list === 'watchlist' && row.markedOn) || was.listedOn,
    });
  }
  const same = (a: repo.FilmLink, b: repo.FilmLink) =>
    (Object.keys(a) as (keyof repo.FilmLink)[]).every((k) => a[k] === b[k]);
  return [...after.values()].flatMap((link) => {
    const was = before.get(link.movieId) ?? null;
    return was && same(was, link) ? [] : [{ link, before: was }];
  });
}
