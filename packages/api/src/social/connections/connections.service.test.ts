import { describe, expect, it } from 'vitest';
import { distinctFilms, titleKeyOf } from './connections.service.ts';

const at = (iso: string) => new Date(iso);

describe('the same film', () => {
  it('is the normalised title and the year', () => {
    expect(titleKeyOf('The Thing', 1982)).toBe('thing|1982');
    expect(titleKeyOf('THING!', 1982)).toBe('thing|1982');
    expect(titleKeyOf('The Thing', 2011)).not.toBe(titleKeyOf('The Thing', 1982));
    expect(titleKeyOf('Amélie', null)).toBe('amelie|');
    expect(titleKeyOf('!!!', null)).toBe('!!!|');
  });

  it('is counted once per member: by catalog id, a title-only copy of a catalogued film dropped, the earliest kept', () => {
    const films = distinctFilms([
      { movieId: 5, title: 'Alien', year: 1979, since: at('2026-01-02') },
      { movieId: 5, title: 'Alien (Director’s Cut)', year: 1979, since: at('2026-01-01') },
      { movieId: null, title: 'alien', year: 1979, since: at('2026-01-03') },
      { movieId: null, title: 'Aliens', year: 1986, since: at('2026-01-04') },
      { movieId: null, title: 'ALIENS', year: 1986, since: at('2026-01-05') },
    ]);
    expect(films.map((f) => [f.filmKey, f.since.toISOString().slice(0, 10)])).toEqual([
      ['m:5', '2026-01-01'],
      ['t:aliens|1986', '2026-01-04'],
    ]);
  });
});
