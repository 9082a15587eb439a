import { Disc3, ListVideo, Sparkles, Users } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { type CurrentUser, useCurrentUser, useRefreshCurrentUser } from '../../../lib/auth.ts';
import { safeReturnTo } from '../../../lib/auth-urls.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AlreadySignedIn } from './already-signed-in.tsx';
import type { AuthMode } from './auth-mode.ts';
import { LoginForm } from './login-form.tsx';

const perks = [
  { icon: ListVideo, text: 'Keep a watchlist queue and a seen list with thumbs ratings.' },
  { icon: Disc3, text: 'Catalogue your DVDs in the DVD Club and earn credits lending them out.' },
  { icon: Users, text: 'Connect and swap messages with members who share your taste.' },
  { icon: Sparkles, text: 'Your top 3, ratings and chats with Chuck come with you when you sign in.' },
] as const;

/** /login: where /api/login sends visitors. After signing in, back to `returnTo` (same-site paths only). */
export function LoginPage() {
  usePageTitle('Sign in');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const refreshCurrentUser = useRefreshCurrentUser();
  const { user } = useCurrentUser();
  // Set once this form signs someone in, so the page leaves instead of saying "already in".
  const [signedInHere, setSignedInHere] = useState(false);
  const initialMode: AuthMode = params.get('mode') === 'register' ? 'register' : 'login';
  const returnTo = safeReturnTo(params.get('returnTo'));

  const onSignedIn = async (member: CurrentUser) => {
    setSignedInHere(true);
    await refreshCurrentUser(member);
    // Server routes (/api/...) need a real page load; everything else is a screen of this app.
    if (returnTo.startsWith('/api/')) window.location.assign(returnTo);
    else navigate(returnTo, { replace: true });
  };

  return (
    <section className="crt">
      <div className="relative z-[2] mx-auto grid max-w-6xl items-start gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-16">
        <div className="lg:pt-6">
          <ShelfLabel>Membership Desk</ShelfLabel>
          <h1 className="mt-4 font-display text-3xl leading-tight sm:text-5xl">
            Your <span className="neon-cyan">membership card</span>, please
          </h1>
          <p className="mt-4 max-w-lg text-lg text-muted">
            Browsing is free for everyone; members get the back-room perks.
          </p>
          <ul className="mt-6 hidden max-w-lg flex-col gap-4 sm:flex">
            {perks.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-md border-2 border-neon-pink/70 text-neon-pink">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-ink/90">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        {/* The offset neon shadow sits on a wrapper: the card clips its own overflow. */}
        <div className="rounded-lg shadow-[8px_8px_0_0_var(--color-neon-pink)]">
          <Card>
            <CardContent className="pt-7 pb-7 sm:pt-8">
              {user && !signedInHere ? (
                <AlreadySignedIn user={user} returnTo={returnTo} />
              ) : (
                <LoginForm initialMode={initialMode} onSignedIn={onSignedIn} />
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
