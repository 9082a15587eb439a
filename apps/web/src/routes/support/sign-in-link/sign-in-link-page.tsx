import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useSearch } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { useRefreshCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSessionId } from '../../../lib/session.ts';
import { useTRPCClient } from '../../../lib/trpc.ts';
import { TokenLinkCard } from '../newsletter/token-link-card.tsx';

/**
 * /sign-in-link?token=... (docs/product.md §2 'Too many tries'): while password sign-in for the
 * account is paused, the mailed link signs its owner in, once, for 15 minutes.
 */
export function SignInLinkPage() {
  usePageTitle('Sign in with your link');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const client = useTRPCClient();
  const sessionId = useSessionId();
  const refreshCurrentUser = useRefreshCurrentUser();
  const signIn = useMutation({
    mutationFn: async (input: { token: string }) => {
      const user = await client.auth.signInWithLink.mutate({ token: input.token, sessionId });
      await refreshCurrentUser(user);
      return { message: `You're signed in${user.firstName ? `, ${user.firstName}` : ''}. Welcome back!` };
    },
  });

  return (
    <>
      <PageHero aisle="Membership Desk" title="Sign in with your link">
        <p>Password sign-in is paused for your card for a little while; this link still lets you in.</p>
      </PageHero>
      <TokenLinkCard
        token={token}
        action={signIn}
        question="Sign in to your membership card on this browser?"
        label={{ idle: 'Sign me in', pending: 'Signing in...', icon: <LogIn aria-hidden="true" /> }}
        missing="This link is missing its token. Use the link from the email itself."
        failed="We could not sign you in. Please try again."
      />
    </>
  );
}
