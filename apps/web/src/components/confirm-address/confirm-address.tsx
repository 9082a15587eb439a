import { CONFIRM_TO_LEND } from '@chuck/api/client';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message.ts';
import { showFailure, toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';

/** 'Send the link again': mails a fresh confirmation link (the profile's 'Send again' does the same). */
function ResendLinkButton() {
  const trpc = useTRPC();
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  if (resend.isSuccess) return <span role="status">{resend.data.message}</span>;
  return (
    <span className="grid justify-items-start gap-1">
      <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        Send the link again
      </Button>
      {resend.isError ? <span>{errorMessage(resend.error, 'Please try again.')}</span> : null}
    </span>
  );
}

/**
 * docs/product.md §3 'Lending needs a confirmed address': a lending step refused for an unconfirmed
 * address shows the refusal with a button that sends the link again (true: a dialog should close,
 * so the button can be reached); any other failure as usual (false).
 */
export function showLendingFailure(error: unknown, fallback: string, title?: string): boolean {
  if (errorMessage(error, fallback) !== CONFIRM_TO_LEND) {
    showFailure(error, fallback, title);
    return false;
  }
  toast({
    title: 'Confirm your address',
    variant: 'destructive',
    duration: 15_000,
    description: (
      <span className="grid gap-2">
        <span>{CONFIRM_TO_LEND}</span>
        <ResendLinkButton />
      </span>
    ),
  });
  return true;
}
