import { describe, expect, it } from 'vitest';
import type { Film } from '../film.ts';
import { likeness, seriesKey } from './likeness.ts';
import { type Influence, MAX_PER_DIRECTOR, QUALITY_FLOOR, rankCandidates } from './rank.ts';
import { kindOf, reasonFor } from './reasons.ts';
import { withShelfGenres } from './shelf-knowledge.ts';

let nextId = 1;
function film(overrides: Partial<Film> & { title: string }): Film {
  return {
    id: nextId++,
    year: 1995,
    director: null,
    genreIds: [],
    majorGenre: null,
    creativeType: null,
    source: null,
    mpaaRating: null,
    voteAverage: 7.5,
    voteCount: 50_000,
    rottenTomatoes: null,
    runtime: null,
    ...overrides,
  };
}
const fav = (f: Film): Influence => ({ film: f, kind: 'favourite' });

const kids = {
  genreIds: [12, 10751, 16],
  majorGenre: 'Adventure',
  creativeType: 'Kids Fiction',
  mpaaRating: 'G',
};
const gangster = {
  genreIds: [18, 80],
  majorGenre: 'Drama',
  creativeType: 'Historical Fiction',
  mpaaRating: 'R',
};

describe('likeness', () => {
  it('is symmetric and highest for the same director, aisle and era', () => {
    const a = film({ title: 'A', director: 'Ann Lee', ...kids });
    const b = film({ title: 'B', director: 'Ann Lee', ...kids, year: 1997 });
    const c = film({ title: 'C', ...gangster, year: 1975 });
    expect(likeness(a, b).score).toBeCloseTo(likeness(b, a).score);
    expect(likeness(a, b).score).toBeGreaterThan(likeness(a, c).score);
    expect(likeness(a, b).shared[0]).toBe('genre');
    expect(likeness(a, b).shared).toContain('director');
  });

  it('counts a family film next to an R-rated one against it', () => {
    const family = film({ title: 'F', mpaaRating: 'G', year: null });
    expect(likeness(family, film({ title: 'R', mpaaRating: 'R', year: null })).score).toBeLessThan(0);
    expect(likeness(family, film({ title: 'G', mpaaRating: 'G', year: null })).score).toBeGreaterThan(0);
  });

  it('groups sequels into a series without merging different films', () => {
    expect(seriesKey('The Godfather: Part II')).toBe('the godfather');
    expect(seriesKey('Toy Story 3')).toBe('toy story');
    expect(seriesKey('Rocky IV')).toBe('rocky');
    expect(seriesKey('Casino Royale')).not.toBe(seriesKey('Casino'));
  });
});

