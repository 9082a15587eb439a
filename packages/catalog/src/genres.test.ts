import { describe, expect, it } from 'vitest';
import { genreIdsFor, genreIdsFromNames, genresOf } from './genres.ts';

describe('genres', () => {
  it("maps the dataset's genres and creative types onto TMDB ids", () => {
    expect(genreIdsFor('Romantic Comedy', null)).toEqual([10749, 35]);
    expect(genreIdsFor('Black Comedy', 'Contemporary Fiction')).toEqual([35]);
    expect(genreIdsFor('Action', 'Super Hero')).toEqual([28, 878]);
    expect(genreIdsFor('Concert/Performance', null)).toEqual([10402]);
    expect(genreIdsFor(null, 'Kids Fiction')).toEqual([10751]);
    expect(genreIdsFor('Drama', 'Historical Fiction')).toEqual([18, 36]);
    expect(genreIdsFor(null, null)).toEqual([]);
  });

  it('reads genre names from imported files, reporting unknown ones', () => {
    expect(genreIdsFromNames(['Sci-Fi', 'drama', ' Thriller ', 'Mumblecore'])).toEqual({
      ids: [878, 18, 53],
      unknown: ['Mumblecore'],
    });
  });

  it('names ids', () => {
    expect(genresOf([878, 1])).toEqual([{ id: 878, name: 'Science Fiction' }]);
  });
});
