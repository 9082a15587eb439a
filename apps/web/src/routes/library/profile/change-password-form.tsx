import { PASSWORD_MIN } from '@chuck/api/client';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MutationFeedback } from '../../../components/ui/mutation-feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTRPC } from '../../../lib/trpc.ts';

/** docs/product.md §2 'Profile: Account': the current password, then the new one; other devices sign out. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const trpc = useTRPC();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        onChanged();
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!currentPassword) return setProblem('Enter your current password');
    if (newPassword.length < PASSWORD_MIN) {
      return setProblem(`Password must be at least ${PASSWORD_MIN} characters`);
    }
    setProblem(null);
    change.mutate({ currentPassword, newPassword });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="grid gap-3">
      <h3 className="font-display text-lg text-ticket-400">Change password</h3>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <MutationFeedback problem={problem} mutation={change} />
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
