import { describe, expect, it } from 'vitest';
import { snapshotColumns, toMovieItem, ZMovieId, ZMovieSnapshotInput } from './movie-fields.ts';

describe('ZMovieId', () => {
  it('takes numbers and digit strings (path params), refuses the rest', () => {
    expect(ZMovieId.parse(42)).toBe(42);
    expect(ZMovieId.parse('42')).toBe(42);
    for (const bad of ['', 'abc', '4.5', 0, -1, 1.5, 2 ** 31, null])
      expect(ZMovieId.safeParse(bad).success).toBe(false);
  });
});

describe('ZMovieSnapshotInput', () => {
  it('reads blanks as nothing and numbers as the product’s strings', () => {
    expect(
      ZMovieSnapshotInput.parse({
        movieId: '7',
        title: ' Heat ',
        posterUrl: '',
        year: '1995',
        rating: 8.3,
        description: '  ',
        watchOptions: {
          streaming: [{ name: 'Netflix', url: '', price: null }],
          rent: [{ name: 'Apple', price: 3.99 }],
        },
      }),
    ).toEqual({
      movieId: 7,
      title: 'Heat',
      posterUrl: null,
      year: 1995,
      rating: '8.3',
      description: null,
      watchOptions: { streaming: [{ name: 'Netflix' }], rent: [{ name: 'Apple', price: '3.99' }], buy: [] },
    });
  });

  it('accepts http(s) posters and site paths only, and web links only', () => {
    const base = { movieId: 1, title: 'X' };
    expect(ZMovieSnapshotInput.safeParse({ ...base, posterUrl: '/api/posters/1.svg' }).success).toBe(true);
    expect(
      ZMovieSnapshotInput.safeParse({ ...base, posterUrl: 'https://image.tmdb.org/t/p/w500/a.jpg' }).success,
    ).toBe(true);
    for (const posterUrl of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA']) {
      expect(ZMovieSnapshotInput.safeParse({ ...base, posterUrl }).success).toBe(false);
    }
    const link = (url: string) => ({
      ...base,
      watchOptions: { streaming: [{ name: 'N', url }], rent: [], buy: [] },
    });
    expect(ZMovieSnapshotInput.safeParse(link('javascript:alert(1)')).success).toBe(false);
    expect(ZMovieSnapshotInput.safeParse(link('https://www.netflix.com/title/1')).success).toBe(true);
  });
});

describe('stored snapshots', () => {
  it('store no options as null and read them back as three empty groups', () => {
    const columns = snapshotColumns(
      ZMovieSnapshotInput.parse({
        movieId: 1,
        title: 'X',
        watchOptions: { streaming: [], rent: [], buy: [] },
      }),
    );
    expect(columns.watchOptions).toBeNull();
    expect(toMovieItem({ ...columns, id: 1, watchOptions: null }).watchOptions).toEqual({
      streaming: [],
      rent: [],
      buy: [],
    });
  });
});
