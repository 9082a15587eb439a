// A list of films' link card (issue 32): a 1200x630 PNG with the list's title and owner over its
// first films as poster tiles, each with its title and year.
import type { publicListPreview } from '@chuck/api';
import { posterSvg, resizePosterUrl } from '@chuck/catalog';
import { COLOURS as C, cardPng, cardSvg, cardText, FONT, MONO } from './card-image.ts';

type ListCard = NonNullable<Awaited<ReturnType<typeof publicListPreview>>>;
type Film = Pick<ListCard['items'][number], 'movieId' | 'title' | 'year' | 'posterUrl'>;

/** The films the card shows, first to last, across the card between its 64 px margins. */
const CARD_FILMS = 5;
const TILE = { width: 180, height: 270, gap: 43, top: 236 };
/** A poster that does not arrive by then is drawn as the film's generated cover instead. */
const POSTER_TIMEOUT_MS = 1_500;
const POSTER_MAX_BYTES = 1_000_000;
const RASTER = /^image\/(jpeg|png|gif|webp)$/;

const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/**
 * The film's poster image when its URL (written by the catalog: TMDB's image host) answers quickly
 * with a picture of a sensible size; null otherwise, and for the generated covers (SVG paths).
 */
async function fetchPoster(url: string | null): Promise<string | null> {
  if (!url || !/^https?:\/\//.test(url) || url.endsWith('.svg')) return null;
  try {
    const res = await fetch(resizePosterUrl(url, 'w185'), {
      signal: AbortSignal.timeout(POSTER_TIMEOUT_MS),
      redirect: 'error',
    });
    const type = res.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!res.ok || !RASTER.test(type) || Number(res.headers.get('content-length')) > POSTER_MAX_BYTES) {
      await res.body?.cancel();
      return null;
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return bytes.length <= POSTER_MAX_BYTES ? dataUri(type, bytes) : null;
  } catch {
    return null;
  }
}

/**
 * The tile's picture at (x, top): the poster image, else the film's generated VHS cover (the store's
 * own drawing, 200x300) drawn in place: inline, so its type is set with the card's fonts.
 */
function picture(film: Film, poster: string | null, x: number): string {
  const { top, width, height } = TILE;
  if (poster) {
    return `<image x="${x}" y="${top}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" href="${poster}"/>`;
  }
  const cover = posterSvg({ id: film.movieId, title: film.title, year: film.year });
  return `<g transform="translate(${x} ${top}) scale(${width / 200})">${cover}</g>`;
}

function tile(film: Film, poster: string | null, index: number): string {
  const x = 64 + index * (TILE.width + TILE.gap);
  const { top, width, height } = TILE;
  return `  <rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${C.midnight950}"/>
  ${picture(film, poster, x)}
  <rect x="${x}" y="${top}" width="${width}" height="${height}" fill="none" stroke="${C.muted}" stroke-opacity="0.5" stroke-width="2"/>
  <text x="${x}" y="${top + height + 36}" font-family="${FONT}" font-size="20" font-weight="bold" fill="${C.ink}">${cardText(film.title, 15)}</text>
  <text x="${x}" y="${top + height + 64}" font-family="${MONO}" font-size="20" fill="${C.muted}">${film.year ?? ''}</text>`;
}

function listCardSvg(list: ListCard, posters: readonly (string | null)[]): string {
  const label = list.ranked ? 'A RANKED LIST' : 'A LIST OF FILMS';
  const count = list.items.length === 1 ? '1 film' : `${list.items.length} films`;
  const films = list.items.slice(0, CARD_FILMS);
  return cardSvg(
    { label, signatureY: 90 },
    `  <text x="64" y="172" font-family="${FONT}" font-size="52" font-weight="bold" fill="${C.ink}">${cardText(list.title, 34)}</text>
  <text x="64" y="212" font-family="${FONT}" font-size="26" fill="${C.muted}">${cardText(`by ${list.owner.name} · ${count}`, 70)}</text>
${
  films.length
    ? films.map((film, i) => tile(film, posters[i] ?? null, i)).join('\n')
    : `  <text x="64" y="380" font-family="${MONO}" font-size="32" fill="${C.pink}">NO FILMS ON IT YET</text>`
}`,
  );
}

/** What the card shows, as a key: the same list drawn once until something on the card changes. */
export function listCardKey(list: ListCard): string {
  const films = list.items.slice(0, CARD_FILMS).map((f) => [f.movieId, f.title, f.year, f.posterUrl]);
  return JSON.stringify([list.id, list.title, list.ranked, list.owner.name, list.items.length, films]);
}

/** The card as PNG bytes, its posters fetched side by side. */
export async function listCardPng(list: ListCard): Promise<Buffer> {
  const posters = await Promise.all(
    list.items.slice(0, CARD_FILMS).map((film) => fetchPoster(film.posterUrl)),
  );
  return cardPng(listCardSvg(list, posters));
}
