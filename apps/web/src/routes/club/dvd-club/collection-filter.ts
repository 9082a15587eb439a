/** The fields the collection filter looks in (docs/product.md §2: title, director or genre). */
export interface Filterable {
  title: string;
  director: string | null;
  genre: string | null;
}

/** Items whose title, director or genre contain every word typed, in any case. */
export function filterCollection<T extends Filterable>(items: readonly T[], query: string): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...items];
  return items.filter((item) => {
    const haystack = [item.title, item.director, item.genre].filter(Boolean).join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
