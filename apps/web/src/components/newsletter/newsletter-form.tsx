import { EMAIL_MAX } from '@chuck/api/client';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';

const FAILED = 'Failed to subscribe. Please try again.';
/** The server names the field a problem is about ('email: Enter a valid email address'). */
const EMAIL_PROBLEM = /^email: (.+)$/;

/**
 * The newsletter sign-up (home support section and landing widget): an email field, a Subscribe button
 * that waits for an address and for the last request, and the server's own words back.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const trpc = useTRPC();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  // What is wrong with the address itself (the server's check), shown on the field until it is edited.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const subscribe = useMutation(
    trpc.newsletter.subscribe.mutationOptions({
      onSuccess: (data) => {
        setMessage(data.message);
        setFieldError(null);
        setEmail('');
      },
      onError: (error) => {
        // The typed address stays so the visitor can fix it and try again.
        setMessage(null);
        const text = errorMessage(error, FAILED);
        const aboutEmail = EMAIL_PROBLEM.exec(text)?.[1] ?? null;
        setFieldError(aboutEmail);
        if (aboutEmail) input.current?.focus();
        toast({
          title: 'Subscription Failed',
          description: aboutEmail ?? text,
          variant: 'destructive',
        });
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || subscribe.isPending) return;
    subscribe.mutate({ email: email.trim() });
  };

  return (
    <form onSubmit={submit} className={cn('flex flex-col gap-2', className)} noValidate>
      <Label htmlFor={inputId}>Email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" variant="neon" disabled={!email.trim() || subscribe.isPending}>
          <Mail aria-hidden="true" />
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {fieldError ? (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-danger">
          {fieldError}
        </p>
      ) : null}
      <p role="status" className="min-h-6 text-sm font-semibold text-success">
        {message}
      </p>
    </form>
  );
}
