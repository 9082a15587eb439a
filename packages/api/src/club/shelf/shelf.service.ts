import type { Db, DiscFormat } from '@chuck/db';
import type { Reaction } from '../../effects/events.ts';
import { invalid } from '../../errors.ts';
import { knownTown, memberTown } from '../../front-counter/places/places.service.ts';
import { nameOf } from '../../lib/display-name.ts';
import { haversineKm, type Point } from '../../lib/distance.ts';
import { blockedPartners } from '../../social/blocks/blocks.service.ts';
import { notifyWhere } from '../../social/notifications/notifications.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { type Trust, trustOf } from '../loans/loans.service.ts';
import * as shelf from './shelf.repository.ts';
import type { AvailabilityInput, FilmAvailability, ShelfInput, ShelfPage } from './shelf.schema.ts';

/** More words than this add nothing but cost: the rest are ignored. */
const MAX_SEARCH_WORDS = 5;

export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * docs/product.md §3 'Discs near you': where the caller measures from. near=me is the member's own
 * town, near=<id> a town they picked (a visitor's for the session); without near, a member's town
 * still gives each disc its distance.
 */
async function origin(
  db: Db,
  viewer: SessionUser | null,
  near: ShelfInput['near'],
): Promise<Point | undefined> {
  if (typeof near === 'number') return knownTown(near);
  if (near === 'me') {
    if (!viewer) throw invalid('Sign in and set your town to see discs near you, or pick a town.');
    const town = await memberTown(db, viewer.id);
    if (!town) throw invalid('Set your town in your profile to see discs near you, or pick a town.');
    return town;
  }
  return viewer ? memberTown(db, viewer.id) : undefined;
}

export async function listShelf(db: Db, viewer: SessionUser | null, input: ShelfInput): Promise<ShelfPage> {
  if (input.withinKm && input.near === undefined) {
    throw invalid('Choose near (me, or a town) to filter by distance.');
  }
  const [from, hiddenOwners] = await Promise.all([
    origin(db, viewer, input.near),
    // docs/product.md §3 'Member block': a blocked pair's discs are simply absent, whoever blocked.
    viewer ? blockedPartners(db, viewer.id) : [],
  ]);
  const filters = {
    words: searchWords(input.search),
    format: input.format,
    condition: input.condition,
    hiddenOwners,
    ...(input.near !== undefined &&
      from && { near: shelf.originOf({ lat: from.lat, lon: from.lon, withinKm: input.withinKm }) }),
  };
  const [counted, rows] = await Promise.all([
    filters.near ? undefined : shelf.countShelf(db, filters),
    shelf.listShelf(db, filters, { limit: input.limit, offset: (input.page - 1) * input.limit }),
  ]);
  // Near a town the page carries the count; a page past the end has no row to carry it.
  const total = counted ?? (rows[0] ? Number(rows[0].total) : await shelf.countShelf(db, filters));
  // docs/product.md §3 'Trust': each card carries its owner's settled loans.
  const trust = await trustOf(
    db,
    rows.map((row) => row.ownerId),
  );
  return {
    movies: rows.map((row) => ({
      id: row.id,
      ownerId: row.ownerId,
      ownerName: nameOf(row, 'owner'),
      title: row.title,
      year: row.year,
      director: row.director,
      runtimeMinutes: row.runtimeMinutes,
      genre: row.genre,
      format: row.format,
      condition: row.condition,
      notes: row.notes,
      movieId: row.movieId,
      posterUrl: row.posterUrl,
      onLoan: Boolean(row.onLoan),
      keptForOther: row.keptForTurn !== null && row.keptForTurn !== viewer?.id,
      isOwn: viewer !== null && row.ownerId === viewer.id,
      ownerTrust: ownerTrust(trust.get(row.ownerId)),
      ...ownerTown(row, from),
    })),
    pagination: { total, page: input.page, totalPages: totalPages(total, input.limit), limit: input.limit },
  };
}

/** What a shelf card says of its owner: 'N loans', with '· N% on time' once that share shows. */
function ownerTrust(trust: Trust | undefined) {
  const loans = (trust?.completedAsOwner ?? 0) + (trust?.completedAsBorrower ?? 0);
  return { loans, onTimeShare: trust?.onTimeShare ?? null };
}

type PageRow = Awaited<ReturnType<typeof shelf.listShelf>>[number];

/** The owner's town by name only, and the rounded distance to it when the caller has a town too. */
function ownerTown(row: PageRow, from: Point | undefined) {
  if (row.ownerTownId === null) return { ownerTown: null, distanceKm: null };
  return {
    ownerTown: { id: row.ownerTownId, name: row.ownerTownName!, country: row.ownerTownCountry! },
    distanceKm: from
      ? Math.round(haversineKm(from, { lat: row.ownerTownLat!, lon: row.ownerTownLon! }))
      : null,
  };
}

/**
 * 'On the shelf' for films shown elsewhere (recommendations, watchlist, Watching Soon, the film page,
 * the chat): per film asked for, in the order asked, how many other members have it rentable, a
 * copy to request now or else one to hold, and whether the caller has one in hand. One query.
 */
export async function availability(
  db: Db,
  viewer: SessionUser | null,
  input: AvailabilityInput,
): Promise<{ movies: FilmAvailability[] }> {
  const rows = await shelf.availability(
    db,
    {
      movieIds: [...new Set(input.movieIds)],
      titles: [...new Set(input.titles.map((t) => t.toLowerCase()))],
    },
    viewer?.id ?? null,
  );
  const found = new Map(rows.map((row) => [`${row.by}:${row.key}`, row]));
  const disc = (row: shelf.AvailabilityRow, which: 'first' | 'hold') => {
    const id = row[`${which}Id`];
    if (id === null) return null;
    return {
      id,
      ownerId: row[`${which}OwnerId`]!,
      ownerName: nameOf(
        {
          ownerId: row[`${which}OwnerId`]!,
          ownerFirstName: row[`${which}OwnerFirstName`],
          ownerLastName: row[`${which}OwnerLastName`],
          ownerDisplayName: row[`${which}OwnerDisplayName`],
        },
        'owner',
      ),
      format: row[`${which}Format`]!,
      condition: row[`${which}Condition`]!,
    };
  };
  const answer = (by: 'movieId' | 'title', key: string) => {
    const row = found.get(`${by}:${key}`);
    if (!row)
      return { owners: 0, copies: 0, onShelf: 0, youHaveIt: false, firstAvailable: null, toHold: null };
    return {
      owners: row.owners,
      copies: row.copies,
      onShelf: row.onShelf,
      youHaveIt: Boolean(row.youHaveIt),
      firstAvailable: disc(row, 'first'),
      toHold: disc(row, 'hold'),
    };
  };
  return {
    movies: [
      ...input.movieIds.map((movieId) => ({ movieId, title: null, ...answer('movieId', String(movieId)) })),
      ...input.titles.map((title) => ({ movieId: null, title, ...answer('title', title.toLowerCase()) })),
    ],
  };
}

/**
 * docs/product.md §3 'Shelf alert': a disc became rentable, so every member with its film on their
 * watchlist hears it, with the owner and a Request Rental link (once a day a film at most; never
 * the owner; not members who switched alerts off). One insert ... select, pushed live.
 */
export const alertWatchers: Reaction<'disc.on-shelf'> = async (trx, { discId }) => {
  const disc = await shelf.discForAlert(trx, discId);
  if (!disc || disc.movieId === null) return;
  const ownerName = nameOf(disc, 'owner');
  await notifyWhere(trx, shelf.alertRecipients(disc.movieId, disc.ownerId), {
    type: 'on_the_shelf',
    title: 'On the Shelf',
    message: `${ownerName} has ${disc.title} on the shelf, a film on your watchlist. Request it while it's in!`,
    data: {
      movieTitle: disc.title,
      movieId: disc.movieId,
      mediaId: disc.id,
      ownerId: disc.ownerId,
      ownerName,
    },
  });
};

/** A rentable disc as Chuck talks about it in the chat: the listing's facts and the owner's display name. */
export interface DiscForChat {
  title: string;
  year: number | null;
  director: string | null;
  genre: string | null;
  runtimeMinutes: number | null;
  format: DiscFormat;
  ownerName: string;
  movieId: number | null;
  onLoan: boolean;
}

type ChatRow = Awaited<ReturnType<typeof shelf.newestDiscs>>[number];

function forChat(row: ChatRow): DiscForChat {
  const { ownerId, ownerFirstName, ownerLastName, ownerDisplayName, onLoan, ...disc } = row;
  return { ...disc, ownerName: nameOf(row, 'owner'), onLoan: Boolean(onLoan) };
}

/** Rentable discs of a film (by catalog id, or by a title like it), closest titles first. */
export async function discsOfFilm(
  db: Db,
  film: { title: string; movieId: number | null },
  limit: number,
): Promise<DiscForChat[]> {
  return (await shelf.discsOfFilm(db, film, limit)).map(forChat);
}

/** The newest rentable discs, those matching `search` (as the shelf page searches) when given. */
export async function newestDiscs(db: Db, limit: number, search?: string): Promise<DiscForChat[]> {
  return (await shelf.newestDiscs(db, searchWords(search), limit)).map(forChat);
}
