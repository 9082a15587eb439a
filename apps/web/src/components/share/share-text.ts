/** docs/product.md §2/§9: the description on a share card is cut to 100 characters. */
const SHARE_DESCRIPTION_LIMIT = 100;
export const SHARE_HASHTAGS = '#ChucksVideoStore #BeKindRewind';

export type ShareTemplate = 'recommendation' | 'watching' | 'review' | 'collection';

export interface ShareTemplateInfo {
  label: string;
  /** The tag on the card, like a shelf label. */
  headline: string;
  /** The post's text for a film ("The Matrix (1999)"). */
  text: (film: string) => string;
}

export const SHARE_TEMPLATES: Record<ShareTemplate, ShareTemplateInfo> = {
  recommendation: {
    label: 'Recommendation',
    headline: "Chuck's Pick",
    text: (film) => `Chuck at the video store says I have to see ${film}. Staff pick, no late fees!`,
  },
  watching: {
    label: 'Now Watching',
    headline: 'Now Watching',
    text: (film) => `Popcorn's popped: I'm watching ${film} tonight.`,
  },
  review: {
    label: 'Review',
    headline: 'My Review',
    text: (film) => `Just watched ${film}. My verdict: be kind, rewind, and watch it again.`,
  },
  collection: {
    label: 'Collection',
    headline: 'On My Shelf',
    text: (film) => `${film} just joined my collection. Ask nicely and I might lend it out.`,
  },
};

export const TEMPLATE_ORDER: ShareTemplate[] = ['recommendation', 'watching', 'review', 'collection'];

export interface ShareFilm {
  title: string;
  year: number | null;
  description: string | null;
  /** Catalog id, for the public film page the shared link opens. */
  movieId?: number | null;
}

/** A film as the share tool takes it: the text's facts and the poster for the card. */
export interface ShareableMovie extends ShareFilm {
  posterUrl: string | null;
}

function filmLabel(film: Pick<ShareFilm, 'title' | 'year'>): string {
  return film.year ? `${film.title} (${film.year})` : film.title;
}

/** The description cut to 100 characters (an ellipsis inside the limit when it is longer). */
export function cutDescription(description: string | null | undefined): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= SHARE_DESCRIPTION_LIMIT) return text;
  return `${text.slice(0, SHARE_DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/** The public film page a shared link opens (the store's front desk when the film has no catalog id). */
export function shareUrl(film: Pick<ShareFilm, 'movieId'>, origin = window.location.origin): string {
  return film.movieId ? `${origin}/movie/${film.movieId}` : `${origin}/`;
}

/** The words of a post, without the link. */
export function shareText(film: ShareFilm, template: ShareTemplate): string {
  return `${SHARE_TEMPLATES[template].text(`"${filmLabel(film)}"`)} ${SHARE_HASHTAGS}`;
}

/** What Copy Text puts on the clipboard: the words and the link. */
export function clipboardText(film: ShareFilm, template: ShareTemplate, origin?: string): string {
  return `${shareText(film, template)}\n${shareUrl(film, origin)}`;
}

export function twitterIntentUrl(film: ShareFilm, template: ShareTemplate, origin?: string): string {
  const params = new URLSearchParams({ text: shareText(film, template), url: shareUrl(film, origin) });
  return `https://twitter.com/intent/tweet?${params}`;
}

export function facebookShareUrl(film: ShareFilm, origin?: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: shareUrl(film, origin) })}`;
}

/** 'chucks-the-matrix-1999-vhs.png' */
export function shareFileName(film: Pick<ShareFilm, 'title' | 'year'>, filter: string): string {
  const slug = filmLabel(film)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: 'Amélie' → 'amelie'
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `chucks-${slug || 'movie'}-${filter.replace('_', '-')}.png`;
}
