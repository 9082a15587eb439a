/**
 * Image URLs. TMDB serves one image in several widths; docs/product.md §7 uses w92 for list
 * thumbnails, w45 for people and w500 for posters that are stored (watchlist, collection). Embedded
 * films get a generated cover served by the API.
 */

export const TMDB_IMAGE_BASE = 'https://image.tmdb.org/t/p';

export type TmdbImageSize = 'w45' | 'w92' | 'w185' | 'w500' | 'original';

/** A TMDB file path ('/abc.jpg') as a full URL at a size; null stays null. */
export function tmdbImageUrl(path: string | null | undefined, size: TmdbImageSize): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return resizePosterUrl(path, size);
  return `${TMDB_IMAGE_BASE}/${size}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The same TMDB image at another size (e.g. a w92 search thumbnail stored as w500); others unchanged. */
export function resizePosterUrl(url: string, size: TmdbImageSize): string {
  const prefix = `${TMDB_IMAGE_BASE}/`;
  if (!url.startsWith(prefix)) return url;
  const rest = url.slice(prefix.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? url : `${prefix}${size}${rest.slice(slash)}`;
}

/** The generated retro cover of an embedded film (served by the API). */
export function generatedPosterUrl(id: number): string {
  return `/api/posters/${id}.svg`;
}