describe('rankCandidates', () => {
  const seed = film({ title: 'Seed', director: 'Ann Lee', ...kids });

  it('never picks a favourite, an excluded film, or a film below the quality floor', () => {
    const excluded = film({ title: 'Excluded', ...kids });
    const weak = film({ title: 'Weak', ...kids, voteAverage: QUALITY_FLOOR.voteAverage - 0.1 });
    const obscure = film({ title: 'Obscure', ...kids, voteCount: QUALITY_FLOOR.voteCount - 1 });
    const good = film({ title: 'Good', ...kids });
    const picks = rankCandidates([fav(seed)], [seed, excluded, weak, obscure, good], {
      count: 5,
      exclude: new Set([excluded.id]),
    });
    expect(picks.map((p) => p.film.title)).toEqual(['Good']);
  });

  it('ignores films with nothing in common (no genre, director or series)', () => {
    const unrelated = film({ title: 'Unrelated', ...gangster, voteAverage: 9.5, voteCount: 900_000 });
    expect(rankCandidates([fav(seed)], [unrelated], { count: 5 })).toEqual([]);
  });

  it('allows at most two films by one director in a batch', () => {
    const byLee = Array.from({ length: 4 }, (_, i) =>
      film({ title: `Lee ${'ABCD'[i]}`, director: 'Ann Lee', ...kids }),
    );
    const other = film({ title: 'Other', director: 'Bo Diaz', ...kids, voteAverage: 6.6, voteCount: 6_000 });
    const picks = rankCandidates([fav(seed)], [...byLee, other], { count: 3 });
    expect(picks.filter((p) => p.film.director === 'Ann Lee')).toHaveLength(MAX_PER_DIRECTOR);
    expect(picks.map((p) => p.film.title)).toContain('Other');
  });

  it('offers one film of a series per batch', () => {
    const sequels = ['Saga 2', 'Saga 3', 'Saga: The Return'].map((title) => film({ title, ...kids }));
    const other = film({ title: 'Other', ...kids, voteAverage: 6.6, voteCount: 6_000 });
    const picks = rankCandidates([fav(film({ title: 'Saga', ...kids }))], [...sequels, other], { count: 2 });
    expect(picks.map((p) => p.film.title)).toEqual(['Saga 2', 'Other']);
    expect(picks[0]!.shared).toContain('series');
  });

  it('moves toward a thumbs-up and away from a thumbs-down', () => {
    const liked = film({ title: 'Liked', director: 'Cy Park', ...kids, year: 2005 });
    const disliked = film({ title: 'Disliked', director: 'Di Roe', ...kids, year: 2005 });
    const likeLiked = film({ title: 'By Park', director: 'Cy Park', ...kids, year: 2005 });
    const likeDisliked = film({ title: 'By Roe', director: 'Di Roe', ...kids, year: 2005 });
    const pool = [likeLiked, likeDisliked];
    const neutral = rankCandidates([fav(seed)], pool, { count: 2 }).map((p) => p.film.title);
    expect(neutral).toHaveLength(2);
    const withUp = rankCandidates([fav(seed), { film: liked, kind: 'thumbs_up' }], pool, { count: 1 });
    expect(withUp[0]!.film.title).toBe('By Park');
    expect(withUp[0]!.because.film.title).toBe('Liked');
    const withDown = rankCandidates([fav(seed), { film: disliked, kind: 'thumbs_down' }], pool, { count: 1 });
    expect(withDown[0]!.film.title).toBe('By Park');
  });

  it('is deterministic: the same inputs give the same picks in the same order', () => {
    const pool = Array.from({ length: 30 }, (_, i) =>
      film({
        title: `Film ${String.fromCharCode(65 + i)}`,
        director: `D${i % 7}`,
        ...kids,
        year: 1990 + (i % 15),
        voteAverage: 6.5 + (i % 4) * 0.5,
      }),
    );
    const first = rankCandidates([fav(seed)], pool, { count: 5 }).map((p) => p.film.id);
    const again = rankCandidates([fav(seed)], [...pool].reverse(), { count: 5 }).map((p) => p.film.id);
    expect(first).toHaveLength(5);
    expect(again).toEqual(first);
  });
});

describe("Chuck's reasons", () => {
  it('names the favourite and, when shared, the director', () => {
    const heat = film({ title: 'Heat', director: 'Michael Mann', genreIds: [80, 18] });
    const pick = film({ title: 'Collateral', director: 'Michael Mann', genreIds: [80, 53] });
    const reason = reasonFor({ film: pick, because: fav(heat), shared: ['director', 'genre'] });
    expect(reason).toMatch(/Heat/);
    expect(reason).toMatch(/Michael Mann/);
  });

  it('names a thumbs-up as a thumbs-up', () => {
    const up = film({ title: 'Up', ...kids });
    const reason = reasonFor({
      film: film({ title: 'Cars', ...kids }),
      because: { film: up, kind: 'thumbs_up' },
      shared: ['genre'],
    });
    expect(reason).toMatch(/thumb/i);
    expect(reason).toMatch(/Up/);
    expect(reason.length).toBeLessThan(140);
  });

  it('describes a film by its most telling genre', () => {
    expect(kindOf({ genreIds: [18, 80] })).toBe('crime picture');
    expect(kindOf({ genreIds: [12, 16, 10751] })).toBe('cartoon');
    expect(kindOf({ genreIds: [] })).toBe('movie');
  });
});

describe('shelf knowledge', () => {
  it('adds the genres the embedded data lacks, and leaves other films alone', () => {
    expect(withShelfGenres([36], 'The Godfather', 1972)).toEqual([36, 80]);
    expect(withShelfGenres([12, 10751], 'Toy Story', 1995)).toEqual([12, 10751, 16]);
    expect(withShelfGenres([18], 'The Godfather', 1990)).toEqual([18]);
  });
});
