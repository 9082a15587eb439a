/** docs/product.md §2 'Member page': a taste match needs 5 films rated by both, else this line. */
export const NOT_ENOUGH_IN_COMMON = 'Not enough films in common yet';

/** '82% taste match', or the line above when there is no match yet (null). */
export function tasteMatchText(tasteMatch: number | null): string {
  return tasteMatch === null ? NOT_ENOUGH_IN_COMMON : `${tasteMatch}% taste match`;
}
