import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { signedOut } from '../../../test/trpc-mock.ts';
import { diaryEntry, fakeDiaryServer } from './fake-diary.ts';

wholeAppRenders(() => import('./diary-page.tsx'));

const march = [
  diaryEntry(3, '2024-03-30', {
    title: 'Tremors',
    year: 1990,
    rating: 3.5,
    rewatch: true,
    review: 'Graboids!',
    tags: ['midnight movie'],
    public: true,
  }),
  diaryEntry(2, '2024-03-02', { title: 'Clue', year: 1985, review: 'Kept to myself.', public: false }),
];
const january = [diaryEntry(1, '2023-01-31', { title: 'Heat', year: 1995, rating: 5 })];

describe('Diary screen (docs/product.md §2 Diary)', () => {
  it('asks a visitor to log in', async () => {
    fakeDiaryServer([], { overrides: { 'auth.me': signedOut } });
    renderApp('/diary');
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
  });

  it('shows an empty diary in the store’s voice', async () => {
    fakeDiaryServer([]);
    renderApp('/diary');
    expect(await screen.findByText('Your diary is a blank tape')).toBeInTheDocument();
  });

  it('groups watches by month with their stars, rewatch, review, tags and privacy', async () => {
    fakeDiaryServer([...march, ...january]);
    renderApp('/diary');
    const marchSection = await screen.findByRole('region', { name: 'March 2024' });
    const rows = within(marchSection).getAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Tremors (1990), Sat, Mar 30',
      'Clue (1985), Sat, Mar 2',
    ]);
    const tremors = rows[0] as HTMLElement;
    expect(within(tremors).getByText('3.5 stars')).toBeInTheDocument();
    expect(within(tremors).getByText('Rewatch')).toBeInTheDocument();
    expect(within(tremors).getByText('Graboids!')).toBeInTheDocument();
    expect(within(tremors).getByText('midnight movie')).toBeInTheDocument();
    expect(within(tremors).queryByText('Private')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Private')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('No rating')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'January 2023' })).toBeInTheDocument();
  });

  it('filters by year and loads more by cursor', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      diaryEntry(10 + i, `2024-0${5 - i}-01`, { title: `Tape ${i}` }),
    );
    const state = fakeDiaryServer([...many, ...january], { pageSize: 3 });
    const { user } = renderApp('/diary');
    await screen.findByRole('article', { name: /^Tape 0/ });
    expect(screen.queryByRole('article', { name: /^Tape 3/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: /^Tape 3/ })).toBeInTheDocument();
    expect(state.calls['diary.list']?.at(-1)).toEqual({ before: '12' });

    await user.selectOptions(screen.getByLabelText('Year'), '2023');
    expect(await screen.findByRole('article', { name: /^Heat/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Tape 0/ })).not.toBeInTheDocument());
    expect(state.calls['diary.list']?.at(-1)).toEqual({ year: 2023 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your 2023 in Rewind' })).toHaveAttribute('href', '/rewind/2023');
  });

  it('edits an entry: half stars by keyboard, the review with its counter, public', async () => {
    const state = fakeDiaryServer([...march]);
    const { user } = renderApp('/diary');
    await user.click(await screen.findByRole('button', { name: 'Edit Clue on 2024-03-02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit: Clue' });
    const stars = within(dialog).getByRole('slider', { name: 'Rating' });
    stars.focus();
    await user.keyboard(
      '{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    expect(stars).toHaveAttribute('aria-valuetext', '3.5 stars');
    const review = within(dialog).getByLabelText('Review');
    await user.clear(review);
    await user.type(review, 'Communism was a red herring.');
    expect(within(dialog).getByText('28/2000')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Show this review on my member page'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.calls['diary.update']).toEqual([
      {
        id: 2,
        watchedOn: '2024-03-02',
        rating: 3.5,
        rewatch: false,
        review: 'Communism was a red herring.',
        tags: [],
        public: true,
      },
    ]);
    expect(await screen.findByText('Communism was a red herring.')).toBeInTheDocument();
    expect(await screen.findByText('Diary updated')).toBeInTheDocument();
  });

  it('deletes an entry after asking', async () => {
    const state = fakeDiaryServer([...march]);
    const { user } = renderApp('/diary');
    await user.click(await screen.findByRole('button', { name: 'Delete Tremors on 2024-03-30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Tremors/ })).not.toBeInTheDocument());
    expect(state.calls['diary.delete']).toEqual([{ id: 3 }]);
  });
});
