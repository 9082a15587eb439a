import type { Db, DiscCondition, DiscFormat } from '@chuck/db';
import { sql } from 'kysely';
import { compiledOnce } from '../../lib/compiled-query.ts';
import { activeLoanExists, DISC_FILM_COLUMNS, OWNER_NAME_COLUMNS } from '../../lib/disc-columns.ts';
import { chosenNameOf } from '../../lib/display-name.ts';
import { boundingBox, type Point } from '../../lib/distance.ts';
import { suspendedMemberIds } from '../../lib/suspended-members.ts';

export interface ShelfFilters {
  /** Each word must appear (any case) in the title, director or genre. */
  words: string[];
  format?: DiscFormat;
  condition?: DiscCondition;
  /**
   * Owners whose discs the viewer never sees: a block either way (docs/product.md §3 'Member block').
   * Empty for nearly everyone, so the shelf keeps its compiled unfiltered path.
   */
  hiddenOwners?: string[];
  /** docs/product.md §3 'Discs near you': nearest to this town centre first, within `near.within` if set. */
  near?: Origin;
}

/** A LIKE pattern matching `text` literally anywhere (backslash is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Where the shelf measures from, as the SQL takes it: the centre, the cosine of its latitude (worked
 * out here, so each value goes to the database once), and with `withinKm` the box every town that
 * close lies in.
 */
export interface Origin extends Point {
  cosLat: number;
  within?: { km: number; minLat: number; maxLat: number; lon: { min: number; max: number } | null };
}

export function originOf(near: Point & { withinKm?: number }): Origin {
  const origin = { lat: near.lat, lon: near.lon, cosLat: Math.cos((near.lat * Math.PI) / 180) };
  if (!near.withinKm) return origin;
  const { minLat, maxLat, lon } = boundingBox(near, near.withinKm);
  return { ...origin, within: { km: near.withinKm, minLat, maxLat, lon } };
}

/** The haversine distance in km from `from` to the town `town` (as lib/distance.ts computes it). */
function kmFrom(from: Origin, town: 'ot' | 'p') {
  const t = sql.raw(town);
  return sql<number>`2 * 6371 * asin(sqrt(least(1,
    power(sin(radians(${t}.lat - ${from.lat}::float8) / 2), 2)
    + ${from.cosLat}::float8 * cos(radians(${t}.lat)) * power(sin(radians(${t}.lon - ${from.lon}::float8) / 2), 2))))`;
}

/**
 * The towns in use within `within.km` of the origin, nearest first, each with its distance: a box on
 * the indexed latitude and longitude first, then the exact distance, measured once per town rather
 * than once per disc (the shelf then reaches the towns' members and their discs by index).
 */
function townsWithin(db: Db, from: Origin, within: NonNullable<Origin['within']>) {
  const measured = db
    .selectFrom('places as p')
    .select(['p.id', kmFrom(from, 'p').as('km')])
    .where(sql<boolean>`p.lat between ${within.minLat}::float8 and ${within.maxLat}::float8`)
    .$if(within.lon !== null, (qb) =>
      qb.where(sql<boolean>`p.lon between ${within.lon!.min}::float8 and ${within.lon!.max}::float8`),
    )
    // A fence: without it the planner inlines the distance into every disc row that reads it.
    .offset(0)
    .as('measured');
  return (
    db
      .selectFrom(measured)
      .selectAll()
      .where(sql<boolean>`measured.km <= ${within.km}::float8`)
      // The page walks the towns in this order, each town's discs sorted as it comes (an incremental
      // sort), and stops once the page is full: a first page reads only the nearest towns.
      .orderBy('measured.km')
      .as('ot')
  );
}

// Every shelf query reads only rentable rows, so the partial indexes of the migration apply; a
// suspended owner's discs are off the shelf while the suspension lasts.
function rentable(db: Db, filters: ShelfFilters) {
  const { near } = filters;
  let query = db
    .selectFrom('physicalMedia as pm')
    // The owner's town (`ot`), joined only to measure from `near`: within a distance, only the towns
    // that close, with their distance; otherwise every disc, owners without a town too.
    .$if(near?.within !== undefined, (qb) =>
      qb
        .innerJoin('socialProfiles as osp', 'osp.userId', 'pm.ownerId')
        .innerJoin(townsWithin(db, near!, near!.within!), 'ot.id', 'osp.townId'),
    )
    .$if(near !== undefined && near.within === undefined, (qb) =>
      qb
        .leftJoin('socialProfiles as osp', 'osp.userId', 'pm.ownerId')
        .leftJoin('places as ot', 'ot.id', 'osp.townId'),
    )
    .where('pm.visibility', '=', 'rentable')
    .where('pm.ownerId', 'not in', suspendedMemberIds);
  if (filters.format) query = query.where('pm.format', '=', filters.format);
  if (filters.condition) query = query.where('pm.condition', '=', filters.condition);
  if (filters.hiddenOwners?.length) query = query.where('pm.ownerId', 'not in', filters.hiddenOwners);
  for (const word of filters.words) {
    query = query.where('pm.searchText', 'like', sql<string>`lower(${containsPattern(word)})`);
  }
  return query;
}

