import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/** docs/product.md §2 'Profile: Account': the opt-in daily e-mail of unread notifications. */
export function NotificationDigestSwitch({ daily }: { daily: boolean }) {
  const trpc = useTRPC();
  const id = useId();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.auth.setNotificationDigest.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.auth.account.queryKey() }),
    }),
  );
  const checked = save.isPending ? Boolean(save.variables?.daily) : daily;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => save.mutate({ daily: event.target.checked })}
          className="mt-1 size-4 cursor-pointer accent-ticket-400"
        />
        <div className="grid gap-0.5">
          <Label htmlFor={id}>Daily digest</Label>
          <p id={`${id}-hint`} className="text-xs text-muted">
            E-mail me once a day what arrived unread under the bell (rental requests, holds, messages). No
            mail on days with nothing new.
          </p>
        </div>
      </div>
      {save.isError ? (
        <FormAlert>{errorMessage(save.error, 'Could not save that. Please try again.')}</FormAlert>
      ) : null}
    </div>
  );
}
