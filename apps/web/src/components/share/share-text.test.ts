import { describe, expect, it } from 'vitest';
import {
  clipboardText,
  cutDescription,
  facebookShareUrl,
  SHARE_TEMPLATES,
  shareFileName,
  shareText,
  shareUrl,
  TEMPLATE_ORDER,
  twitterIntentUrl,
} from './share-text.ts';

const matrix = { title: 'The Matrix', year: 1999, description: 'x', movieId: 603 };
const origin = 'https://chucks.example';

describe('share text', () => {
  it('cuts the description to 100 characters', () => {
    const long = 'word '.repeat(40);
    const cut = cutDescription(long);
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(cutDescription('  Short   and\nsweet  ')).toBe('Short and sweet');
    expect(cutDescription(null)).toBe('');
    expect(cutDescription('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('words each of the four templates differently, with the film and year', () => {
    const texts = TEMPLATE_ORDER.map((t) => shareText(matrix, t));
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(text).toContain('"The Matrix (1999)"');
    expect(shareText({ ...matrix, year: null }, 'watching')).toContain('"The Matrix"');
    expect(Object.keys(SHARE_TEMPLATES)).toEqual(['recommendation', 'watching', 'review', 'collection']);
  });

  it('links to the public film page, or the front desk without a catalog id', () => {
    expect(shareUrl(matrix, origin)).toBe('https://chucks.example/movie/603');
    expect(shareUrl({ movieId: null }, origin)).toBe('https://chucks.example/');
    expect(clipboardText(matrix, 'review', origin)).toBe(
      `${shareText(matrix, 'review')}\nhttps://chucks.example/movie/603`,
    );
  });

  it('builds the Twitter and Facebook share intents', () => {
    const tweet = new URL(twitterIntentUrl(matrix, 'recommendation', origin));
    expect(`${tweet.origin}${tweet.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(tweet.searchParams.get('text')).toBe(shareText(matrix, 'recommendation'));
    expect(tweet.searchParams.get('url')).toBe('https://chucks.example/movie/603');
    const facebook = new URL(facebookShareUrl(matrix, origin));
    expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe('https://chucks.example/movie/603');
  });

  it('names the PNG after the film and filter', () => {
    expect(shareFileName(matrix, 'film_grain')).toBe('chucks-the-matrix-1999-film-grain.png');
    expect(shareFileName({ title: 'Amélie', year: null }, 'vhs')).toBe('chucks-amelie-vhs.png');
    expect(shareFileName({ title: '???', year: null }, 'neon')).toBe('chucks-movie-neon.png');
  });
});
