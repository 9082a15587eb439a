import { townLabel } from '@chuck/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IdCard, Pencil } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { type CurrentUser, displayName } from '../../../lib/auth.ts';
import { requireLogin } from '../../../lib/login-required.ts';
import { showFailure, toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { PROFILE_PATH } from './profile-auth.ts';
import { type SocialProfile, toDraft, VISIBILITY_LABELS, WATCHING_GOAL_LABELS } from './profile-fields.ts';

// The editor (and its town type-ahead) loads when Edit Profile is pressed: most visits only read the
// card, and the profile screen stays within its bundle budget.
const ProfileForm = lazy(async () => ({ default: (await import('./profile-form.tsx')).ProfileForm }));

export function useSocialProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.socialProfile.get.queryOptions());
}

export interface ProfileCardProps {
  user: CurrentUser;
  profile: ReturnType<typeof useSocialProfile>;
  onChanged: () => void;
}

/** docs/product.md §2 profile card: display name, bio, genres and goal; view, then edit, then saved. */
export function ProfileCard({ user, profile, onChanged }: ProfileCardProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const save = useMutation(
    trpc.socialProfile.save.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.socialProfile.get.queryKey(), saved);
        toast({ title: 'Profile Updated!', description: 'Your cinematic profile has been saved' });
        setEditing(false);
        onChanged();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) requireLogin('profile', { returnTo: PROFILE_PATH });
        else showFailure(error, 'Failed to update profile');
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2">
              <IdCard aria-hidden="true" className="size-5 text-neon-pink" />
              Profile
            </CardTitle>
            <CardDescription>How other members see you at the counter.</CardDescription>
          </div>
          {!editing && profile.isSuccess ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit Profile
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        <ListState
          query={profile}
          loadingLabel="Loading your profile card..."
          errorText="Couldn't load your profile."
        >
          {profile.data && editing ? (
            <Suspense fallback={<p className="text-sm text-muted">Opening the editor...</p>}>
              <ProfileForm
                initial={toDraft(profile.data)}
                saving={save.isPending}
                onSave={(input) => save.mutate(input)}
                onCancel={() => setEditing(false)}
              />
            </Suspense>
          ) : profile.data ? (
            <ProfileView profile={profile.data} fallbackName={displayName(user)} />
          ) : null}
        </ListState>
      </CardContent>
    </Card>
  );
}

function ProfileView({ profile, fallbackName }: { profile: SocialProfile; fallbackName: string }) {
  return (
    <dl className="grid gap-3 text-sm">
      <Field label="Display name">
        <span className="font-display text-lg text-ink">{profile.displayName || fallbackName}</span>
      </Field>
      <Field label="Bio">
        {profile.bio ? (
          <span className="whitespace-pre-line text-ink">{profile.bio}</span>
        ) : (
          <Empty>No bio yet. Tell the store what you love to watch.</Empty>
        )}
      </Field>
      <Field label="Favorite genres">
        {profile.favoriteGenres.length ? (
          <span className="flex flex-wrap gap-1.5">
            {profile.favoriteGenres.map((genre) => (
              <Badge key={genre} variant="cyan">
                {genre}
              </Badge>
            ))}
          </span>
        ) : (
          <Empty>None picked yet</Empty>
        )}
      </Field>
      <Field label="Watching goals">
        {profile.watchingGoals ? (
          <span className="text-ink">{WATCHING_GOAL_LABELS[profile.watchingGoals]}</span>
        ) : (
          <Empty>Not set</Empty>
        )}
      </Field>
      <Field label="Your town">
        {profile.town ? <span className="text-ink">{townLabel(profile.town)}</span> : <Empty>Not set</Empty>}
      </Field>
      <Field label="Who can see my page">
        <span className="text-ink">{VISIBILITY_LABELS[profile.visibility]}</span>
      </Field>
      <Field label="Shelf alerts">
        <span className="text-ink">{profile.shelfAlerts ? 'On' : 'Off'}</span>
      </Field>
    </dl>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="font-retro text-base tracking-wide text-muted uppercase">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <span className="text-muted italic">{children}</span>;
}
