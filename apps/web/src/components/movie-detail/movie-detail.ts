/** One place to watch a film (docs/product.md §3 'WatchOptions entry'): a price only for rent and buy. */
export interface WatchOption {
  name: string;
  url?: string;
  price?: string;
}

export interface WatchOptions {
  streaming: WatchOption[];
  rent: WatchOption[];
  buy: WatchOption[];
}

export type MemberRating = 'thumbs_up' | 'thumbs_down';

/**
 * What the detail modal shows. Watchlist, seen, recommendation and shelf items all carry these
 * fields (or a subset), so any of them can be passed straight in.
 */
export interface MovieDetail {
  /** Catalog id: lets the modal look up where to watch when the item carries no options. */
  movieId?: number | null;
  title: string;
  year?: number | null;
  posterUrl?: string | null;
  /** Out of 10, as the lists keep it ('7.8'). */
  rating?: string | number | null;
  description?: string | null;
  /** The member's own thumbs, when they have seen it. */
  userRating?: MemberRating | null;
  /** The member's one rating of it in stars, when they rated it so (docs/product.md 'Stars and thumbs'). */
  stars?: number | null;
  watchOptions?: WatchOptions | null;
}

export function hasWatchOptions(options: WatchOptions | null | undefined): options is WatchOptions {
  return Boolean(options && (options.streaming.length || options.rent.length || options.buy.length));
}
