import type { Db, DiscCondition, DiscFormat } from '@chuck/db';
import { sql } from 'kysely';
import { activeLoanExists, DISC_FILM_COLUMNS, OWNER_NAME_COLUMNS } from '../../lib/disc-columns.ts';
import { chosenNameOf } from '../../lib/display-name.ts';

export interface ShelfFilters {
  /** Each word must appear (any case) in the title, director or genre. */
  words: string[];
  format?: DiscFormat;
  condition?: DiscCondition;
}

/** A LIKE pattern matching `text` literally anywhere (backslash is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

// Every shelf query reads only rentable rows, so the partial indexes of the migration apply.
function rentable(db: Db, filters: ShelfFilters) {
  let query = db.selectFrom('physicalMedia as pm').where('pm.visibility', '=', 'rentable');
  if (filters.format) query = query.where('pm.format', '=', filters.format);
  if (filters.condition) query = query.where('pm.condition', '=', filters.condition);
  for (const word of filters.words) {
    query = query.where('pm.searchText', 'like', sql<string>`lower(${containsPattern(word)})`);
  }
  return query;
}

export async function countShelf(db: Db, filters: ShelfFilters): Promise<number> {
  const row = await rentable(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page, newest first. The page's ids are found first from the index alone, so a deep page skips
 * index entries rather than joined, projected rows; only the 12 (or so) rows shown are joined.
 */
export async function listShelf(db: Db, filters: ShelfFilters, page: { limit: number; offset: number }) {
  const ids = rentable(db, filters)
    .select(['pm.id', 'pm.listedAt'])
    .orderBy('pm.listedAt', 'desc')
    .orderBy('pm.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  return db
    .selectFrom(ids)
    .innerJoin('physicalMedia as pm', 'pm.id', 'page.id')
    .innerJoin('users as u', 'u.id', 'pm.ownerId')
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
    ])
    .orderBy('page.listedAt', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
}

export type AvailabilityKey = { by: 'movieId'; values: number[] } | { by: 'title'; values: string[] };

function matching(db: Db, key: AvailabilityKey, excludeOwnerId: string | null) {
  let query = db.selectFrom('physicalMedia as pm').where('pm.visibility', '=', 'rentable');
  query =
    key.by === 'movieId'
      ? query.where('pm.movieId', 'in', key.values)
      : query.where(sql`lower(pm.title)`, 'in', key.values);
  if (excludeOwnerId) query = query.where('pm.ownerId', '<>', excludeOwnerId);
  return query;
}

const keyOf = (key: AvailabilityKey) =>
  key.by === 'movieId' ? sql<string>`pm.movie_id::text` : sql<string>`lower(pm.title)`;

/** Per film: how many members have it rentable, and how many copies. */
export async function countCopies(db: Db, key: AvailabilityKey, excludeOwnerId: string | null) {
  return matching(db, key, excludeOwnerId)
    .select([
      keyOf(key).as('key'),
      sql<number>`count(distinct pm.owner_id)::int`.as('owners'),
      sql<number>`count(*)::int`.as('copies'),
    ])
    .groupBy(keyOf(key))
    .execute();
}

/**
 * Per film: the most recently listed copy that is not lent out. One short index probe per film
 * (a lateral subquery) rather than checking every copy of every film asked for.
 */
export async function firstAvailable(db: Db, key: AvailabilityKey, excludeOwnerId: string | null) {
  const keys = sql.join(
    key.by === 'movieId' ? key.values.map((v) => sql`(${v}::int)`) : key.values.map((v) => sql`(${v}::text)`),
  );
  const matches = key.by === 'movieId' ? sql`pm.movie_id = k.key` : sql`lower(pm.title) = k.key`;
  const notMine = excludeOwnerId ? sql`and pm.owner_id <> ${excludeOwnerId}` : sql``;
  const { rows } = await sql<{
    key: string;
    id: number;
    ownerId: string;
    format: DiscFormat;
    condition: DiscCondition;
    ownerFirstName: string | null;
    ownerLastName: string | null;
    ownerDisplayName: string | null;
  }>`
    select k.key::text as "key", pm.id, pm.owner_id as "ownerId", pm.format, pm.condition,
      u.first_name as "ownerFirstName", u.last_name as "ownerLastName",
      ${chosenNameOf('u')} as "ownerDisplayName"
    from (values ${keys}) as k (key)
    cross join lateral (
      select pm.id, pm.owner_id, pm.format, pm.condition
      from physical_media pm
      where pm.visibility = 'rentable' and ${matches} ${notMine} and not ${activeLoanExists}
      order by pm.listed_at desc, pm.id desc
      limit 1
    ) pm
    join users u on u.id = pm.owner_id`.execute(db);
  return rows;
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
