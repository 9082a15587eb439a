// First, so its mocks are in place before the app's modules load.
import './fake-redirect-and-sound.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fail, unauthorized } from '../../../test/trpc-mock.ts';
import { emptyProfile, fakeProfileServer, rewindReady } from './fake-profile.ts';
import { spies } from './fake-redirect-and-sound.ts';

wholeAppRenders(() => import('./profile-page.tsx'));

afterEach(() => {
  spies.redirect.mockReset();
  spies.unauthorized.mockReset();
});

async function openEditor() {
  const app = renderApp('/profile');
  await app.user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return { ...app, form: within(await screen.findByRole('form', { name: 'Edit profile' })) };
}

describe('profile card', () => {
  it('shows the saved profile', async () => {
    fakeProfileServer({
      profile: {
        ...emptyProfile(),
        displayName: 'Midnight Dana',
        bio: 'Will defend Hudson Hawk.',
        favoriteGenres: ['Horror', 'Film Noir'],
        watchingGoals: 'hidden_gems',
      },
    });
    renderApp('/profile');
    // On the card and in the welcome line.
    expect(await screen.findAllByText('Midnight Dana')).toHaveLength(2);
    expect(screen.getByText('Will defend Hudson Hawk.')).toBeInTheDocument();
    expect(screen.getByText('Horror')).toBeInTheDocument();
    expect(screen.getByText('Film Noir')).toBeInTheDocument();
    expect(screen.getByText('Discover hidden gems')).toBeInTheDocument();
    expect(screen.getByText('Who can see my page').nextElementSibling).toHaveTextContent('Members');
  });

  it('picks a town from the type-ahead by keyboard, saves only its id, and clears it', async () => {
    const state = fakeProfileServer();
    const { user, form } = await openEditor();
    const town = form.getByRole('combobox', { name: 'Your town' });
    await user.type(town, 'lee');
    expect(await form.findByRole('option', { name: 'Leeds, United States' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(town).toHaveValue('Leeds, United Kingdom');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
    expect(state.calls['socialProfile.save']).toEqual([expect.objectContaining({ townId: 2644688 })]);
    expect(screen.getByText('Your town').nextElementSibling).toHaveTextContent('Leeds, United Kingdom');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const again = within(await screen.findByRole('form', { name: 'Edit profile' }));
    await user.click(again.getByRole('button', { name: 'Clear Town' }));
    await user.click(again.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(state.calls['socialProfile.save']).toHaveLength(2));
    expect(state.calls['socialProfile.save']![1]).toEqual(expect.objectContaining({ townId: null }));
  });

  it('saves who can see the member page: Everyone, Members (the default) or My connections', async () => {
    const state = fakeProfileServer();
    const { user, form } = await openEditor();
    const select = form.getByLabelText('Who can see my page');
    expect(select).toHaveValue('members');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyone', 'Members', 'My connections']);
    await user.selectOptions(select, 'My connections');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
    expect(state.calls['socialProfile.save']).toEqual([
      expect.objectContaining({ visibility: 'connections' }),
    ]);
    expect(screen.getByText('Who can see my page').nextElementSibling).toHaveTextContent('My connections');
  });

  it('switches shelf alerts off (they are on by default) and says so on the card', async () => {
    const state = fakeProfileServer();
    const { user, form } = await openEditor();
    const alerts = form.getByRole('checkbox', { name: 'Shelf alerts' });
    expect(alerts).toBeChecked();
    expect(alerts).toHaveAccessibleDescription(
      "Tell me when a film on my watchlist turns up on a member's shelf (at most once a day per film).",
    );
    await user.click(alerts);
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
    expect(state.calls['socialProfile.save']).toEqual([expect.objectContaining({ shelfAlerts: false })]);
    expect(screen.getByText('Shelf alerts').nextElementSibling).toHaveTextContent('Off');
  });

  it('edits and saves: genres split on commas, trimmed, blanks dropped', async () => {
    const state = fakeProfileServer();
    const { user, form } = await openEditor();
    await user.type(form.getByLabelText('Display name'), 'Midnight Dana');
    await user.type(form.getByLabelText('Bio'), 'Rewinds every tape.');
    await user.type(form.getByLabelText('Favorite genres'), ' Horror, ,Sci-Fi ,  ');
    await user.selectOptions(form.getByLabelText('Watching goals'), 'Catch up on classic cinema');
    const goals = within(form.getByLabelText('Watching goals'));
    expect(goals.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      '',
      'expand_horizons',
      'hidden_gems',
      'classic_cinema',
      'foreign_films',
      'specific_genres',
    ]);
    await user.click(form.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
    expect(screen.getByText('Your cinematic profile has been saved')).toBeInTheDocument();
    expect(state.calls['socialProfile.save']).toEqual([
      {
        displayName: 'Midnight Dana',
        bio: 'Rewinds every tape.',
        favoriteGenres: ['Horror', 'Sci-Fi'],
        watchingGoals: 'classic_cinema',
        visibility: 'members',
        shelfAlerts: true,
        townId: null,
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Sci-Fi')).toBeInTheDocument();
    expect(screen.getByText('Catch up on classic cinema')).toBeInTheDocument();
    // Saving re-checks flair (a completed profile can earn a badge).
    expect(state.calls['flair.check']).toHaveLength(2);
  });

  it('stops more than 10 genres before calling the server', async () => {
    const state = fakeProfileServer();
    const { user, form } = await openEditor();
    await user.type(form.getByLabelText('Favorite genres'), 'a,b,c,d,e,f,g,h,i,j,k');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(form.getByText('List at most 10 favorite genres.')).toBeInTheDocument();
    expect(form.getByLabelText('Favorite genres')).toHaveFocus();
    expect(state.calls['socialProfile.save']).toBeUndefined();
  });

  it("keeps what was typed and shows the server's message when saving fails", async () => {
    fakeProfileServer(
      {},
      { 'socialProfile.save': () => fail('BAD_REQUEST', 'bio is at most 500 characters') },
    );
    const { user, form } = await openEditor();
    await user.type(form.getByLabelText('Display name'), 'Dana');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('bio is at most 500 characters')).toBeInTheDocument();
    expect(form.getByLabelText('Display name')).toHaveValue('Dana');
  });

  it("asks a logged-out member to log in: 'Please log in to update your profile'", async () => {
    fakeProfileServer({}, { 'socialProfile.save': unauthorized });
    const { user, form } = await openEditor();
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Please log in to update your profile')).toBeInTheDocument();
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    expect(spies.unauthorized).toHaveBeenCalledWith(expect.objectContaining({ delayMs: 1500 }));
    await waitFor(() => expect(spies.redirect).toHaveBeenCalledWith('/api/login?returnTo=%2Fprofile'));
  });

  it('cancels back to the view without saving', async () => {
    const state = fakeProfileServer();
    const { user, form } = await openEditor();
    await user.type(form.getByLabelText('Display name'), 'Nope');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(state.calls['socialProfile.save']).toBeUndefined();
  });
});

describe('Your Achievements', () => {
  it('hints at how to earn flair when there is none', async () => {
    fakeProfileServer();
    renderApp('/profile');
    expect(await screen.findByText('No flair yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Earn badges by adding movies to your watchlist, creating your profile and finding Easter eggs hidden around the store.',
      ),
    ).toBeInTheDocument();
  });

  it('shows each badge with icon, name, description, rarity and earned date', async () => {
    fakeProfileServer({
      flair: [
        rewindReady,
        {
          ...rewindReady,
          id: 8,
          flair: {
            ...rewindReady.flair,
            code: 'x',
            name: 'Back Room Regular',
            icon: '🚪',
            rarity: 'legendary',
          },
        },
      ],
    });
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Flair badges' });
    const [first] = within(list).getAllByRole('listitem');
    const badge = within(first as HTMLElement);
    expect(badge.getByText('📼')).toBeInTheDocument();
    expect(badge.getByText('Rewind Ready')).toBeInTheDocument();
    expect(badge.getByText('Put your first film in your watchlist.')).toBeInTheDocument();
    expect(badge.getByText('common')).toBeInTheDocument();
    expect(badge.getByText('Mar 4, 2025')).toHaveAttribute('datetime', '2025-03-04T12:00:00.000Z');
    expect(within(list).getByText('legendary')).toBeInTheDocument();
  });
});
