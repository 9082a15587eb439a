import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { type CurrentUser, displayName } from '../../../lib/auth.ts';
import { LOGOUT_PATH } from '../../../lib/auth-urls.ts';

/** A member who opens /login again: say who they are and let them carry on or switch accounts. */
export function AlreadySignedIn({ user, returnTo }: { user: CurrentUser; returnTo: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-display text-2xl leading-tight text-ticket-400">You're already in</h2>
      <p className="text-muted">
        Signed in as <strong className="text-ink">{displayName(user)}</strong> ({user.email}).
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href={returnTo} className={buttonStyles('primary', 'md')}>
          Continue
        </Link>
        <a href={LOGOUT_PATH} className={buttonStyles('secondary', 'md')}>
          <LogOut aria-hidden="true" />
          Sign out to switch accounts
        </a>
      </div>
    </div>
  );
}
