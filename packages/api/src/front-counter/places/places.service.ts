import type { Db } from '@chuck/db';
import { invalid } from '../../errors.ts';
import type { Point } from '../../lib/distance.ts';
import type { TownName } from '../../shared/town-limits.ts';
import * as repo from './places.repository.ts';
import { searchTowns, type Town, townById } from './town-list.ts';

export type { Town } from './town-list.ts';

/** What anyone may see of a town: its id, name and country, never its coordinates. */
export interface PublicTown extends TownName {
  id: number;
}

const publicTown = (town: Town): PublicTown => ({
  id: town.id,
  name: town.name,
  country: town.country,
});

/** The town type-ahead: up to 10 towns whose name starts with the query, the largest first. */
export async function searchPlaces(query: string): Promise<PublicTown[]> {
  return (await searchTowns(query)).map(publicTown);
}

/** A town by id; an id that names no town is the caller's mistake (a 400). */
export async function knownTown(id: number): Promise<Town> {
  const town = await townById(id);
  if (!town) throw invalid(`There is no town with id ${id}: pick one from the list.`);
  return town;
}

/** The town of that id, written to the places table so the shelf can measure from it. */
export async function rememberTown(db: Db, id: number): Promise<Town> {
  const town = await knownTown(id);
  await repo.rememberPlace(db, town);
  return town;
}

/** Where a member is: their town's id, name, country and centre; undefined when they have none. */
export async function memberTown(db: Db, userId: string): Promise<(PublicTown & Point) | undefined> {
  return repo.memberTown(db, userId);
}

/** Reads the town list now, so the first keystroke of the type-ahead does not wait for it. */
export { loadTowns } from './town-list.ts';
