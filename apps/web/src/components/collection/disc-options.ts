import type { RouterOutputs } from '../../lib/trpc.ts';

export type CollectionItem = RouterOutputs['dvdClub']['list'][number];
export type DiscFormat = CollectionItem['format'];
export type DiscCondition = CollectionItem['condition'];
export type DiscVisibility = CollectionItem['visibility'];

/** How the visibility reads on a badge. */
export const VISIBILITY_LABELS: Record<DiscVisibility, string> = {
  private: 'Private',
  public: 'Public',
  rentable: 'Rentable',
};

/** How the visibility reads in a form: docs/product.md §3 labels rentable 'Earn Credits' there. */
export const VISIBILITY_OPTION_LABELS: Record<DiscVisibility, string> = {
  private: 'Private',
  public: 'Public',
  rentable: 'Earn Credits',
};

/** What each choice means, under the select. */
export const VISIBILITY_HINTS: Record<DiscVisibility, string> = {
  private: 'Only you can see it.',
  public: 'Members can see it on your collection page, but not rent it.',
  rentable: 'Listed on the shelf: members can borrow it and you earn a credit each time.',
};

/** docs/product.md §9: the condition badge colours, Mint to Poor. */
export const CONDITION_COLOURS: Record<DiscCondition, string> = {
  Mint: 'border-green-400/70! bg-green-400/10! text-green-300!',
  Excellent: 'border-sky-400/70! bg-sky-400/10! text-sky-300!',
  Good: 'border-yellow-300/70! bg-yellow-300/10! text-yellow-200!',
  Fair: 'border-orange-400/70! bg-orange-400/10! text-orange-300!',
  Poor: 'border-red-400/70! bg-red-400/10! text-red-300!',
};
