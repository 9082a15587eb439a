import { useQueryClient } from '@tanstack/react-query';
import { UserCog } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';

/** docs/product.md §2 'Profile: Account': the member's password and where they are signed in. */
export function AccountSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCog aria-hidden="true" className="size-5 text-neon-cyan" />
          Account
        </CardTitle>
        <CardDescription>Your password, and the browsers your membership card is in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ChangePasswordForm
          onChanged={() => queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() })}
        />
        <SignedInDevices />
      </CardContent>
    </Card>
  );
}
