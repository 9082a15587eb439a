import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useSearch } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { TokenLinkCard } from '../newsletter/token-link-card.tsx';

/**
 * /verify-email?token=... (docs/product.md §2 'Verify your address', 'Change your address'): the
 * link after sign-up confirms the address; the link sent to a new address makes it the account's.
 */
export function VerifyEmailPage() {
  usePageTitle('Confirm your address');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const confirm = useMutation(
    trpc.auth.confirmEmail.mutationOptions({
      // The address (or whether it is confirmed) changed: the header and the profile read it again.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() }),
    }),
  );

  return (
    <>
      <PageHero aisle="Membership Desk" title="Confirm your address">
        <p>One click, and we know this inbox is yours.</p>
      </PageHero>
      <TokenLinkCard
        token={token}
        action={confirm}
        question="Confirm this address for your membership card?"
        label={{
          idle: 'Confirm my address',
          pending: 'Confirming...',
          icon: <MailCheck aria-hidden="true" />,
        }}
        missing="This link is missing its token. Use the link from the email itself, or ask for a new one from your profile."
        failed="We could not confirm your address. Please try again."
      />
    </>
  );
}
