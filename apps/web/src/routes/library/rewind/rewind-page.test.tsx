import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { signedOut } from '../../../test/trpc-mock.ts';
import { diaryEntry, fakeDiaryServer } from '../diary/fake-diary.ts';

wholeAppRenders(() => import('./rewind-page.tsx'));

describe('Year in Rewind (docs/product.md §2 Year in Rewind)', () => {
  it('lays out the year: numbers, months, tops, rewatches, the club and friends', async () => {
    fakeDiaryServer([diaryEntry(1, '2024-03-02')]);
    renderApp('/rewind/2024');
    expect(await screen.findByRole('heading', { level: 1, name: '2024 in Rewind' })).toBeInTheDocument();

    const numbers = await screen.findByRole('list', { name: 'Your year in numbers' });
    const ticket = (label: string) =>
      within(numbers).getByText(label).parentElement?.textContent?.replace(label, '');
    expect(ticket('Films')).toBe('12');
    expect(ticket('Hours')).toBe('27');
    expect(ticket('Watches')).toBe('14');
    expect(ticket('Average rating')).toBe('3.8');

    const months = screen.getByRole('list', { name: 'Films per month' });
    expect(within(months).getAllByRole('listitem')).toHaveLength(12);
    expect(within(months).getByText('March: 3 films')).toBeInTheDocument();
    expect(within(months).getByText('February: 0 films')).toBeInTheDocument();
    // The chart beside it: twelve SVG bars, March's the tallest, hidden from screen readers (the list speaks).
    const chart = months.parentElement?.querySelector('svg');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    const heights = [...(chart?.querySelectorAll('rect') ?? [])].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(heights).toHaveLength(12);
    expect(Math.max(...heights)).toBe(heights[2]);
    expect(heights[1]).toBeLessThan(heights[0] ?? 0);
    // Nothing in the charts takes focus.
    expect(document.querySelectorAll('svg [tabindex], svg a')).toHaveLength(0);

    expect(within(screen.getByRole('list', { name: 'Top genres' })).getByText('Horror')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Top directors' })).getByText('John Carpenter'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Decades' })).getByText('1980s')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Highest rated' })).getByText('The Thing (1982)'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Most rewatched' })).getByText('3× watched'),
    ).toBeInTheDocument();
    expect(screen.getByText('11 first watches')).toBeInTheDocument();
    expect(screen.getByText('3 rewatches')).toBeInTheDocument();

    const club = screen.getByRole('list', { name: 'Club and friends' });
    const clubTicket = (label: string) =>
      within(club).getByText(label).parentElement?.textContent?.replace(label, '');
    expect(clubTicket('Discs lent')).toBe('2');
    expect(clubTicket('Discs borrowed')).toBe('1');
    expect(clubTicket('Credits earned')).toBe('40');
    expect(clubTicket('Credits spent')).toBe('15');
    expect(clubTicket('New connections')).toBe('4');
    expect(clubTicket('Movie nights, watched with 3 friends')).toBe('1');
  });

  it('says so when the year has nothing on tape, and the picker moves between years', async () => {
    const state = fakeDiaryServer([diaryEntry(1, '2024-03-02')]);
    const { user, history } = renderApp('/rewind/2023');
    expect(await screen.findByText('Nothing on tape for 2023')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rewind 2024' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2024 in Rewind' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your year in numbers' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rewind year'), '2020');
    expect(await screen.findByText('Nothing on tape for 2020')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/rewind/2020');
    expect(state.calls['rewind.get']).toEqual([{ year: 2023 }, { year: 2024 }, { year: 2020 }]);
  });

  it('asks a visitor to log in', async () => {
    fakeDiaryServer([], { overrides: { 'auth.me': signedOut } });
    renderApp('/rewind/2024');
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
  });
});
