import { describe, expect, it } from 'vitest';
import { generatedPosterUrl, resizePosterUrl, tmdbImageUrl } from './images.ts';

describe('image URLs', () => {
  it('builds TMDB URLs at a size', () => {
    expect(tmdbImageUrl('/abc.jpg', 'w92')).toBe('https://image.tmdb.org/t/p/w92/abc.jpg');
    expect(tmdbImageUrl(null, 'w92')).toBeNull();
  });

  it('resizes TMDB URLs and leaves others alone', () => {
    expect(resizePosterUrl('https://image.tmdb.org/t/p/w92/abc.jpg', 'w500')).toBe(
      'https://image.tmdb.org/t/p/w500/abc.jpg',
    );
    expect(resizePosterUrl('/api/posters/7.svg', 'w500')).toBe('/api/posters/7.svg');
    expect(generatedPosterUrl(7)).toBe('/api/posters/7.svg');
  });
});
