import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MutationFeedback } from '../../../components/ui/mutation-feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTRPC } from '../../../lib/trpc.ts';

/**
 * docs/product.md §2 'Change your address': the new address and the password; the change happens
 * when the link mailed to the new address is opened. An account without a password sets one first.
 */
export function ChangeEmailForm({
  hasPassword,
  onRequested,
}: {
  hasPassword: boolean;
  onRequested: () => void;
}) {
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation(
    trpc.auth.changeEmail.mutationOptions({
      onSuccess: () => {
        setEmail('');
        setPassword('');
        onRequested();
      },
    }),
  );

  if (!hasPassword) {
    return (
      <p className="text-sm text-muted">
        To change your address, first set a password with 'Forgot your password?' on the sign-in page.
      </p>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!email.trim()) return setProblem('Enter the new address');
    if (!password) return setProblem('Enter your password');
    setProblem(null);
    change.mutate({ email: email.trim(), password });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change email address" className="grid gap-3">
      <TextField
        label="New email address"
        name="newEmail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        name="emailPassword"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <MutationFeedback problem={problem} mutation={change} />
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? 'Sending...' : 'Change address'}
      </Button>
    </form>
  );
}
