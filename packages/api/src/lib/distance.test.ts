import { describe, expect, it } from 'vitest';
import { boundingBox, haversineKm } from './distance.ts';

const LEEDS = { lat: 53.79648, lon: -1.54785 };
const YORK = { lat: 53.95763, lon: -1.08271 };

describe('haversineKm', () => {
  it('Leeds to York is about 35 km, either way; a town to itself is 0', () => {
    expect(Math.round(haversineKm(LEEDS, YORK))).toBe(35);
    expect(haversineKm(YORK, LEEDS)).toBeCloseTo(haversineKm(LEEDS, YORK), 9);
    expect(haversineKm(LEEDS, LEEDS)).toBe(0);
  });
  it('antipodes are half the Earth round (no NaN from rounding)', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371, 3);
  });
});

describe('boundingBox', () => {
  it('holds every point within the distance', () => {
    const box = boundingBox(LEEDS, 35);
    expect(YORK.lat).toBeGreaterThan(box.minLat);
    expect(YORK.lat).toBeLessThan(box.maxLat);
    expect(YORK.lon).toBeGreaterThan(box.lon!.min);
    expect(YORK.lon).toBeLessThan(box.lon!.max);
    expect(boundingBox(LEEDS, 30).lon!.max).toBeLessThan(YORK.lon);
  });
  it('drops the longitude bounds across the 180th meridian or near a pole', () => {
    expect(boundingBox({ lat: -17.7, lon: 179.9 }, 50).lon).toBeNull();
    expect(boundingBox({ lat: 89.8, lon: 10 }, 50).lon).toBeNull();
  });
});
