import { useLocation } from 'wouter';
import { useCurrentUser, useSignedOutLive } from '../../lib/auth.ts';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { AccountActions, ProfileOrSignIn } from './account-actions.tsx';
import { AisleNav } from './aisle-nav.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { MenuSheet } from './menu-sheet.tsx';
import { ModerationLink } from './moderation-link.tsx';

/**
 * The store front (docs/product.md §2 Home header). Wide screens show the aisles and every action in one row;
 * below md the rest folds into a menu; the profile/login button (and the bell for members) stay out.
 */
export function SiteHeader() {
  const { user, isLoading } = useCurrentUser();
  useSignedOutLive(user?.id);
  const [location] = useLocation();
  // Signing in from the login page itself should not come back to it.
  const returnTo = location.startsWith('/login') ? '/' : location;
  const account = { user, loading: isLoading, returnTo };

  return (
    <header className="relative z-30 border-b border-midnight-700 bg-midnight-950/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:h-18 sm:px-6">
        <BrandLogo />
        <AisleNav layout="bar" className="ml-4 hidden xl:block" />
        <div className="ml-auto flex items-center gap-2">
          {user ? <ModerationLink /> : null}
          {user ? <NotificationBell user={user} /> : null}
          <ProfileOrSignIn compact className="md:hidden" {...account} />
          <AccountActions layout="bar" className="hidden md:flex" {...account} />
          <MenuSheet className="xl:hidden" {...account} />
        </div>
      </div>
      <div aria-hidden="true" className="neon-rule" />
    </header>
  );
}
