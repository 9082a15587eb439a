import { describe, expect, it } from 'vitest';
import { DEFAULT_SHELF_PARAMS, hasFilters, parseShelfParams, toQueryString } from './shelf-params.ts';

describe('shelf URL state', () => {
  it('reads search, format, condition and page, ignoring what it cannot use', () => {
    expect(
      parseShelfParams(
        new URLSearchParams('search=%20heat%20&format=Blu-ray&condition=Mint&order=near&within=25&page=3'),
      ),
    ).toEqual({
      search: 'heat',
      format: 'Blu-ray',
      condition: 'Mint',
      order: 'near',
      within: 25,
      page: 3,
    });
    expect(
      parseShelfParams(new URLSearchParams('format=Laserdisc&condition=Shiny&order=far&within=7&page=-2')),
    ).toEqual(DEFAULT_SHELF_PARAMS);
    expect(parseShelfParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(toQueryString(DEFAULT_SHELF_PARAMS).toString()).toBe('');
    expect(
      toQueryString({
        search: 'the thing',
        format: '4K UHD',
        condition: 'Any',
        order: 'near',
        within: 10,
        page: 2,
      }).toString(),
    ).toBe('search=the+thing&format=4K+UHD&order=near&within=10&page=2');
  });

  it('knows when a search or filter is on', () => {
    expect(hasFilters(DEFAULT_SHELF_PARAMS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_SHELF_PARAMS, page: 4 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_SHELF_PARAMS, condition: 'Fair' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_SHELF_PARAMS, order: 'near' })).toBe(false);
    expect(hasFilters({ ...DEFAULT_SHELF_PARAMS, within: 5 })).toBe(true);
  });
});
