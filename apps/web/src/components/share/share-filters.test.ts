import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH } from './card-geometry.ts';
import { quietBandTop, VHS_BAND_HEIGHT } from './share-filters.ts';

/** A dark card with bright 'text' on the rows given. */
function card(textRows: (y: number) => boolean): Uint8ClampedArray {
  const data = new Uint8ClampedArray(CARD_WIDTH * CARD_HEIGHT * 4);
  for (let y = 0; y < CARD_HEIGHT; y += 1) {
    // Dark background, a little lighter towards the top, as the card's sky.
    const shade = textRows(y) ? 240 : 30;
    for (let x = 0; x < CARD_WIDTH; x += 4) {
      const i = (y * CARD_WIDTH + x) * 4;
      data.set([shade, shade, shade, 255], i);
    }
  }
  return data;
}

const seeded = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('the VHS tracking band', () => {
  it('never lands on a row with text, whatever the seed', () => {
    // Text everywhere in the lower picture except one gap of 30 rows.
    const gap = { top: 470, bottom: 500 };
    const data = card((y) => !(y >= gap.top && y < gap.bottom));
    for (const r of [0, 0.2, 0.5, 0.99]) {
      const top = quietBandTop(data, seeded([r]));
      expect(top).not.toBeNull();
      expect(top!).toBeGreaterThanOrEqual(gap.top);
      expect(top! + VHS_BAND_HEIGHT).toBeLessThanOrEqual(gap.bottom);
    }
  });

  it('is left out when no gap is tall enough', () => {
    const data = card((y) => y % 20 === 0);
    expect(quietBandTop(data, seeded([0.5]))).toBeNull();
  });

  it('can go anywhere in the lower picture of a card without text there', () => {
    const data = card((y) => y < 300);
    expect(quietBandTop(data, seeded([0]))).toBe(Math.floor(CARD_HEIGHT * 0.55));
  });
});
