import type { RouterOutputs } from '../../../lib/trpc.ts';

type Overview = RouterOutputs['connections']['list'];
export type Connection = Overview['connections'][number];
/** A request (either way) or a suggestion: the other member by name and picture only. */
export type ConnectionLead = Overview['suggestions'][number];
export type ConnectionType = Connection['connectionType'];

/** docs/product.md §2: 'N shared movie(s)': 1 → 'movie', anything else → 'movies'. */
export function strengthText(strength: string): string {
  const count = Number.parseInt(strength, 10) || 0;
  return `${count} shared ${count === 1 ? 'movie' : 'movies'}`;
}

/** The badge's words for why two members are connected. */
export const CONNECTION_TYPE_LABELS: Record<ConnectionType, string> = {
  rental: 'Rental',
  collection: 'Collection',
  taste: 'Taste',
};
