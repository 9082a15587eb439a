import { LOAN_PRICE, RENTAL_MESSAGE_MAX } from '@chuck/api/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { requireLogin } from '../../lib/login-required.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';
import { ConditionBadge, FormatBadge } from '../collection/disc-badges.tsx';
import type { DiscCondition, DiscFormat } from '../collection/disc-options.ts';
import { useRefreshDvdClub } from '../collection/use-dvd-club-cache.ts';
import { showLendingFailure } from '../confirm-address/confirm-address.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { Label } from '../ui/label.tsx';
import { Textarea } from '../ui/textarea.tsx';

/** The copy being asked for: a shelf item, a collection item or an 'On the shelf' match. */
export interface RentalTarget {
  mediaId: number;
  ownerId: string;
  ownerName: string;
  title: string;
  year?: number | null;
  format: DiscFormat;
  /** Unknown for a hold's disc: the badge is left out. */
  condition?: DiscCondition;
  /** Out with another member right now (it can still be requested). */
  onLoan?: boolean;
}

export interface RequestRentalDialogProps {
  /** The copy to request; null keeps the dialog closed. */
  target: RentalTarget | null;
  onClose: () => void;
}

/** docs/product.md §2 'Request Rental': an optional note to the owner; closes on cancel or success. */
export function RequestRentalDialog({ target, onClose }: RequestRentalDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title="Request Rental"
          description={
            <>
              Ask <span className="font-semibold text-ink">{target.ownerName}</span> to lend you{' '}
              <span className="font-semibold text-ink">{target.title}</span>
              {target.year ? ` (${target.year})` : ''}.
            </>
          }
        >
          <RequestRentalForm target={target} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RequestRentalForm({ target, onClose }: { target: RentalTarget; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshDvdClub();
  const { isAuthenticated } = useCurrentUser();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const credits = useQuery({ ...trpc.credits.balance.queryOptions(), enabled: isAuthenticated });
  const request = useMutation(trpc.loans.request.mutationOptions());
  // The server keeps the trimmed note, up to its limit.
  const tooLong = message.trim().length > RENTAL_MESSAGE_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    const note = message.trim();
    request.mutate(
      { mediaId: target.mediaId, ownerId: target.ownerId, ...(note ? { message: note } : {}) },
      {
        onSuccess: () => {
          toast({
            title: 'Rental Request Sent!',
            description: `${target.ownerName} will get your request for ${target.title}. Your credit is only held once they accept.`,
          });
          void refresh();
          onClose();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            onClose();
            requireLogin('sessionExpired');
            return;
          }
          // The dialog stays open with the message as typed, so nothing is lost; unless the address
          // must be confirmed first, which nothing in the dialog can do.
          if (showLendingFailure(error, 'Failed to send rental request. Please try again.', 'Request Failed'))
            onClose();
        },
      },
    );
  };

  const balance = credits.data?.amount;
  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <FormatBadge format={target.format} />
        {target.condition ? <ConditionBadge condition={target.condition} /> : null}
        {target.onLoan ? (
          <span className="text-sm text-muted">
            Out on loan right now: the owner can lend it when it's back.
          </span>
        ) : null}
      </div>
      <p className="rounded-md border border-ticket-400/40 bg-ticket-400/5 px-3 py-2 text-sm text-ink">
        A rental costs {LOAN_PRICE} credit, held when the owner accepts and paid to them when the disc comes
        back.
        {balance !== undefined ? (
          <>
            {' '}
            You have{' '}
            <span className="font-semibold text-ticket-300">
              {balance} credit{balance === 1 ? '' : 's'}
            </span>
            .
          </>
        ) : null}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={messageId}>Message to the owner (optional)</Label>
        <Textarea
          id={messageId}
          value={message}
          maxLength={RENTAL_MESSAGE_MAX}
          rows={4}
          placeholder="Hi! I'd love to borrow this for the weekend."
          onChange={(event) => setMessage(event.target.value)}
          disabled={request.isPending}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${messageId}-count`}
        />
        <p
          id={`${messageId}-count`}
          className={tooLong ? 'text-right text-xs text-danger' : 'text-right text-xs text-muted'}
        >
          {message.trim().length}/{RENTAL_MESSAGE_MAX}
        </p>
      </div>
      <FormActions
        inDialog
        pending={request.isPending}
        blocked={tooLong}
        onCancel={onClose}
        submit="Send Request"
        sending="Sending..."
      />
    </form>
  );
}
