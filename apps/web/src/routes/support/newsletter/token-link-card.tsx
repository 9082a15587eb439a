import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';

interface TokenLinkCardProps {
  token: string;
  /** What opening the link does, e.g. unsubscribing; called with the token on the click. */
  action: UseMutationResult<{ message: string }, unknown, { token: string }>;
  question: ReactNode;
  label: { idle: string; pending: string; icon?: ReactNode };
  /** Shown for a link that lost its token. */
  missing: string;
  failed: string;
}

/**
 * Where a mailed link lands (unsubscribe, confirm a sign-up, confirm an address). It asks for a
 * click rather than acting on load, so mail scanners that follow links change nothing.
 */
export function TokenLinkCard({ token, action, question, label, missing, failed }: TokenLinkCardProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-7">
          {action.isSuccess ? (
            <p role="status" className="text-lg text-ink">
              {action.data.message}
            </p>
          ) : !token ? (
            <FormAlert>{missing}</FormAlert>
          ) : (
            <>
              <p className="text-ink/90">{question}</p>
              {action.isError ? <FormAlert>{errorMessage(action.error, failed)}</FormAlert> : null}
              <Button
                variant="primary"
                className="self-start"
                disabled={action.isPending}
                onClick={() => action.mutate({ token })}
              >
                {label.icon}
                {action.isPending ? label.pending : label.idle}
              </Button>
            </>
          )}
          <Link href="/" className={buttonStyles('link')}>
            Back to the front desk
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
