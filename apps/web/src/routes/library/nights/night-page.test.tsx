import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '../../../components/notifications/fake-websocket.ts';
import { movieResult } from '../../../test/fixtures.ts';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fail, ok } from '../../../test/trpc-mock.ts';
import { aNight, fakeNights } from './fake-nights.ts';

wholeAppRenders(() => import('./night-page.tsx'));

beforeEach(() => installFakeWebSocket());
afterEach(() => vi.unstubAllGlobals());

describe('a movie night’s page (docs/product.md §2 Movie nights)', () => {
  it('an invitee sees who is coming and the candidates with counts, shelf and pitch; answers and votes', async () => {
    const night = aNight({ mine: false, myAnswer: 'pending', host: { id: 'u_ann', name: 'Ann H.' } });
    const calls = fakeNights(night, {
      'nights.rsvp': () => ok({ ...night, myAnswer: 'yes' }),
      'nights.vote': () => ok(night),
    });
    const { user } = renderApp('/nights/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday heist night' })).toBeInTheDocument();
    expect(screen.getByText('Bea B.: coming')).toBeInTheDocument();
    expect(screen.getByText('Cy C.: not answered yet')).toBeInTheDocument();
    const heat = within(screen.getByRole('list', { name: 'Candidates' })).getByRole('listitem', {
      name: 'Heat',
    });
    expect(within(heat).getByText('On 2 of 2 watchlists · 1 vote')).toBeInTheDocument();
    expect(within(heat).getByText("On Bea B.'s shelf, 3.2 km away")).toBeInTheDocument();
    expect(within(heat).getByText('My take: staff pick, no question.')).toBeInTheDocument();
    // Not attending yet: no vote boxes.
    expect(screen.queryByRole('checkbox', { name: 'Vote for Heat' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('checkbox', { name: 'Vote for Heat' })).toBeInTheDocument();
    expect(calls['nights.rsvp']).toEqual([{ id: 7, answer: 'yes' }]);
    await user.click(screen.getByRole('checkbox', { name: 'Vote for Heat' }));
    await user.click(screen.getByRole('button', { name: 'Save my votes' }));
    await screen.findByText('Votes Saved');
    expect(calls['nights.vote']).toEqual([{ id: 7, movieIds: [949] }]);
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/nights/7/calendar.ics',
    );
  });

  it('the host closes the vote: the winner and its rental request show', async () => {
    const night = aNight();
    const calls = fakeNights(night, {
      'nights.close': () =>
        ok({
          ...night,
          status: 'closed',
          winner: { movieId: 949, title: 'Heat' },
          rental: { loanId: 9, status: 'requested', ownerName: 'Bea B.' },
        }),
    });
    const { user } = renderApp('/nights/7');
    await user.click(await screen.findByRole('button', { name: 'Close the vote' }));
    expect(await screen.findByRole('heading', { name: "You're watching Heat" })).toBeInTheDocument();
    expect(
      screen.getByText('The disc: a rental request to Bea B., requested, waiting for the owner.'),
    ).toBeInTheDocument();
    expect(calls['nights.close']).toEqual([{ id: 7 }]);
  });

  it('the day after: "Did you watch it?" logs the night in the diary with a rating', async () => {
    const night = aNight({
      mine: false,
      myAnswer: 'yes',
      status: 'closed',
      startsAt: new Date(Date.now() - 30 * 60 * 60 * 1000).toISOString(),
      winner: { movieId: 949, title: 'Heat' },
      watched: { asked: true, watchedOn: null },
    });
    const calls = fakeNights(night, {
      'nights.watched': () => ok({ ...night, watched: { asked: true, watchedOn: '2026-11-28' } }),
    });
    const { user } = renderApp('/nights/7');
    const form = await screen.findByRole('form', { name: 'Did you watch it?' });
    await user.selectOptions(within(form).getByLabelText('Rating (optional)'), '4');
    await user.click(within(form).getByRole('button', { name: 'Yes, log it in my diary' }));
    expect(await screen.findByText('In your diary for 2026-11-28.')).toBeInTheDocument();
    expect(calls['nights.watched']).toEqual([{ id: 7, rating: 4 }]);
  });

  it('follows the night live: another member’s answer and vote show without a reload, other nights’ news is ignored', async () => {
    let current = aNight();
    const calls = fakeNights(current, { 'nights.get': () => ok(current) });
    renderApp('/nights/7');
    expect(await screen.findByText('Cy C.: not answered yet')).toBeInTheDocument();
    const socket = FakeWebSocket.latest();
    socket.open();
    const heat = () =>
      within(screen.getByRole('list', { name: 'Candidates' })).getByRole('listitem', { name: 'Heat' });
    current = aNight({
      guests: current.guests.map((g) => (g.id === 'u_cy' ? { ...g, answer: 'yes' } : g)),
      attendees: 3,
      candidates: current.candidates.map((c) => (c.movieId === 949 ? { ...c, votes: 2 } : c)),
    });
    // News of another night changes nothing here.
    socket.push({ type: 'night-changed', data: { id: 8 } });
    socket.push({ type: 'night-changed', data: { id: 7 } });
    expect(await screen.findByText('Cy C.: coming')).toBeInTheDocument();
    expect(within(heat()).getByText('On 2 of 3 watchlists · 2 votes')).toBeInTheDocument();
    expect(calls['nights.get']).toEqual([{ id: 7 }, { id: 7 }]);
  });

  it('an attendee adds a film by hand from the type-ahead (keyboard); a refusal is shown', async () => {
    const night = aNight({ mine: false, host: { id: 'u_ann', name: 'Ann H.' } });
    const thief = {
      ...night.candidates[1]!,
      movieId: 11,
      title: 'Thief',
      year: 1981,
      watchlists: 0,
      addedBy: 'Dana S.',
    };
    let refuse = false;
    const calls = fakeNights(night, {
      'catalog.searchMovies': () =>
        ok({ results: [movieResult(11, 'Thief', '1981-03-27'), movieResult(949, 'Heat', '1995-12-15')] }),
      'nights.addCandidate': () =>
        refuse
          ? fail('CONFLICT', 'Heat is a candidate already.')
          : ok({ ...night, candidates: [...night.candidates, thief] }),
    });
    const { user } = renderApp('/nights/7');
    const box = await screen.findByRole('combobox', { name: 'Add a film to the night' });
    await user.type(box, 'Thi');
    await screen.findByRole('option', { name: /Thief/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(calls['nights.addCandidate']).toEqual([{ id: 7, movieId: 11 }]));
    const added = await within(screen.getByRole('list', { name: 'Candidates' })).findByRole('listitem', {
      name: 'Thief',
    });
    expect(within(added).getByText('Added by Dana S. · 0 votes')).toBeInTheDocument();
    expect(await screen.findByText('Thief is a candidate now.')).toBeInTheDocument();
    expect(box).toHaveValue('');

    refuse = true;
    await user.type(box, 'Hea');
    await user.click(await screen.findByRole('option', { name: /Heat/ }));
    expect(await screen.findByText('Heat is a candidate already.')).toBeInTheDocument();
  });

  it('no film search once the vote is closed, nor for an invitee who has not said Yes or Maybe', async () => {
    fakeNights(aNight({ mine: false, myAnswer: 'pending' }));
    const { unmount } = renderApp('/nights/7');
    await screen.findByRole('heading', { level: 1, name: 'Friday heist night' });
    expect(screen.queryByRole('combobox', { name: 'Add a film to the night' })).not.toBeInTheDocument();
    unmount();
    fakeNights(aNight({ status: 'closed', winner: { movieId: 949, title: 'Heat' } }));
    renderApp('/nights/7');
    await screen.findByRole('heading', { name: "You're watching Heat" });
    expect(screen.queryByRole('combobox', { name: 'Add a film to the night' })).not.toBeInTheDocument();
  });
});
