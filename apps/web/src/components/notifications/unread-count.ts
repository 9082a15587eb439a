/** docs/product.md §2: the bell's badge shows '9+' above 9. */
export function formatUnreadCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}
