import { useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';

export interface SettledAuth {
  /** True only until the first answer about who is signed in. */
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * Who is signed in, without flickering back to "loading". A check that failed is refetched whenever
 * another component using it mounts, passing through 'pending' again; screens keyed on that would
 * unmount their forms and lose what was typed. Once an answer came, this keeps it until a
 * different one arrives.
 */
export function useSettledAuth(): SettledAuth {
  const { user, isLoading } = useCurrentUser();
  const [settled, setSettled] = useState<boolean | null>(null);
  const current = isLoading ? settled : user !== null;
  // React's "adjust state while rendering": keep the last answer through a refetch.
  if (current !== settled) setSettled(current);
  return current === null
    ? { isLoading: true, isAuthenticated: false }
    : { isLoading: false, isAuthenticated: current };
}
