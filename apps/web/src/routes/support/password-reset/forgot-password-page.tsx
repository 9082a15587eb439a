import { useMutation } from '@tanstack/react-query';
import { MailQuestion } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/**
 * /forgot-password (docs/product.md §2 'Forgot your password'): the member's address, and the
 * server's one answer, the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot your password');
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const request = useMutation(trpc.auth.forgotPassword.mutationOptions());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!email.trim()) {
      setMissing(true);
      return;
    }
    request.mutate({ email: email.trim() });
  };

  return (
    <>
      <PageHero aisle="Membership Desk" title="Forgot your password?">
        <p>It happens to the best of us. Tell us your address and we'll mail you a link to pick a new one.</p>
      </PageHero>
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <Card>
          <CardContent className="flex flex-col gap-4 pt-7">
            {request.isSuccess ? (
              <p role="status" className="text-lg text-ink">
                {request.data.message}
              </p>
            ) : (
              <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
                <EmailField
                  label="Email"
                  name="email"
                  required
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setMissing(false);
                  }}
                  error={missing ? 'Enter your email address' : undefined}
                />
                {request.isError ? (
                  <FormAlert>
                    {errorMessage(request.error, 'Something went wrong. Please try again.')}
                  </FormAlert>
                ) : null}
                <Button type="submit" className="self-start" disabled={request.isPending}>
                  <MailQuestion aria-hidden="true" />
                  {request.isPending ? 'Sending...' : 'Send me a reset link'}
                </Button>
              </form>
            )}
            <Link href="/login" className={buttonStyles('link')}>
              Back to sign in
            </Link>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