const UNFILTERED: ShelfFilters = { words: [] };
const unfiltered = (filters: ShelfFilters) =>
  !filters.words.length && !filters.format && !filters.condition && !filters.hiddenOwners?.length;

// The shelf as most members open it, with no search or filter: its two queries compiled once.
const countUnfiltered = compiledOnce(
  (db) => rentable(db, UNFILTERED).select((eb) => eb.fn.countAll<number>().as('count')),
  [],
);
const unfilteredPage = compiledOnce(
  (db, limit: number, offset: number) => shelfPage(db, UNFILTERED, { limit, offset }),
  [-1, -2],
);
// ... and its 'Near me, within N km' page (which carries the count), compiled once too. The count
// measures from the same town, so each of its values goes to the database twice.
const nearbyPage = compiledOnce(
  (
    db,
    lat: number,
    lon: number,
    cosLat: number,
    km: number,
    minLat: number,
    maxLat: number,
    minLon: number,
    maxLon: number,
    limit: number,
    offset: number,
  ) =>
    shelfPage(
      db,
      {
        words: [],
        near: { lat, lon, cosLat, within: { km, minLat, maxLat, lon: { min: minLon, max: maxLon } } },
      },
      { limit, offset },
    ),
  [-1001, -1002, -1003, -1004, -1005, -1006, -1007, -1008, -1009, -1010],
);

export async function countShelf(db: Db, filters: ShelfFilters): Promise<number> {
  const [row] =
    unfiltered(filters) && !filters.near
      ? await countUnfiltered(db)
      : [
          await rentable(db, filters)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirst(),
        ];
  return Number(row?.count ?? 0);
}

/**
 * One page, newest first. The page's ids are found first from the index alone, so a deep page skips
 * index entries rather than joined, projected rows; only the 12 (or so) rows shown are joined.
 */
export async function listShelf(db: Db, filters: ShelfFilters, page: { limit: number; offset: number }) {
  const { near } = filters;
  if (unfiltered(filters)) {
    if (!near) return unfilteredPage(db, page.limit, page.offset);
    const box = near.within;
    if (box?.lon) {
      return nearbyPage(
        db,
        near.lat,
        near.lon,
        near.cosLat,
        box.km,
        box.minLat,
        box.maxLat,
        box.lon.min,
        box.lon.max,
        page.limit,
        page.offset,
      );
    }
  }
  return shelfPage(db, filters, page).execute();
}

function shelfPage(db: Db, filters: ShelfFilters, page: { limit: number; offset: number }) {
  const { near } = filters;
  const ids = rentable(db, filters)
    .select(['pm.id', 'pm.listedAt'])
    // Nearest first with `near` (owners without a town last); newest first otherwise and among equals.
    .$if(near !== undefined, (qb) =>
      qb
        .select((near!.within ? sql<number>`ot.km` : kmFrom(near!, 'ot')).as('km'))
        .orderBy(sql`km asc nulls last`),
    )
    .orderBy('pm.listedAt', 'desc')
    .orderBy('pm.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  return (
    db
      .selectFrom(ids)
      .innerJoin('physicalMedia as pm', 'pm.id', 'page.id')
      .innerJoin('users as u', 'u.id', 'pm.ownerId')
      .leftJoin('socialProfiles as osp', 'osp.userId', 'pm.ownerId')
      .leftJoin('places as ot', 'ot.id', 'osp.townId')
      .select([
        'pm.id',
        'pm.ownerId',
        'pm.title',
        'pm.year',
        'pm.director',
        'pm.runtimeMinutes',
        'pm.genre',
        'pm.format',
        'pm.condition',
        'pm.notes',
        'pm.movieId',
        'pm.posterUrl',
        ...OWNER_NAME_COLUMNS,
        activeLoanExists.as('onLoan'),
        keptForTurn.as('keptForTurn'),
        // The centre is only for measuring; the service sends the town's name, never these.
        'ot.id as ownerTownId',
        'ot.name as ownerTownName',
        'ot.country as ownerTownCountry',
        'ot.lat as ownerTownLat',
        'ot.lon as ownerTownLon',
      ])
      // Near a town, the count comes with the page, in one round trip: counted apart from the page, it
      // visits only index entries, and the page reads no further than it shows.
      .$if(near !== undefined, (qb) =>
        qb
          .select(
            rentable(db, filters)
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .as('total'),
          )
          .orderBy(sql`page.km asc nulls last`),
      )
      .orderBy('page.listedAt', 'desc')
      .orderBy('page.id', 'desc')
  );
}

