/**
 * What every screen calls a member who deleted their account (docs/product.md §2 'Delete my account').
 * No live member may take it as their display name, and a name that reads this way links nowhere.
 */
export const FORMER_MEMBER = 'a former member';
