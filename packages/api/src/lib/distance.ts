// Great-circle distance between two town centres, for "Near me" and "Within N km".

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface Point {
  lat: number;
  lon: number;
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The haversine distance in km (the shelf's SQL computes the same formula). */
export function haversineKm(a: Point, b: Point): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

export interface Box {
  minLat: number;
  maxLat: number;
  /** Null when the box reaches a pole or crosses the 180th meridian: no longitude filter then. */
  lon: { min: number; max: number } | null;
}

/** Every point within `km` of `centre` lies in this box (a prefilter; the exact distance decides). */
export function boundingBox(centre: Point, km: number): Box {
  const dLat = km / KM_PER_DEGREE;
  const minLat = centre.lat - dLat;
  const maxLat = centre.lat + dLat;
  if (minLat <= -90 || maxLat >= 90) return { minLat, maxLat, lon: null };
  // The widest a degree of longitude gets narrow is at the box's edge nearest a pole.
  const cosLat = Math.cos(rad(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const dLon = km / (KM_PER_DEGREE * cosLat);
  const min = centre.lon - dLon;
  const max = centre.lon + dLon;
  return { minLat, maxLat, lon: min < -180 || max > 180 ? null : { min, max } };
}