/**
 * Kept for the first in line's turn (docs/product.md §3 'Hold'): back on the shelf but only they may
 * request it until their turn runs out. Their own view still offers Request Rental: the service
 * tells the two apart, since the unfiltered page is shared by every viewer.
 */
const keptForTurn = sql<string | null>`(
  select h.user_id from holds h where h.media_id = pm.id and h.ready_until > now() limit 1
)`;

/** What a film card asks: by catalog id, or (lower-cased) by title for films without one. */
export interface AvailabilityKeys {
  movieIds: number[];
  titles: string[];
}

export interface AvailabilityRow {
  by: 'movieId' | 'title';
  key: string;
  owners: number;
  copies: number;
  onShelf: number;
  youHaveIt: boolean;
  firstId: number | null;
  firstOwnerId: string | null;
  firstFormat: DiscFormat | null;
  firstCondition: DiscCondition | null;
  firstOwnerFirstName: string | null;
  firstOwnerLastName: string | null;
  firstOwnerDisplayName: string | null;
  holdId: number | null;
  holdOwnerId: string | null;
  holdFormat: DiscFormat | null;
  holdCondition: DiscCondition | null;
  holdOwnerFirstName: string | null;
  holdOwnerLastName: string | null;
  holdOwnerDisplayName: string | null;
}

/**
 * 'On the shelf' for a screen of films, in ONE statement: per film, the rentable copies of other
 * members (and how many are in: not lent, promised or kept for someone else's turn in line), the
 * newest copy that is in (Request Rental), else the newest that is out (Place Hold), and whether
 * the caller has a copy in their hands. Each film is a short probe of the shelf's partial indexes
 * by catalog id or lower(title), which carry the owner so the copies are read from the index alone.
 */
export async function availability(db: Db, keys: AvailabilityKeys, viewerId: string | null) {
  const me = viewerId ?? '';
  const part = (by: 'movieId' | 'title') => {
    const source =
      by === 'movieId'
        ? sql`unnest(${keys.movieIds}::int[]) as k (key)`
        : sql`unnest(${keys.titles}::text[]) as k (key)`;
    const film = by === 'movieId' ? sql`pm.movie_id = k.key` : sql`lower(pm.title) = k.key`;
    const mine =
      by === 'movieId'
        ? sql`exists (select 1 from loans l join physical_media p on p.id = l.media_id
            where l.borrower_id = ${me} and l.status = 'handed_over' and p.movie_id = k.key)`
        : sql`exists (select 1 from loans l
            where l.borrower_id = ${me} and l.status = 'handed_over' and lower(l.title) = k.key)`;
    // One pass over the film's copies: the counts, and the newest copy in and the newest out.
    const newest = (taken: boolean) =>
      sql`(array_agg(c.id order by c.listed_at desc, c.id desc) filter (where c.taken = ${taken}))[1]`;
    return sql`
      select ${by}::text as "by", k.key::text as "key", n.owners, n.copies, n.on_shelf as "onShelf",
        ${mine} as "youHaveIt",
        f.id as "firstId", f.owner_id as "firstOwnerId", f.format as "firstFormat",
        f.condition as "firstCondition", fu.first_name as "firstOwnerFirstName",
        fu.last_name as "firstOwnerLastName", ${chosenNameOf('fu')} as "firstOwnerDisplayName",
        o.id as "holdId", o.owner_id as "holdOwnerId", o.format as "holdFormat",
        o.condition as "holdCondition", ou.first_name as "holdOwnerFirstName",
        ou.last_name as "holdOwnerLastName", ${chosenNameOf('ou')} as "holdOwnerDisplayName"
      from ${source}
      cross join lateral (
        select count(distinct c.owner_id)::int as owners, count(*)::int as copies,
          (count(*) filter (where not c.taken))::int as on_shelf,
          ${newest(false)} as first_id, ${newest(true)} as hold_id
        from (
          select pm.id, pm.owner_id, pm.listed_at,
            (${activeLoanExists} or exists (
              select 1 from holds h where h.media_id = pm.id and h.ready_until > now() and h.user_id <> ${me}
            )) as taken
          from physical_media pm
          where pm.visibility = 'rentable' and ${film} and pm.owner_id <> ${me}
            and pm.owner_id not in ${suspendedMemberIds}
            and not exists (
              select 1 from member_blocks b
              where (b.blocker_id = pm.owner_id and b.blocked_id = ${me})
                 or (b.blocker_id = ${me} and b.blocked_id = pm.owner_id)
            )
          -- A fence: without it the planner inlines 'taken' into each aggregate that reads it,
          -- probing loans and holds three times per copy instead of once.
          offset 0
        ) c
      ) n
      left join physical_media f on f.id = n.first_id
      left join users fu on fu.id = f.owner_id
      left join physical_media o on o.id = n.hold_id and n.first_id is null
      left join users ou on ou.id = o.owner_id`;
  };
  const parts = [
    ...(keys.movieIds.length ? [part('movieId')] : []),
    ...(keys.titles.length ? [part('title')] : []),
  ];
  if (!parts.length) return [];
  const { rows } = await sql<AvailabilityRow>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows;
}

