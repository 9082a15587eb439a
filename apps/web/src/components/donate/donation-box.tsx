import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleSlash } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CONTACT_EMAIL, CONTACT_HREF } from '../layout/site-links.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadingTape } from '../ui/loading-tape.tsx';
import { AmountPicker } from './amount-picker.tsx';
import { DEFAULT_AMOUNT, formatDollars, INIT_FAILED } from './donation-amounts.ts';

// Stripe's libraries come with the payment form, so pages that never show it never load them.
const PaymentForm = lazy(async () => ({ default: (await import('./payment-form.tsx')).PaymentForm }));

export interface DonationBoxProps {
  /**
   * Start a payment for the default $5 straight away (the /donate page). The home box waits until
   * the visitor picks an amount, so a page view never creates a PaymentIntent.
   */
  autoStart?: boolean;
  compact?: boolean;
  className?: string;
}

/**
 * The tip jar: presets, a custom amount and Stripe's card form. Without Stripe on this server, the
 * amounts and a plain word that card payments are not set up here.
 */
export function DonationBox({ autoStart = false, compact = false, className }: DonationBoxProps) {
  const trpc = useTRPC();
  const config = useQuery(trpc.donations.config.queryOptions());
  // One id per visit: picking the same amount again reuses its PaymentIntent.
  const [requestId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | null>(autoStart ? DEFAULT_AMOUNT : null);
  const intent = useMutation(
    trpc.donations.createIntent.mutationOptions({
      onError: () => toast({ title: 'Error', description: INIT_FAILED, variant: 'destructive' }),
    }),
  );
  const { mutate } = intent;

  const choose = (next: number) => {
    setAmount(next);
    mutate({ amount: next, requestId });
  };

  const started = useRef(false);
  const enabled = config.data?.enabled === true;
  useEffect(() => {
    if (!autoStart || !enabled || started.current) return;
    started.current = true;
    mutate({ amount: DEFAULT_AMOUNT, requestId });
  }, [autoStart, enabled, mutate, requestId]);

  if (config.isPending) {
    return (
      <div className={cn('flex justify-center py-6', className)}>
        <LoadingTape label="Counting the tip jar..." />
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className={cn('flex flex-col items-start gap-3', className)}>
        <FormAlert>We couldn't reach the register. Check your connection and try again.</FormAlert>
        <Button variant="secondary" onClick={() => void config.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!config.data.enabled || !config.data.publishableKey) {
    // The amounts still show (and can be picked), with a plain word about why no card form opens.
    return (
      <div className={cn('flex flex-col gap-5', className)}>
        <AmountPicker selected={amount} onChoose={setAmount} compact={compact} />
        <div
          role="status"
          className="flex items-start gap-3 rounded-md border-2 border-dashed border-midnight-600 bg-midnight-950/60 p-4"
        >
          <CircleSlash aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-neon-pink" />
          <div>
            <p className="font-semibold text-ink">Donations are not configured on this server</p>
            <p className="mt-1 text-sm text-muted">
              Card payments are not set up on this server, so no card form opens here and nothing is charged.
              Want to {amount === null ? 'help' : `chip in ${formatDollars(amount)}`} anyway? Write to{' '}
              <a href={CONTACT_HREF} className="text-neon-cyan underline underline-offset-4">
                {CONTACT_EMAIL}
              </a>
              .
            </p>
          </div>
        </div>
      </div>
    );
  }

  const publishableKey = config.data.publishableKey;
  const clientSecret =
    intent.isSuccess && intent.variables?.amount === amount ? intent.data.clientSecret : null;
  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <AmountPicker selected={amount} onChoose={choose} compact={compact} />
      {amount === null ? (
        <p className="text-sm text-muted">Pick an amount and the card form opens right here.</p>
      ) : intent.isPending ? (
        <LoadingTape label={`Ringing up ${formatDollars(amount)}...`} />
      ) : intent.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert>{INIT_FAILED}</FormAlert>
          <Button variant="secondary" onClick={() => choose(amount)}>
            Try again
          </Button>
        </div>
      ) : clientSecret ? (
        <Suspense fallback={<LoadingTape label="Opening the register..." />}>
          <PaymentForm
            key={clientSecret}
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            amount={amount}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
