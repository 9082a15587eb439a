import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized } from '../../../lib/unauthorized.ts';
import { AuthRequiredCard } from './auth-required-card.tsx';
import { PROFILE_LOGIN_DELAY_MS, PROFILE_PATH } from './profile-auth.ts';
import { ProfileDashboard } from './profile-dashboard.tsx';

const TITLE = 'Your Profile';
const AISLE = 'Members Only';

/** /profile (docs/product.md §2): loading, signed out (toast, card, login after 500 ms) or the library. */
export function ProfilePage() {
  usePageTitle(TITLE);
  const { user, isLoading, error } = useCurrentUser();

  if (isLoading) {
    return (
      <>
        <PageHero aisle={AISLE} title={TITLE} />
        <div className="flex min-h-[40vh] items-center justify-center px-4">
          <LoadingTape size="lg" label="Loading your profile..." />
        </div>
      </>
    );
  }
  if (user) return <ProfileDashboard user={user} title={TITLE} aisle={AISLE} />;
  if (error) return <ProfileUnavailable />;
  return <SignedOut />;
}

function SignedOut() {
  useEffect(
    () =>
      handleUnauthorized({
        title: 'Unauthorized',
        description: 'You need to log in to view your profile. Logging in...',
        delayMs: PROFILE_LOGIN_DELAY_MS,
        returnTo: PROFILE_PATH,
      }),
    [],
  );
  return (
    <>
      <PageHero aisle={AISLE} title={TITLE} />
      <div className="px-4 py-10 sm:px-6">
        <AuthRequiredCard />
      </div>
    </>
  );
}

/** The session check itself failed (server unreachable): say so rather than send them to log in. */
function ProfileUnavailable() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (
    <>
      <PageHero aisle={AISLE} title={TITLE} />
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-10 text-center">
        <p role="alert" className="text-lg text-muted">
          We couldn't reach the store to check your membership card.
        </p>
        <Button
          variant="secondary"
          onClick={() => void queryClient.refetchQueries({ queryKey: trpc.auth.me.queryKey() })}
        >
          Try again
        </Button>
      </div>
    </>
  );
}
