import type { Db } from '@chuck/db';
import { compiledOnce } from '../../lib/compiled-query.ts';
import type { Town } from './town-list.ts';

/** Writes a town the first time a member picks it (the shelf's distance queries join this table). */
export async function rememberPlace(db: Db, town: Town): Promise<void> {
  await db
    .insertInto('places')
    .values({
      id: town.id,
      name: town.name,
      asciiName: town.asciiName,
      country: town.country,
      lat: town.lat,
      lon: town.lon,
      population: town.population,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The member's town with its centre (for measuring; never sent to anyone). */
export async function memberTown(db: Db, userId: string) {
  const [town] = await memberTownOf(db, userId);
  return town;
}

// Compiled once: every 'near me' shelf page asks it first.
const memberTownOf = compiledOnce(
  (db, userId: string) =>
    db
      .selectFrom('socialProfiles as sp')
      .innerJoin('places as p', 'p.id', 'sp.townId')
      .select(['p.id', 'p.name', 'p.country', 'p.lat', 'p.lon'])
      .where('sp.userId', '=', userId),
  ['(member)'],
);
