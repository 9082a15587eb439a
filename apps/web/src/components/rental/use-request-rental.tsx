import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { requireLogin } from '../../lib/login-required.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../lib/unauthorized.ts';
import { useRefreshDvdClub } from '../collection/use-dvd-club-cache.ts';
import { showLendingFailure } from '../confirm-address/confirm-address.tsx';
import { type RentalTarget, RequestRentalDialog } from './request-rental-dialog.tsx';

export interface RequestRental {
  /** Opens the dialog for `target`; a visitor who is not signed in is sent to log in instead. */
  open: (target: RentalTarget) => void;
  /** Place Hold on a disc that is out (docs/product.md §3 'Hold'); visitors are sent to log in. */
  hold: (target: Pick<RentalTarget, 'mediaId' | 'title'>) => void;
  /** A hold is being placed. */
  holding: boolean;
  /** Render it once where the hook is used. */
  dialog: ReactNode;
}

/** Request Rental (a dialog) and Place Hold for a screen that offers several copies (shelf, previews, badges). */
export function useRequestRental(): RequestRental {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const trpc = useTRPC();
  const refresh = useRefreshDvdClub();
  const [target, setTarget] = useState<RentalTarget | null>(null);
  const place = useMutation(trpc.holds.place.mutationOptions());
  // While the session check is still out, go ahead: a 401 on send takes the expired-session path.
  const visitor = !isLoading && !isAuthenticated;
  return {
    open: (next) => {
      if (visitor) {
        requireLogin('rental');
        return;
      }
      setTarget(next);
    },
    hold: ({ mediaId, title }) => {
      if (visitor) {
        requireLogin('hold');
        return;
      }
      place.mutate(
        { mediaId },
        {
          onSuccess: (hold) => {
            toast({
              title: 'Hold Placed',
              description: `You're number ${hold.position} in line for ${title}. We'll tell you when it's your turn.`,
            });
            void refresh();
          },
          onError: (error) => {
            if (isUnauthorizedError(error)) return void handleUnauthorized();
            showLendingFailure(error, 'Failed to place the hold.');
          },
        },
      );
    },
    holding: place.isPending,
    dialog: <RequestRentalDialog target={target} onClose={() => setTarget(null)} />,
  };
}
