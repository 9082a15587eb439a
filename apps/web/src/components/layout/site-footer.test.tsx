import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockTrpc, signedOut } from '../../test/trpc-mock.ts';

describe('site footer', () => {
  it('has quick links, 24/7 store hours and the contact link', async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));

    const quickLinks = within(footer.getByRole('navigation', { name: 'Quick Links' }));
    expect(quickLinks.getByRole('link', { name: "What's On The Shelf" })).toHaveAttribute(
      'href',
      '/whats-on-the-shelf',
    );
    expect(quickLinks.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
    expect(footer.getByText('24/7')).toBeInTheDocument();
    expect(footer.getByText('Always open online')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'chuck@chucksvideo.store' })).toHaveAttribute(
      'href',
      'mailto:chuck@chucksvideo.store',
    );
  });
});
