import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCog } from 'lucide-react';
import { Link } from 'wouter';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { EmailAddressPanel } from './email-address-panel.tsx';
import { LoanMailSettings } from './loan-mail-settings.tsx';
import { NotificationDigestSwitch } from './notification-digest-switch.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';

/**
 * docs/product.md §2 'Profile: Account': the member's address, password, daily digest, loan mail,
 * where they are signed in, and the way to delete the account.
 */
export function AccountSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const account = useQuery(trpc.auth.account.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCog aria-hidden="true" className="size-5 text-neon-cyan" />
          Account
        </CardTitle>
        <CardDescription>
          Your address, your password, the daily digest, loan mail, and the browsers your membership card is
          in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {account.data ? (
          <>
            <EmailAddressPanel account={account.data} />
            <NotificationDigestSwitch daily={account.data.notificationDigest} />
          </>
        ) : null}
        <LoanMailSettings />
        <ChangePasswordForm
          onChanged={() => queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() })}
        />
        <SignedInDevices />
        <section aria-labelledby="delete-account-heading" className="grid gap-2">
          <h3 id="delete-account-heading" className="font-display text-lg text-ticket-400">
            Leaving the store
          </h3>
          <p className="text-sm text-muted">
            Take your library with you, then delete your account and everything personal in it.
          </p>
          <Link href="/delete-account" className={buttonStyles('secondary', 'md', 'justify-self-start')}>
            Delete my account
          </Link>
        </section>
      </CardContent>
    </Card>
  );
}
