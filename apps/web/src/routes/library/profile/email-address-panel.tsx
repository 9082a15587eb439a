import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

type AccountSettings = RouterOutputs['auth']['account'];

/**
 * docs/product.md §2 'Verify your address' and 'Change your address': the address, 'Unverified'
 * with 'Send again' until its link is opened, a change waiting for the new inbox, and the form.
 */
export function EmailAddressPanel({ account }: { account: AccountSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.account.queryKey() });
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions({ onSuccess: refresh }));

  return (
    <section aria-labelledby="email-address-heading" className="grid gap-3">
      <h3 id="email-address-heading" className="font-display text-lg text-ticket-400">
        Email address
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-ink">
        <span className="break-all">{account.email}</span>
        {account.emailVerified ? (
          <Badge variant="success">Confirmed</Badge>
        ) : (
          <Badge variant="danger">Unverified</Badge>
        )}
      </p>
      {account.emailVerified ? null : (
        <div className="grid gap-2">
          <p className="text-sm text-muted">
            Open the link we mailed you, so we can reach you if you ever forget your password.
          </p>
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? 'Sending...' : 'Send again'}
          </Button>
          {resend.isSuccess ? (
            <p role="status" className="text-sm text-ink">
              {resend.data.message}
            </p>
          ) : null}
          {resend.isError ? (
            <FormAlert>{errorMessage(resend.error, 'We could not send it. Please try again.')}</FormAlert>
          ) : null}
        </div>
      )}
      {account.pendingEmail ? (
        <p role="status" className="text-sm text-ink">
          Waiting for you to open the link we sent to <strong>{account.pendingEmail}</strong>. Your address
          changes then.
        </p>
      ) : null}
      <ChangeEmailForm hasPassword={account.hasPassword} onRequested={refresh} />
    </section>
  );
}
