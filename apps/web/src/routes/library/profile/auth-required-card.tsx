import { ArrowLeft, Lock, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { loginUrl } from '../../../lib/auth-urls.ts';

/** docs/product.md §2: what a signed-out visitor sees on /profile while the login redirect is on its way. */
export function AuthRequiredCard() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader className="items-center text-center">
        <div
          aria-hidden="true"
          className="mb-2 flex size-14 items-center justify-center rounded-md border-2 border-ticket-400 bg-midnight-800 text-ticket-400 shadow-[4px_4px_0_0_var(--color-neon-pink)]"
        >
          <Lock className="size-7" />
        </div>
        <CardTitle>Authentication Required</CardTitle>
        <CardDescription>
          Your profile is behind the members' counter. Show your membership card to see your watchlist, picks
          and badges.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap justify-center gap-3">
        <a href={loginUrl('/profile')} className={buttonStyles('primary', 'md')}>
          <LogIn aria-hidden="true" />
          Login
        </a>
        <Link href="/" className={buttonStyles('secondary', 'md')}>
          <ArrowLeft aria-hidden="true" />
          Back to Movies
        </Link>
      </CardContent>
    </Card>
  );
}
