import { BIO_MAX, CONNECTION_PREFERENCES, DISPLAY_NAME_MAX, WATCHING_GOALS } from '@chuck/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { SelectField, type SelectOption } from '../../../components/collection/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { QueryPanel } from '../../../components/ui/query-panel.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { showFailure, toast } from '../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';

type SocialProfile = RouterOutputs['socialProfile']['get'];
type WatchingGoal = NonNullable<SocialProfile['watchingGoals']>;
type Goal = WatchingGoal | '';
type Preference = SocialProfile['connectionPreference'];

// The server's options, in its order; a Record, so a new option fails the type check until worded.
const GOAL_LABELS: Record<WatchingGoal, string> = {
  expand_horizons: 'Expand my horizons',
  hidden_gems: 'Find hidden gems',
  classic_cinema: 'Catch up on classic cinema',
  foreign_films: 'Explore foreign films',
  specific_genres: 'Dig into specific genres',
};
const GOAL_OPTIONS: SelectOption<Goal>[] = [
  { value: '', label: 'No particular goal' },
  ...WATCHING_GOALS.map((value) => ({ value, label: GOAL_LABELS[value] })),
];

const PREFERENCE_LABELS: Record<Preference, string> = {
  any: 'Anyone',
  similar_taste: 'Similar taste',
  different_taste: 'Different taste',
};
const PREFERENCE_OPTIONS: SelectOption<Preference>[] = CONNECTION_PREFERENCES.map((value) => ({
  value,
  label: PREFERENCE_LABELS[value],
}));

/** docs/product.md §2 Profile tab: how other members see you, saved through the social profile calls. */
export function ProfileTab() {
  const trpc = useTRPC();
  const query = useQuery(trpc.socialProfile.get.queryOptions());
  // The form is keyed so it starts from what was saved.
  return (
    <QueryPanel
      query={query}
      loadingLabel="Pulling your member card..."
      failure="Failed to load your profile."
      retry
    >
      {(profile) => <ProfileForm key={profile?.updatedAt ?? 'new'} profile={profile ?? null} />}
    </QueryPanel>
  );
}

function ProfileForm({ profile }: { profile: SocialProfile | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const bioId = useId();
  const [displayName, setDisplayName] = useState(profile?.displayName ?? '');
  const [bio, setBio] = useState(profile?.bio ?? '');
  const [goal, setGoal] = useState<Goal>(profile?.watchingGoals ?? '');
  const [preference, setPreference] = useState<Preference>(profile?.connectionPreference ?? 'any');

  const save = useMutation(
    trpc.socialProfile.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.socialProfile.get.queryKey(), saved);
        // The order of connections follows the preference.
        void queryClient.invalidateQueries({ queryKey: trpc.connections.list.queryKey() });
        toast({ title: 'Profile updated!' });
      },
      // What was typed stays in the form.
      onError: (error) => {
        if (isUnauthorizedError(error)) return void handleUnauthorized();
        showFailure(error, 'Please try again.', 'Failed to update profile');
      },
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ displayName, bio, watchingGoals: goal, connectionPreference: preference });
  };

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Your Social Profile</CardTitle>
        <CardDescription>What fellow members see when the films you share connect you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-5">
          <TextField
            label="Display Name"
            value={displayName}
            maxLength={DISPLAY_NAME_MAX}
            onChange={(event) => setDisplayName(event.target.value)}
            placeholder="How other members know you"
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={bioId}>Bio</Label>
            <Textarea
              id={bioId}
              rows={4}
              maxLength={BIO_MAX}
              value={bio}
              onChange={(event) => setBio(event.target.value)}
              placeholder="The movies you can't stop recommending..."
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label="Watching Goals" value={goal} options={GOAL_OPTIONS} onValueChange={setGoal} />
            <SelectField
              label="Connection Preference"
              value={preference}
              options={PREFERENCE_OPTIONS}
              onValueChange={setPreference}
            />
          </div>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
