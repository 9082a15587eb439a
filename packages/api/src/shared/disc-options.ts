import type { DiscCondition, DiscFormat, DiscVisibility } from '@chuck/db';

// docs/product.md §5/§9, in its order. Client-safe: the web app's selects and the server's enums share it.
export const DISC_FORMATS = ['DVD', 'Blu-ray', '4K UHD', 'VHS'] as const satisfies readonly DiscFormat[];
export const DISC_CONDITIONS = [
  'Mint',
  'Excellent',
  'Good',
  'Fair',
  'Poor',
] as const satisfies readonly DiscCondition[];
export const DISC_VISIBILITIES = [
  'private',
  'public',
  'rentable',
] as const satisfies readonly DiscVisibility[];

/** docs/product.md §5: what a new disc starts as. */
export const DISC_DEFAULTS = {
  format: 'DVD',
  condition: 'Good',
  visibility: 'private',
} as const satisfies { format: DiscFormat; condition: DiscCondition; visibility: DiscVisibility };

/** The longest notes a disc keeps. */
export const DISC_NOTES_MAX = 1000;
