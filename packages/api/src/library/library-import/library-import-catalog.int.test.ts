import { toCsv } from '@chuck/catalog';
import { catalogTemplate } from '@chuck/catalog/testing';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../testing/index.ts';

// Issue 28's proof: a Letterboxd file names films by their English titles, which the embedded catalog
// holds as alternate titles of its foreign films ('Amélie' for 'Le Fabuleux destin d'Amélie Poulain').
describe('library import over the embedded catalog', () => {
  const t = perFile(() => createTestContext(catalogTemplate));

  it('matches foreign films by their English titles and "Vol. 1" to "Volume 1"', async () => {
    const me = t.caller(await t.createMember());
    const csv = toCsv([
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
      ['2024-01-01', 'Amélie', 2001, 'https://boxd.it/a', 4],
      ['2024-01-02', 'Seven Samurai', 1954, 'https://boxd.it/b', 5],
      ['2024-01-03', 'City of God', 2002, 'https://boxd.it/c', 4.5],
      ['2024-01-04', 'The Lives of Others', 2006, 'https://boxd.it/d', 4],
      ['2024-01-05', 'Kill Bill: Vol. 1', 2003, 'https://boxd.it/e', 3.5],
    ]);
    const preview = await me.library.previewImport({ filename: 'ratings.csv', csv });
    expect(preview.rows.map((r) => r.match?.title)).toEqual([
      'Amélie',
      'Seven Samurai',
      'City of God',
      'The Lives of Others',
      'Kill Bill: Volume 1',
    ]);
    expect(preview.rows.every((r) => r.action === 'add')).toBe(true);
  });
});
