import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/**
 * Where a mailing's unsubscribe link lands (/newsletter/unsubscribe?token=...). It asks for a click
 * rather than acting on load, so mail scanners that follow links don't unsubscribe anyone.
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const trpc = useTRPC();
  const unsubscribe = useMutation(trpc.newsletter.unsubscribe.mutationOptions());

  return (
    <>
      <PageHero aisle="Mailroom" title="Newsletter">
        <p>Too much mail from the video store? One click and you're off the list.</p>
      </PageHero>
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <Card>
          <CardContent className="flex flex-col gap-4 pt-7">
            {unsubscribe.isSuccess ? (
              <p role="status" className="text-lg text-ink">
                {unsubscribe.data.message}
              </p>
            ) : !token ? (
              <FormAlert>
                This unsubscribe link is missing its token. Use the link from the email itself.
              </FormAlert>
            ) : (
              <>
                <p className="text-ink/90">Stop getting Chuck's newsletter at this address?</p>
                {unsubscribe.isError ? (
                  <FormAlert>
                    {errorMessage(unsubscribe.error, 'We could not unsubscribe you. Please try again.')}
                  </FormAlert>
                ) : null}
                <Button
                  variant="primary"
                  className="self-start"
                  disabled={unsubscribe.isPending}
                  onClick={() => unsubscribe.mutate({ token })}
                >
                  <MailX aria-hidden="true" />
                  {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
                </Button>
              </>
            )}
            <Link href="/" className={buttonStyles('link')}>
              Back to the front desk
            </Link>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
