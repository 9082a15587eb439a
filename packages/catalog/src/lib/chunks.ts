/** Splits a list into runs of at most `size` (bulk inserts stay under the parameter limit). */
export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
