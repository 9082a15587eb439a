// First, so its mocks are in place before the app's modules load.
import '../../library/profile/fake-redirect-and-sound.ts';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockTrpc, ok, type TrpcResolver, unauthorized } from '../../../test/trpc-mock.ts';
import { spies } from '../../library/profile/fake-redirect-and-sound.ts';

// Whole-app renders on shared 2-core machines under load: room above the project's 15 s.
vi.setConfig({ testTimeout: 40_000 });

beforeAll(async () => {
  await import('./easter-egg-page.tsx');
  configure({ asyncUtilTimeout: 10_000 });
});

afterEach(() => {
  spies.playSound.mockClear();
  vi.restoreAllMocks();
});

const badge = {
  id: 9,
  earnedAt: '2025-06-01T00:00:00.000Z',
  flair: {
    code: 'easter_egg',
    name: 'Back Room Regular',
    icon: '🚪',
    description: 'Found the room behind the counter.',
    rarity: 'epic' as const,
  },
};

function serve(signedIn: boolean, foundEasterEgg: TrpcResolver<'flair.foundEasterEgg'> = unauthorized) {
  const calls: unknown[] = [];
  server.use(
    mockTrpc({
      'auth.me': () => ok(signedIn ? member : null),
      'flair.foundEasterEgg': (input) => {
        calls.push(input);
        return foundEasterEgg(input);
      },
    }),
  );
  return calls;
}

describe('easter egg', () => {
  it('beeps, shows the loading tape for 500 ms, then the back room', async () => {
    const calls = serve(false);
    renderApp('/easter-egg');
    expect(await screen.findByText('Finding the key to the back room...')).toBeInTheDocument();
    const shownAt = Date.now();
    expect(screen.queryByRole('heading', { name: 'Do NOT go in there' })).not.toBeInTheDocument();
    // The beep comes with the tape, from an effect React runs just after painting it (under load, later
    // than the text is found).
    await waitFor(() => expect(spies.playSound).toHaveBeenCalledWith('easterEggBeep', { ifAllowed: true }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Do NOT go in there' })).toBeInTheDocument();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(300);
    expect(screen.queryByText('Finding the key to the back room...')).not.toBeInTheDocument();
    // A visitor has no profile to go back to: the way out is the front desk, not the login page.
    expect(screen.getByRole('link', { name: 'Back to the Front Desk' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to Profile' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Do NOT go in there · Chuck's Video Store"));
    // A visitor is not recorded: only members earn the badge.
    expect(calls).toHaveLength(0);
  });

  it('records a member’s first find and toasts its message', async () => {
    const calls = serve(true, () =>
      ok({
        firstTime: true,
        message: 'You found the secret room. Chuck told you not to go in there.',
        newlyAwarded: [badge],
      }),
    );
    renderApp('/easter-egg');
    expect(await screen.findByText('Easter Egg Found!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You found the secret room. Chuck told you not to go in there. New flair: 🚪 Back Room Regular.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('stays quiet on a repeat visit', async () => {
    const calls = serve(true, () =>
      ok({ firstTime: false, message: 'You have been in here before.', newlyAwarded: [] }),
    );
    renderApp('/easter-egg');
    await screen.findByRole('heading', { level: 1, name: 'Do NOT go in there' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText('Easter Egg Found!')).not.toBeInTheDocument();
    expect(screen.queryByText('You have been in here before.')).not.toBeInTheDocument();
  });

  it('only logs a failed record', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(true, () => fail('INTERNAL_SERVER_ERROR', 'down'));
    renderApp('/easter-egg');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not record the easter-egg find', expect.anything()),
    );
    expect(screen.queryByText('down')).not.toBeInTheDocument();
  });
});
