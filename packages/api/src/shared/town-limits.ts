// Discs near you: the town search and the shelf's distance filter. Zod-free, so the web app shares them.

/** The most towns one type-ahead answers. */
export const TOWN_RESULTS_MAX = 10;
/** The longest text the town search takes. */
export const TOWN_QUERY_MAX = 100;
/** docs/product.md §3 'Discs near you': the shelf's "Within 5 / 10 / 25 / 50 / 100 km" choices. */
export const WITHIN_KM_OPTIONS = [5, 10, 25, 50, 100] as const;
export type WithinKm = (typeof WITHIN_KM_OPTIONS)[number];

/** A town as anyone may see it: 'Leeds, United Kingdom'. */
export interface TownName {
  name: string;
  country: string;
}
export const townLabel = (town: TownName) => `${town.name}, ${town.country}`;
/** docs/product.md §3 'Discs near you': distances are shown rounded, 'about 12 km'. */
export const distanceLabel = (km: number) => `about ${km} km`;
