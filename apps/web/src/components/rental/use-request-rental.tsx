import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { requireLogin } from '../../lib/login-required.ts';
import { type RentalTarget, RequestRentalDialog } from './request-rental-dialog.tsx';

export interface RequestRental {
  /** Opens the dialog for `target`; a visitor who is not signed in is sent to log in instead. */
  open: (target: RentalTarget) => void;
  /** Render it once where the hook is used. */
  dialog: ReactNode;
}

/** The Request Rental dialog for a screen that offers several copies (shelf, previews, badges). */
export function useRequestRental(): RequestRental {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const [target, setTarget] = useState<RentalTarget | null>(null);
  return {
    open: (next) => {
      // While the session check is still out, open anyway: a 401 on send takes the expired-session path.
      if (!isLoading && !isAuthenticated) {
        requireLogin('rental');
        return;
      }
      setTarget(next);
    },
    dialog: <RequestRentalDialog target={target} onClose={() => setTarget(null)} />,
  };
}
