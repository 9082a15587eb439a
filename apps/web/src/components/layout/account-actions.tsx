import { Heart, LogIn, LogOut, Mail, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../lib/auth.ts';
import { LOGOUT_PATH, loginUrl } from '../../lib/auth-urls.ts';
import { cn } from '../../lib/cn.ts';
import { type ButtonSize, buttonStyles } from '../ui/button.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { CONTACT_EMAIL, CONTACT_HREF } from './site-links.ts';

interface AccountState {
  user: CurrentUser | null;
  /** The member is still being looked up: hold the space instead of flashing 'Sign In'. */
  loading: boolean;
  /** Where a visitor returns after signing in. */
  returnTo: string;
}

export interface ProfileOrSignInProps extends AccountState {
  size?: ButtonSize;
  /** Phones: the member's button shrinks to its icon (the name stays as its label). */
  compact?: boolean;
  onNavigate?: () => void;
  className?: string;
}

/** docs/product.md §2: the profile/login button. Logged out → /api/login; logged in → /profile. */
export function ProfileOrSignIn({
  user,
  loading,
  returnTo,
  size = 'sm',
  compact,
  onNavigate,
  className,
}: ProfileOrSignInProps) {
  if (loading) {
    return (
      <span
        aria-hidden="true"
        className={cn('h-9 w-24 animate-pulse rounded-md bg-midnight-800', className)}
      />
    );
  }
  if (!user) {
    return (
      <a href={loginUrl(returnTo)} className={buttonStyles('primary', size, className)}>
        <LogIn aria-hidden="true" />
        Sign In
      </a>
    );
  }
  const firstName = user.firstName?.trim();
  return (
    <Link
      href="/profile"
      onClick={onNavigate}
      aria-label={firstName ? `Profile: ${firstName}` : 'Profile'}
      className={buttonStyles('primary', compact ? 'icon' : size, cn('max-w-56', className))}
    >
      <UserRound aria-hidden="true" />
      {compact ? null : <span className="truncate">{firstName || 'Profile'}</span>}
    </Link>
  );
}

export interface AccountActionsProps extends AccountState {
  /** 'bar' sits in the header row; 'stack' fills the small-screen menu. */
  layout: 'bar' | 'stack';
  onNavigate?: () => void;
  className?: string;
}

/** docs/product.md §2 header: donate, the contact mail link, the profile/login button, members' sign-out. */
export function AccountActions({ layout, onNavigate, className, ...account }: AccountActionsProps) {
  const stack = layout === 'stack';
  const size = stack ? 'lg' : 'sm';
  const fill = stack ? 'w-full justify-start' : undefined;
  return (
    <div className={cn('flex', stack ? 'flex-col gap-3' : 'items-center gap-2', className)}>
      <Link href="/donate" onClick={onNavigate} className={buttonStyles('neon', size, fill)}>
        <Heart aria-hidden="true" />
        Donate
      </Link>
      {stack ? (
        <a href={CONTACT_HREF} className={buttonStyles('ghost', 'lg', fill)}>
          <Mail aria-hidden="true" />
          Contact Chuck
        </a>
      ) : (
        <Tooltip content={CONTACT_EMAIL}>
          <a
            href={CONTACT_HREF}
            className={buttonStyles('ghost', 'icon')}
            aria-label={`Contact Chuck at ${CONTACT_EMAIL}`}
          >
            <Mail aria-hidden="true" />
          </a>
        </Tooltip>
      )}
      <ProfileOrSignIn
        size={size}
        onNavigate={onNavigate}
        className={cn(fill, stack && 'max-w-none')}
        {...account}
      />
      {account.user ? (
        <a href={LOGOUT_PATH} className={buttonStyles('secondary', size, fill)}>
          <LogOut aria-hidden="true" />
          Sign Out
        </a>
      ) : null}
    </div>
  );
}
