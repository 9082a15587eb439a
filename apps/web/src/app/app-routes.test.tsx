import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../test/msw-server.ts';
import { renderApp } from '../test/render-app.tsx';
import { mockTrpc, signedOut } from '../test/trpc-mock.ts';

describe('routes', () => {
  it.each([
    ['/', "Chuck's Video Store"],
    ['/landing', "Welcome to Chuck's Video Store"],
    ['/profile', 'Your Profile'],
    ['/dvd-club', 'DVD Club'],
    ['/whats-on-the-shelf', "What's On The Shelf"],
    ['/user/u_42/collection', 'Member Collection'],
    ['/social-share-demo', 'Social Share Demo'],
    ['/connections', 'Connections'],
    ['/donate', 'Donate'],
    ['/easter-egg', 'Do NOT go in there'],
    ['/login', 'Your membership card, please'],
    ['/diary', 'Diary'],
    ['/rewind/2024', '2024 in Rewind'],
    ['/verify-email?token=t', 'Confirm your address'],
    ['/take-back?token=t', 'Take your account back'],
    ['/sign-in-link?token=t', 'Sign in with your link'],
    ['/newsletter/confirm?token=t', 'Newsletter'],
    ['/delete-account', 'Delete my account'],
    ['/user/u_42', 'Page Not Found'],
  ])('%s shows its screen', async (path, title) => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('names the tab after the screen', async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    renderApp('/dvd-club');
    await screen.findByRole('heading', { level: 1, name: 'DVD Club' });
    await waitFor(() => expect(document.title).toBe("DVD Club · Chuck's Video Store"));
  });
});
