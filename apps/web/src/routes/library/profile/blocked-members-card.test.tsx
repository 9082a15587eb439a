// First, so its mocks are in place before the app's modules load.
import './fake-redirect-and-sound.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fail } from '../../../test/trpc-mock.ts';
import { fakeProfileServer } from './fake-profile.ts';

wholeAppRenders(() => import('./profile-page.tsx'));

const card = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Blocked Members' })).closest('div.relative') as HTMLElement,
  );

describe('blocked members (profile)', () => {
  it('lists the members blocked, each linking to their page, and unblocks one', async () => {
    const state = fakeProfileServer({
      blocks: [
        { memberId: 'u_krycek', displayName: 'Alex K.', blockedAt: '2026-11-20T10:00:00.000Z' },
        { memberId: 'u_cancer', displayName: '<b>Smoking Man</b>', blockedAt: '2026-11-02T10:00:00.000Z' },
      ],
    });
    const { user } = renderApp('/profile');
    const blocked = await card();
    const list = within(await blocked.findByRole('list', { name: 'Blocked members' }));
    expect(list.getByRole('link', { name: 'Alex K.' })).toHaveAttribute('href', '/members/u_krycek');
    // A name is text, whatever it looks like.
    expect(list.getByRole('link', { name: '<b>Smoking Man</b>' })).toBeInTheDocument();
    expect(list.getByText('Nov 20, 2026')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: /Unblock\s*Alex K\./ }));
    expect(await screen.findByText('Member Unblocked')).toBeInTheDocument();
    expect(state.calls['blocks.remove']).toEqual([{ memberId: 'u_krycek' }]);
    await expect.poll(() => list.queryByRole('link', { name: 'Alex K.' })).toBeNull();
    expect(list.getByRole('link', { name: '<b>Smoking Man</b>' })).toBeInTheDocument();
  });

  it('says so when nobody is blocked', async () => {
    fakeProfileServer();
    renderApp('/profile');
    expect(await (await card()).findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    fakeProfileServer({}, { 'blocks.list': () => fail('INTERNAL_SERVER_ERROR', 'Something went wrong') });
    renderApp('/profile');
    expect(await (await card()).findByText("Couldn't load the members you blocked.")).toBeInTheDocument();
  });
});
