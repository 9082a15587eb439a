import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockTrpc, signedOut } from '../../../test/trpc-mock.ts';

describe('404 page', () => {
  it("reads 'Page Not Found' for an unknown path and links home", async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    const { user, history } = renderApp('/the-back-room');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/the-back-room')).toBeInTheDocument();
    // The title is set in an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe("Page Not Found · Chuck's Video Store"));

    await user.click(screen.getByRole('link', { name: 'Back to the front desk' }));
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: "Chuck's Video Store" })).toBeInTheDocument();
  });

  it('also covers unknown paths below a known one', async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    renderApp('/dvd-club/extra');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
