import { PASSWORD_MIN } from '@chuck/api/client';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useRefreshCurrentUser } from '../../../lib/auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/**
 * /reset-password?token=... (docs/product.md §2 'Forgot your password'): where the mailed link
 * lands. A new password signs every other session out and this browser in.
 */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const search = new URLSearchParams(useSearch());
  const token = search.get('token') ?? '';
  // Sent here by /take-back (issue 33): the card is the member's again and needs a password.
  const takenBack = search.get('taken-back') === '1';
  const trpc = useTRPC();
  const refreshCurrentUser = useRefreshCurrentUser();
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions({ onSuccess: refreshCurrentUser }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    if (password.length < PASSWORD_MIN) {
      setTooShort(true);
      return;
    }
    reset.mutate({ token, password });
  };

  return (
    <>
      <PageHero aisle="Membership Desk" title="Choose a new password">
        <p>One new password, and your membership card works again.</p>
      </PageHero>
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <Card>
          <CardContent className="flex flex-col gap-4 pt-7">
            {reset.isSuccess ? (
              <>
                <p role="status" className="text-lg text-ink">
                  Your new password is set, and you're signed in. Anywhere else you were signed in has been
                  signed out.
                </p>
                <Link href="/profile" className={buttonStyles('primary')}>
                  Go to your profile
                </Link>
              </>
            ) : !token ? (
              <FormAlert>
                This reset link is missing its token. Use the link from the email itself, or ask for a new
                one.
              </FormAlert>
            ) : (
              <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
                {takenBack ? (
                  <p role="status" className="text-ink">
                    Your card is yours again: it has its old address back and every device is signed out. Now
                    choose a new password.
                  </p>
                ) : null}
                <PasswordField
                  label="New password"
                  name="password"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN}
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setTooShort(false);
                  }}
                  error={tooShort ? `Password must be at least ${PASSWORD_MIN} characters` : undefined}
                  hint={`At least ${PASSWORD_MIN} characters.`}
                />
                {reset.isError ? (
                  <FormAlert>
                    {errorMessage(reset.error, 'Something went wrong. Please try again.')}
                  </FormAlert>
                ) : null}
                <Button type="submit" className="self-start" disabled={reset.isPending}>
                  <KeyRound aria-hidden="true" />
                  {reset.isPending ? 'Saving...' : 'Set my new password'}
                </Button>
              </form>
            )}
            {reset.isSuccess ? null : (
              <Link href="/forgot-password" className={buttonStyles('link')}>
                Ask for a new link
              </Link>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
