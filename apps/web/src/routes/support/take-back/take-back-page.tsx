import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { TokenLinkCard } from '../newsletter/token-link-card.tsx';

/**
 * /take-back?token=... (docs/product.md §2 'Taking your account back'): the link mailed to the old
 * address after an address change, or to the address after a password change. One click gives the
 * card back and signs out everywhere; then the member chooses a new password on the reset page.
 */
export function TakeBackPage() {
  usePageTitle('Take your account back');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const takeBack = useMutation(
    trpc.auth.takeBack.mutationOptions({
      onSuccess: async ({ resetToken }) => {
        // Every session ended, this browser's too: whoever was signed in here is a visitor now.
        await queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() });
        navigate(`/reset-password?token=${encodeURIComponent(resetToken)}&taken-back=1`);
      },
    }),
  );

  return (
    <>
      <PageHero aisle="Membership Desk" title="Take your account back">
        <p>If somebody else changed your card, this puts it back in your hands.</p>
      </PageHero>
      <TokenLinkCard
        token={token}
        action={takeBack}
        question="Give your card its old address back, sign out every device, and choose a new password?"
        label={{
          idle: 'Take my account back',
          pending: 'Taking it back...',
          icon: <ShieldCheck aria-hidden="true" />,
        }}
        missing="This link is missing its token. Use the link from the email itself."
        failed="We could not take your account back. Please try again."
      />
    </>
  );
}
