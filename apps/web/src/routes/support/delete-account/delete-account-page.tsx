import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, LogIn, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { loginUrl } from '../../../lib/auth-urls.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { showFailure } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useLibraryExport } from '../../library/profile/use-library-export.ts';

/** The word an account without a password types (docs/product.md §2 'Delete my account'). */
const CONFIRMATION = 'DELETE';

/**
 * /delete-account (docs/product.md §2 'Delete my account'): the export first, then the password (or,
 * for an account that signs in only through GitHub or Google, DELETE typed after a fresh sign-in).
 */
export function DeleteAccountPage() {
  usePageTitle('Delete my account');
  const { isAuthenticated, isLoading } = useCurrentUser();
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);

  return (
    <>
      <PageHero aisle="Membership Desk" title="Delete my account">
        <p>Sorry to see you go. Take your library with you first.</p>
      </PageHero>
      <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:px-6">
        {deletedMessage ? (
          <Card>
            <CardContent className="flex flex-col gap-4 pt-7">
              <p role="status" className="text-lg text-ink">
                {deletedMessage}
              </p>
              <Link href="/" className={buttonStyles('primary', 'md', 'self-start')}>
                Back to the front desk
              </Link>
            </CardContent>
          </Card>
        ) : isLoading ? (
          <LoadingTape label="Checking your membership card" />
        ) : !isAuthenticated ? (
          <Card>
            <CardContent className="flex flex-col gap-4 pt-7">
              <p className="text-ink">Sign in first: only you can delete your account.</p>
              <a href={loginUrl('/delete-account')} className={buttonStyles('primary', 'md', 'self-start')}>
                <LogIn aria-hidden="true" />
                Sign in
              </a>
            </CardContent>
          </Card>
        ) : (
          <>
            <ExportFirst />
            <DeleteForm onDeleted={setDeletedMessage} />
          </>
        )}
      </div>
    </>
  );
}

function ExportFirst() {
  const exportCsv = useLibraryExport((error) =>
    showFailure(error, 'Failed to export your lists. Please try again.', 'Export Failed'),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>1. Take your library with you</CardTitle>
        <CardDescription>
          Your watchlist, the films you've seen and your diary, as a Letterboxd CSV you can import anywhere.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          <Download aria-hidden="true" />
          {exportCsv.isPending ? 'Exporting...' : 'Download my library (CSV)'}
        </Button>
      </CardContent>
    </Card>
  );
}

function DeleteForm({ onDeleted }: { onDeleted: (message: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const account = useQuery(trpc.auth.account.queryOptions());
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const remove = useMutation(
    trpc.auth.deleteAccount.mutationOptions({
      onSuccess: ({ message }) => {
        onDeleted(message);
        // Signed out: everything the app knew about the member goes.
        queryClient.setQueryData(trpc.auth.me.queryKey(), null);
        void queryClient.invalidateQueries();
      },
    }),
  );
  if (!account.data) return <LoadingTape label="Loading your account" />;
  const hasPassword = account.data.hasPassword;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    remove.mutate(hasPassword ? { password } : { confirmation });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>2. Delete the account</CardTitle>
        <CardDescription>
          Your profile, lists, diary, collection, picks, chats and sessions are deleted for good. Loans you
          finished stay in the other member's history, and your messages stay in their conversations, signed
          'a former member'. Your address is free for a new sign-up at once. Not possible while a disc is out
          on loan to or from you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Delete my account" className="grid gap-3">
          {hasPassword ? (
            <TextField
              label="Your password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <TextField
              label={`Type ${CONFIRMATION} to confirm`}
              name="confirmation"
              autoComplete="off"
              hint="Your account signs in through GitHub or Google: sign in with it again first, then delete within 10 minutes."
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          )}
          {remove.isError ? (
            <FormAlert>{errorMessage(remove.error, 'Something went wrong. Please try again.')}</FormAlert>
          ) : null}
          <Button
            type="submit"
            variant="destructive"
            className="justify-self-start"
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden="true" />
            {remove.isPending ? 'Deleting...' : 'Delete my account for good'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
