import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { type CurrentUser, useCurrentUser } from '../../lib/auth.ts';
import { loginUrl } from '../../lib/auth-urls.ts';
import { buttonStyles } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { LoadingTape } from '../ui/loading-tape.tsx';

export interface MembersOnlyProps {
  /** What a member sees. */
  children: (user: CurrentUser) => ReactNode;
  /** What a visitor sees instead (docs/product.md §6), e.g. a LoginRequiredCard. */
  visitor: ReactNode;
}

/** The body of a members' screen, below its hero: the membership check, then the member's view or the visitor's. */
export function MembersOnly({ children, visitor }: MembersOnlyProps) {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      {isLoading ? (
        <div className="flex justify-center py-10">
          <LoadingTape label="Checking your membership card..." />
        </div>
      ) : user ? (
        children(user)
      ) : (
        visitor
      )}
    </div>
  );
}

export interface LoginRequiredCardProps {
  /** What membership would give them here. */
  children: ReactNode;
  /** Where the login brings them back to. */
  returnTo: string;
  /** Beside Log In. */
  actions?: ReactNode;
  className?: string;
}

/** 'Login Required': what a visitor gets from signing in on this screen, and the way in. */
export function LoginRequiredCard({ children, returnTo, actions, className }: LoginRequiredCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LogIn aria-hidden="true" className="size-5 text-neon-pink" />
          Login Required
        </CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <a href={loginUrl(returnTo)} className={buttonStyles('primary', 'md')}>
          Log In
        </a>
        {actions}
      </CardContent>
    </Card>
  );
}
