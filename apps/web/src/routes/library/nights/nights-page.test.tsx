import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { ok } from '../../../test/trpc-mock.ts';
import { aNight, fakeNights } from './fake-nights.ts';

wholeAppRenders(() => import('./nights-page.tsx'));

describe('my movie nights (docs/product.md §2 Movie nights)', () => {
  it('lists my nights and hosts a new one, inviting a connection, then opens it', async () => {
    const night = aNight();
    const calls = fakeNights(night, { 'nights.create': () => ok({ ...night, id: 8 }) });
    const { user, history } = renderApp('/nights');
    expect(await screen.findByRole('link', { name: /Friday heist night/ })).toHaveAttribute(
      'href',
      '/nights/7',
    );
    expect(screen.getByRole('form', { name: 'Host a movie night' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Sci-fi Saturday');
    await user.type(screen.getByLabelText('Date and time'), '2030-06-01T19:30');
    await user.type(screen.getByLabelText(/^Place/), 'The café');
    await user.click(await screen.findByRole('checkbox', { name: 'Bea B.' }));
    await user.click(screen.getByRole('button', { name: 'Host the night' }));
    await screen.findByText('Night Planned');
    expect(calls['nights.create']).toEqual([
      {
        title: 'Sci-fi Saturday',
        startsAt: new Date('2030-06-01T19:30').toISOString(),
        place: 'The café',
        invitees: ['u_bea'],
      },
    ]);
    expect(history.at(-1)).toBe('/nights/8');
  });
});
