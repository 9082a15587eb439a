import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fakeDiaryServer } from '../diary/fake-diary.ts';

wholeAppRenders(() => import('./member-rewind-page.tsx'));

describe("another member's Year in Rewind (docs/product.md §2 Year in Rewind)", () => {
  it('shows the year of a member whose profile lets the viewer see it, and moves between years', async () => {
    const state = fakeDiaryServer();
    const { user } = renderApp('/members/m-open/rewind/2024');
    expect(await screen.findByRole('heading', { level: 1, name: '2024 in Rewind' })).toBeInTheDocument();
    const numbers = await screen.findByRole('list', { name: 'Your year in numbers' });
    expect(within(numbers).getByText('Films')).toBeInTheDocument();
    expect(state.calls['rewind.ofMember']).toEqual([{ userId: 'm-open', year: 2024 }]);
    expect(state.calls['rewind.get']).toBeUndefined();
    // Only the member themselves shares their year.
    expect(screen.queryByRole('button', { name: 'Share my Rewind' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Rewind 2023' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2023 in Rewind' })).toBeInTheDocument();
    expect(state.calls['rewind.ofMember']).toContainEqual({ userId: 'm-open', year: 2023 });
  });

  it('reads as not found when the member is hidden or unknown', async () => {
    fakeDiaryServer();
    renderApp('/members/m-hidden/rewind/2024');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
