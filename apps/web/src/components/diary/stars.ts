/** A diary rating runs from half a star to five (docs/product.md §2 'Diary'). */
export const MAX_STARS = 5;

/** '3.5 stars', '1 star', 'No rating': how a rating reads aloud and in text. */
export function starsLabel(value: number | null): string {
  if (!value) return 'No rating';
  return `${value} ${value === 1 ? 'star' : 'stars'}`;
}
