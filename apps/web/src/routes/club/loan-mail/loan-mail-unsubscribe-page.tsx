import { isLoanMailKind, LOAN_MAIL_LABELS, type LoanMailKind } from '@chuck/api/client';
import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useSearch } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPCClient } from '../../../lib/trpc.ts';
import { TokenLinkCard } from '../../support/newsletter/token-link-card.tsx';

/**
 * Where a loan mail's 'Stop this kind of mail' lands (/loan-mail/unsubscribe?token=...&kind=...,
 * docs/product.md §3 'Loan mail'): one click turns that kind off.
 */
export function LoanMailUnsubscribePage() {
  usePageTitle('Loan mail');
  const search = new URLSearchParams(useSearch());
  const kind = search.get('kind') ?? '';
  const known = isLoanMailKind(kind);
  const client = useTRPCClient();
  // The card asks with the token alone; the kind comes from the same link.
  const action = useMutation({
    mutationFn: ({ token }: { token: string }) =>
      client.loanMail.unsubscribe.mutate({ token, kind: kind as LoanMailKind }),
  });
  const what = known ? LOAN_MAIL_LABELS[kind].toLowerCase() : '';

  return (
    <>
      <PageHero aisle="Mailroom" title="Loan mail">
        <p>Less mail about your loans? One click, and the bell keeps telling you instead.</p>
      </PageHero>
      <TokenLinkCard
        token={known ? (search.get('token') ?? '') : ''}
        action={action}
        question={`Stop mailing me when ${what}?`}
        label={{ idle: 'Stop This Mail', pending: 'Stopping...', icon: <MailX aria-hidden="true" /> }}
        missing="This link is missing part of itself. Use the link from the email itself, or choose your loan mail on your profile."
        failed="We could not change your loan mail. Please try again."
      />
    </>
  );
}
