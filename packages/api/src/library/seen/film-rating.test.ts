import { describe, expect, it } from 'vitest';
import { type Judgement, rateInStars, rateWithThumb, thumbsOf } from './film-rating.ts';

const stars = (s: number, ratedOn = '2024-05-01'): Judgement => ({
  starsHalves: s * 2,
  ratedOn,
  fromThumbs: false,
});

describe('one rating per film (docs/product.md "Stars and thumbs")', () => {
  it('derives the thumbs from the stars: 3½ up, 2 down, 2½-3 and no rating neither', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(thumbsOf)).toEqual([
      'thumbs_down',
      'thumbs_down',
      'thumbs_down',
      'thumbs_down',
      null,
      null,
      'thumbs_up',
      'thumbs_up',
      'thumbs_up',
      'thumbs_up',
    ]);
    expect(thumbsOf(null)).toBeNull();
    expect(rateInStars(3, '2024-06-01', stars(1))).toEqual(stars(3, '2024-06-01'));
  });

  it('an unrated watch, or a rated one older than the star rating, leaves the rating', () => {
    expect(rateInStars(null, '2024-06-01', stars(4.5))).toEqual(stars(4.5));
    expect(rateInStars(1, '2024-04-30', stars(4.5))).toEqual(stars(4.5));
    expect(rateInStars(1, '2024-05-01', stars(4.5))).toMatchObject({ starsHalves: 2 });
    expect(rateInStars(null, '2024-06-01', undefined)).toEqual({
      starsHalves: null,
      ratedOn: null,
      fromThumbs: false,
    });
  });

  it('a thumb rates an unrated film 4 or 2 stars, may change a thumb-given one, never overwrites stars', () => {
    const up = rateWithThumb('thumbs_up', '2024-07-01', undefined);
    expect(up).toEqual({ starsHalves: 8, ratedOn: '2024-07-01', fromThumbs: true });
    expect(rateWithThumb('thumbs_down', '2024-07-02', up)).toMatchObject({
      starsHalves: 4,
      fromThumbs: true,
    });
    expect(rateWithThumb('thumbs_down', '2024-07-02', stars(4.5))).toEqual(stars(4.5));
    expect(rateWithThumb('thumbs_up', '2024-07-02', stars(3))).toEqual(stars(3));
    // A star rating overrides a thumb-given one, whatever its day.
    expect(rateInStars(3.5, '2020-01-01', up)).toMatchObject({ starsHalves: 7, fromThumbs: false });
  });
});
