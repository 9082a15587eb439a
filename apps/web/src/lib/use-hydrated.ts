import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is prerendered and while the app hydrates that markup, true otherwise: what
 * the build did not render (lazily loaded parts) waits for it, so the markup hydrated is the same.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
