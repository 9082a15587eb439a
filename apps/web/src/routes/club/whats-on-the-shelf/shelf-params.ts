import {
  DISC_CONDITIONS,
  DISC_FORMATS,
  SHELF_ANY,
  SHELF_SEARCH_MAX,
  WITHIN_KM_OPTIONS,
  type WithinKm,
} from '@chuck/api/client';
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import type { DiscCondition, DiscFormat } from '../../../components/collection/disc-options.ts';

export interface ShelfParams {
  search: string;
  format: DiscFormat | typeof SHELF_ANY;
  condition: DiscCondition | typeof SHELF_ANY;
  /** docs/product.md §3 'Discs near you': newest first, or nearest first. */
  order: ShelfOrder;
  /** Only discs this close to the viewer's town; null for any distance. */
  within: WithinKm | null;
  page: number;
}

const SHELF_ORDERS = ['newest', 'near'] as const;
export type ShelfOrder = (typeof SHELF_ORDERS)[number];

export const DEFAULT_SHELF_PARAMS: ShelfParams = {
  search: '',
  format: SHELF_ANY,
  condition: SHELF_ANY,
  order: 'newest',
  within: null,
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | typeof SHELF_ANY =>
  values.find((v) => v === value) ?? SHELF_ANY;

/** The shelf's state from the query string; anything unreadable falls back to the default. */
export function parseShelfParams(query: URLSearchParams): ShelfParams {
  const page = Number(query.get('page'));
  return {
    search: (query.get('search') ?? '').trim().slice(0, SHELF_SEARCH_MAX),
    format: oneOf(DISC_FORMATS, query.get('format')),
    condition: oneOf(DISC_CONDITIONS, query.get('condition')),
    order: query.get('order') === 'near' ? 'near' : 'newest',
    within: WITHIN_KM_OPTIONS.find((km) => String(km) === query.get('within')) ?? null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes in the address: '?search=heat&format=DVD&page=2'. */
export function toQueryString(params: ShelfParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.format !== SHELF_ANY) query.set('format', params.format);
  if (params.condition !== SHELF_ANY) query.set('condition', params.condition);
  if (params.order !== 'newest') query.set('order', params.order);
  if (params.within !== null) query.set('within', String(params.within));
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

export function hasFilters(params: ShelfParams): boolean {
  return (
    Boolean(params.search) ||
    params.format !== SHELF_ANY ||
    params.condition !== SHELF_ANY ||
    params.within !== null
  );
}

/**
 * The search, filters and page live in the URL, so a reload or a shared link shows the same shelf.
 * Any change other than the page itself goes back to page 1 (docs/product.md §4).
 */
export function useShelfParams() {
  const [query, setQuery] = useSearchParams();
  const params = parseShelfParams(query);
  const update = useCallback(
    (changes: Partial<ShelfParams>, options: { replace?: boolean } = {}) =>
      setQuery(
        (previous) => {
          const current = parseShelfParams(previous);
          return toQueryString({ ...current, page: 'page' in changes ? current.page : 1, ...changes });
        },
        { replace: options.replace },
      ),
    [setQuery],
  );
  return { params, update };
}
