import { requireLogin } from '../../lib/login-required.ts';
import { type ToastOptions, toast } from '../../lib/toast.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';
import { useRefreshDvdClub } from './use-dvd-club-cache.ts';

/**
 * What a disc form does with the server's answer. `saved`: the toast, every list showing discs
 * reloads, the form closes. `sessionLost`: on a 401 the form closes and the member is sent to log in
 * (docs/product.md §8), and it says so; any other failure is the form's to show.
 */
export function useDiscChange(close: () => void) {
  const refresh = useRefreshDvdClub();
  return {
    saved(message: ToastOptions) {
      toast(message);
      void refresh();
      close();
    },
    sessionLost(error: unknown): boolean {
      if (!isUnauthorizedError(error)) return false;
      close();
      requireLogin('collection');
      return true;
    },
  };
}
