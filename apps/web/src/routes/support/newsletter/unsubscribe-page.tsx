import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useSearch } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { TokenLinkCard } from './token-link-card.tsx';

/** Where a mailing's unsubscribe link lands (/newsletter/unsubscribe?token=...). */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const trpc = useTRPC();
  const unsubscribe = useMutation(trpc.newsletter.unsubscribe.mutationOptions());

  return (
    <>
      <PageHero aisle="Mailroom" title="Newsletter">
        <p>Too much mail from the video store? One click and you're off the list.</p>
      </PageHero>
      <TokenLinkCard
        token={token}
        action={unsubscribe}
        question="Stop getting Chuck's newsletter at this address?"
        label={{ idle: 'Unsubscribe', pending: 'Unsubscribing...', icon: <MailX aria-hidden="true" /> }}
        missing="This unsubscribe link is missing its token. Use the link from the email itself."
        failed="We could not unsubscribe you. Please try again."
      />
    </>
  );
}
