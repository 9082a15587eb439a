const LOAD_TIMEOUT_MS = 8000;

/** The big version of a stored poster: TMDB URLs come at list sizes (w92), the card wants w500. */
export function largePosterUrl(url: string): string {
  return url.replace(/^(https:\/\/image\.tmdb\.org\/t\/p\/)[^/]+\//, '$1w500/');
}

/**
 * Loads a poster the canvas may read back (to filter it and export the PNG). Our own covers
 * (/api/posters/{id}.svg) are same-origin; other hosts (TMDB) are asked for CORS with
 * crossOrigin='anonymous'. Null when it fails, times out or would still taint the canvas: the card
 * then draws a VHS sleeve instead.
 */
export async function loadPoster(url: string | null | undefined): Promise<HTMLImageElement | null> {
  if (!url) return null;
  const src = largePosterUrl(url);
  const image = new Image();
  if (new URL(src, window.location.href).origin !== window.location.origin) image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  const loaded = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), LOAD_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = src;
  });
  return loaded && canReadBack(image) ? image : null;
}

/** Draws the image on a scratch canvas and reads a pixel: a tainting image throws a SecurityError. */
function canReadBack(image: HTMLImageElement): boolean {
  try {
    const probe = document.createElement('canvas');
    probe.width = 1;
    probe.height = 1;
    const ctx = probe.getContext('2d');
    if (!ctx) return false;
    ctx.drawImage(image, 0, 0, 1, 1);
    ctx.getImageData(0, 0, 1, 1);
    return true;
  } catch {
    return false;
  }
}
