import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diaryEntry, fakeDiaryServer } from '../../routes/library/diary/fake-diary.ts';
import { renderInApp } from '../../test/render-in-app.tsx';
import { fail, signedOut } from '../../test/trpc-mock.ts';
import { today } from './diary-draft.ts';
import { LogWatchButton } from './log-watch-dialog.tsx';

const heat = { movieId: 949, title: 'Heat', year: 1995, posterUrl: null };

afterEach(() => vi.useRealTimers());

describe("'Log a watch' (docs/product.md §2 Diary)", () => {
  it('logs today by default with half stars, a rewatch, a review and tags', async () => {
    const state = fakeDiaryServer();
    const onLogged = vi.fn();
    const { user } = renderInApp(<LogWatchButton film={heat} onLogged={onLogged} />);
    // The button knows a member once the session check is back.
    await waitFor(() => expect(state.calls['auth.me']).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Log a watch' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log a watch: Heat' });
    expect(within(dialog).getByLabelText('Watched on')).toHaveValue(today());
    const stars = within(dialog).getByRole('slider', { name: 'Rating' });
    expect(stars).toHaveAttribute('aria-valuetext', 'No rating');
    stars.focus();
    await user.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(stars).toHaveAttribute('aria-valuetext', '3.5 stars');
    // docs/product.md 'Stars and thumbs': 3½ stars and up is Liked on the seen list.
    expect(within(dialog).getByText(/On your seen list that counts as Liked\./)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText("I've seen it before (a rewatch)"));
    await user.type(within(dialog).getByLabelText('Review'), 'De Niro and Pacino, finally.');
    expect(within(dialog).getByText('28/2000')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Tags'), 'cinema, with Dad, cinema');
    await user.click(within(dialog).getByRole('button', { name: 'Log it' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.calls['diary.create']).toEqual([
      {
        movieId: 949,
        title: 'Heat',
        year: 1995,
        watchedOn: today(),
        rating: 3.5,
        rewatch: true,
        review: 'De Niro and Pacino, finally.',
        tags: ['cinema', 'with Dad'],
        public: false,
      },
    ]);
    expect(await screen.findByText('Logged in your diary!')).toBeInTheDocument();
    expect(onLogged).toHaveBeenCalledOnce();
  });

  it('keeps the form and shows the server’s reason when logging fails', async () => {
    fakeDiaryServer([], {
      overrides: { 'diary.create': () => fail('BAD_REQUEST', 'watchedOn cannot be in the future') },
    });
    const { user } = renderInApp(<LogWatchButton film={heat} look="icon" />);
    await user.click(await screen.findByRole('button', { name: 'Log a watch of Heat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log a watch: Heat' });
    await user.click(within(dialog).getByRole('button', { name: 'Log it' }));
    expect(await within(dialog).findByText('watchedOn cannot be in the future')).toBeInTheDocument();
  });

  it('refuses a day that has not happened yet before asking the server', async () => {
    const state = fakeDiaryServer([diaryEntry(1, '2024-01-01')]);
    const { user } = renderInApp(<LogWatchButton film={heat} />);
    await waitFor(() => expect(state.calls['auth.me']).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Log a watch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log a watch: Heat' });
    const date = within(dialog).getByLabelText('Watched on');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Log it' }));
    expect(within(dialog).getByText("That day hasn't happened yet.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Tags'), 'x'.repeat(51));
    expect(within(dialog).getByText('Tags are at most 50 characters')).toBeInTheDocument();
    expect(state.calls['diary.create']).toBeUndefined();
  });

  it('tells a visitor to log in instead of opening the form', async () => {
    fakeDiaryServer([], { overrides: { 'auth.me': signedOut } });
    const { user } = renderInApp(<LogWatchButton film={heat} />);
    await user.click(await screen.findByRole('button', { name: 'Log a watch' }));
    expect(await screen.findByText('Please log in to keep your film diary')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
