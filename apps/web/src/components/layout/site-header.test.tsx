import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fail, mockTrpc, ok, signedOut } from '../../test/trpc-mock.ts';

function header() {
  return within(screen.getByRole('banner'));
}

/**
 * The profile/login button is rendered twice: compact for phones and full for wider screens (CSS
 * shows one). jsdom applies no CSS, so check every copy.
 */
async function expectHeaderLinks(name: string, href: string) {
  const links = await header().findAllByRole('link', { name });
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toHaveAttribute('href', href);
}

describe('site header', () => {
  it('offers Sign In (to /api/login, coming back here), Donate and Contact to a visitor', async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    renderApp('/whats-on-the-shelf');

    await expectHeaderLinks('Sign In', '/api/login?returnTo=%2Fwhats-on-the-shelf');
    expect(header().getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
    expect(header().getByRole('link', { name: /Contact Chuck/ })).toHaveAttribute(
      'href',
      'mailto:chuck@chucksvideo.store',
    );
    expect(header().queryByRole('link', { name: /Profile/ })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(header().queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('gives a member the profile button, sign-out and the notification bell', async () => {
    server.use(mockTrpc({ 'auth.me': () => ok(member), 'notifications.list': () => ok([]) }));
    const { user } = renderApp('/');

    await expectHeaderLinks('Profile: Dana', '/profile');
    expect(header().getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    const bell = header().getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'No notifications yet',
    );
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('links a moderator, and only a moderator, to /moderation (docs/product.md §3)', async () => {
    server.use(mockTrpc({ 'auth.me': () => ok(member), 'moderation.status': () => ok({ moderator: true }) }));
    renderApp('/');
    await expectHeaderLinks('Moderation', '/moderation');
  });

  it('shows a member who does not moderate no Moderation link', async () => {
    server.use(
      mockTrpc({ 'auth.me': () => ok(member), 'moderation.status': () => ok({ moderator: false }) }),
    );
    renderApp('/');
    await expectHeaderLinks('Profile: Dana', '/profile');
    expect(header().queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('names a member without a first name plainly', async () => {
    server.use(mockTrpc({ 'auth.me': () => ok({ ...member, firstName: null }) }));
    renderApp('/');
    await expectHeaderLinks('Profile', '/profile');
  });

  it('treats a failing user lookup as signed out without an error toast', async () => {
    server.use(mockTrpc({ 'auth.me': () => fail('INTERNAL_SERVER_ERROR', 'Something went wrong') }));
    renderApp('/');
    await expectHeaderLinks('Sign In', '/api/login');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('folds everything into a menu on small screens', async () => {
    server.use(mockTrpc({ 'auth.me': () => ok(member) }));
    const { user } = renderApp('/');
    await expectHeaderLinks('Profile: Dana', '/profile');

    await user.click(header().getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Store Directory' }));
    expect(menu.getByRole('link', { name: 'DVD Club' })).toHaveAttribute('href', '/dvd-club');
    expect(menu.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    expect(menu.getByRole('link', { name: 'Contact Chuck' })).toHaveAttribute(
      'href',
      'mailto:chuck@chucksvideo.store',
    );

    await user.click(menu.getByRole('link', { name: 'DVD Club' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DVD Club' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
