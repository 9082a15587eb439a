import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useSearch } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { TokenLinkCard } from './token-link-card.tsx';

/** /newsletter/confirm?token=... (docs/product.md §6): the double opt-in's second step. */
export function ConfirmSubscriptionPage() {
  usePageTitle('Confirm your sign-up');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const trpc = useTRPC();
  const confirm = useMutation(trpc.newsletter.confirm.mutationOptions());

  return (
    <>
      <PageHero aisle="Mailroom" title="Newsletter">
        <p>New arrivals and staff picks, now and then. One click and you're on the list.</p>
      </PageHero>
      <TokenLinkCard
        token={token}
        action={confirm}
        question="Get Chuck's newsletter at this address?"
        label={{
          idle: 'Yes, put me on the list',
          pending: 'Confirming...',
          icon: <MailCheck aria-hidden="true" />,
        }}
        missing="This confirmation link is missing its token. Use the link from the email itself."
        failed="We could not confirm your sign-up. Please try again."
      />
    </>
  );
}
