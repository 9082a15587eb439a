import type { Catalog } from '@chuck/catalog';
import type { Film } from '../../recommender/film.ts';
import type { ChatRequest, ChatTurn } from '../chat-types.ts';
import type { FilmKey, ShelfDisc } from '../club-shelf.ts';
import { simplify } from '../intent.ts';
import { label, seedOf } from '../text.ts';

/** Assistant replies whose films are not offered again (variety when asked twice). */
const RECENT_REPLIES = 6;
/** Discs looked at when matching a title on the members' shelf: a popular film has a few copies. */
const DISC_CANDIDATES = 20;
/** Discs named when listing the shelf. */
const SHELF_LISTING = 5;

/** The films and club discs a reply names, in order; the reply names no others. */
class Mentions {
  readonly ids: number[] = [];
  readonly discs: ShelfDisc[] = [];
  /** 'Title (Year)', recorded as named. */
  name(film: Film): string {
    if (!this.ids.includes(film.id)) this.ids.push(film.id);
    return label(film);
  }
  /** The bare title of a film already named once. */
  again(film: Film): string {
    if (!this.ids.includes(film.id)) this.ids.push(film.id);
    return film.title;
  }
  /** A disc on the members' shelf that is not a catalog film, as 'Title (Year)'. */
  disc(disc: ShelfDisc): string {
    if (!this.discs.includes(disc)) this.discs.push(disc);
    return label(disc);
  }
}

/**
 * The members' shelf for one question. Each answer asks it once at most (one query per question);
 * a repeated look-up is answered from memory.
 */
interface TurnShelf {
  /** Discs that may be this film (a wide net: keep the copies with `copiesOf`). */
  discsOf(film: FilmKey): Promise<ShelfDisc[]>;
  newest(search?: string): Promise<ShelfDisc[]>;
}

export interface Turn {
  catalog: Catalog;
  request: ChatRequest;
  /** The message, simplified (lower case, no video prefix). */
  text: string;
  seed: number;
  mentions: Mentions;
  /** Films not to offer: recently offered, disliked, seen or queued. */
  exclude: Set<number>;
  shelf: TurnShelf;
  /** The newest release year in the catalog ('something recent'). */
  latestYear(): Promise<number>;
}

export function newTurn(
  catalog: Catalog,
  request: ChatRequest,
  latestYear: (catalog: Catalog) => Promise<number>,
): Turn {
  const text = simplify(request.message);
  const taste = request.taste;
  const exclude = new Set<number>([
    ...recentlyOffered(request.history),
    ...(taste?.exclude ?? []),
    ...(taste?.ratings ?? []).flatMap((r) =>
      r.rating !== 'thumbs_up' && r.movieId !== null ? [r.movieId] : [],
    ),
  ]);
  return {
    catalog,
    request,
    text,
    seed: seedOf(text) + request.history.length,
    mentions: new Mentions(),
    exclude,
    shelf: turnShelf(request),
    latestYear: () => latestYear(catalog),
  };
}

function turnShelf({ shelf }: ChatRequest): TurnShelf {
  const asked = new Map<string, Promise<ShelfDisc[]>>();
  const once = (key: string, ask: () => Promise<ShelfDisc[]>) => {
    if (!asked.has(key)) asked.set(key, ask());
    return asked.get(key)!;
  };
  return {
    discsOf: (film) =>
      once(`film:${film.movieId}:${film.title}`, async () =>
        shelf ? shelf.discsOf(film, DISC_CANDIDATES) : [],
      ),
    newest: (search) =>
      once(`newest:${search ?? ''}`, async () => (shelf ? shelf.newest(SHELF_LISTING, search) : [])),
  };
}

function recentlyOffered(history: readonly ChatTurn[]): number[] {
  return history
    .filter((t) => t.role === 'assistant')
    .slice(-RECENT_REPLIES)
    .flatMap((t) => t.movieIds ?? []);
}