/** The disc a shelf alert is about, with its owner's public name. */
export async function discForAlert(db: Db, discId: number) {
  return db
    .selectFrom('physicalMedia as pm')
    .innerJoin('users as u', 'u.id', 'pm.ownerId')
    .select(['pm.id', 'pm.ownerId', 'pm.movieId', 'pm.title', ...OWNER_NAME_COLUMNS])
    .where('pm.id', '=', discId)
    .where('pm.visibility', '=', 'rentable')
    .executeTakeFirst();
}

/**
 * Who gets a shelf alert for a disc of `movieId` (docs/product.md §3 'Shelf alert'): members with the
 * film on their watchlist, but not its owner, not members who switched alerts off, not a blocked
 * pair, and not anyone alerted about this film in the last day. Recording the alert is the
 * statement itself (an upsert that only moves a day-old mark), so racing alerts cannot double up.
 */
export function alertRecipients(movieId: number, ownerId: string) {
  return sql`
    insert into shelf_alerts (user_id, movie_id, sent_at)
    select w.user_id, w.movie_id, now()
    from watchlist_items w
    where w.movie_id = ${movieId} and w.user_id <> ${ownerId}
      and not exists (
        select 1 from social_profiles sp where sp.user_id = w.user_id and not sp.shelf_alerts
      )
      and not exists (
        select 1 from member_blocks b
        where (b.blocker_id = w.user_id and b.blocked_id = ${ownerId})
           or (b.blocker_id = ${ownerId} and b.blocked_id = w.user_id)
      )
    on conflict (user_id, movie_id) do update set sent_at = excluded.sent_at
      where shelf_alerts.sent_at <= now() - interval '1 day'
    returning user_id`;
}

/** What Chuck says about a disc: the film's facts as listed, the format, the owner's name and whether it is out. */
const chatColumns = [
  ...DISC_FILM_COLUMNS,
  'pm.movieId',
  ...OWNER_NAME_COLUMNS,
  activeLoanExists.as('onLoan'),
] as const;

/**
 * Rentable discs of one film for Chuck: listed under its catalog id, or with a title containing the
 * typed words (trigram word similarity, so typos pass; the shelf's trigram index serves it), the
 * closest titles first. One query.
 */
export async function discsOfFilm(db: Db, film: { title: string; movieId: number | null }, limit: number) {
  const typed = film.title.toLowerCase();
  return db
    .selectFrom('physicalMedia as pm')
    .innerJoin('users as u', 'u.id', 'pm.ownerId')
    .where('pm.visibility', '=', 'rentable')
    .where('pm.ownerId', 'not in', suspendedMemberIds)
    .where((eb) =>
      eb.or([
        sql<boolean>`${typed} <% pm.search_text`,
        ...(film.movieId === null ? [] : [eb('pm.movieId', '=', film.movieId)]),
      ]),
    )
    .select(chatColumns)
    .orderBy(sql`similarity(lower(pm.title), ${typed})`, 'desc')
    .orderBy('pm.listedAt', 'desc')
    .orderBy('pm.id', 'desc')
    .limit(limit)
    .execute();
}

/** The most recently listed rentable discs (matching the shelf search's words), for Chuck's 'what's on the shelf'. One query. */
export async function newestDiscs(db: Db, words: string[], limit: number) {
  return rentable(db, { words })
    .innerJoin('users as u', 'u.id', 'pm.ownerId')
    .select(chatColumns)
    .orderBy('pm.listedAt', 'desc')
    .orderBy('pm.id', 'desc')
    .limit(limit)
    .execute();
}
