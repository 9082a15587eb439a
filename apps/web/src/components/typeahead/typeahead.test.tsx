import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MovieSuggestionData, SearchSuggestion, type SuggestionData } from './search-result-item.tsx';
import { Typeahead, type TypeaheadProps } from './typeahead.tsx';

const movie = (
  id: number,
  title: string,
  year = '1999',
  rating: number | null = 8.1,
): MovieSuggestionData => ({
  id,
  type: 'movie',
  title,
  poster_path: `/api/posters/${id}.svg`,
  release_date: `${year}-03-31`,
  vote_average: rating,
  overview: `${title} overview`,
});
const matrixFilms = [
  movie(1, 'The Matrix', '1999', 8.7),
  movie(2, 'The Matrix Reloaded', '2003', 7.1),
  movie(3, 'The Matrix Revolutions', '2003', 6.5),
];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(props: Partial<TypeaheadProps<SuggestionData>> = {}) {
  const search = vi.fn(async (_q: string, _signal: AbortSignal): Promise<SuggestionData[]> => matrixFilms);
  const onSelect = vi.fn();
  render(
    <form onSubmit={(e) => e.preventDefault()}>
      <Typeahead<SuggestionData>
        label="Movie #1"
        search={search}
        getKey={(item) => `${item.type}-${item.id}`}
        renderItem={(item) => <SearchSuggestion item={item} />}
        onSelect={onSelect}
        itemToString={(item) => (item.type === 'movie' ? item.title : item.name)}
        {...props}
      />
    </form>,
  );
  const box = screen.getByRole('combobox', { name: 'Movie #1' });
  // fireEvent rather than user-event: user-event waits on real timers, which are faked here.
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  const press = (...keys: string[]) => {
    for (const key of keys) fireEvent.keyDown(box, { key });
  };
  return { search: props.search ? vi.mocked(props.search) : search, onSelect, box, type, press };
}

/** Lets the debounce run out and the search promise settle. */
const settle = (ms = 300) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Typeahead', () => {
  it('waits for two characters and a 300 ms pause before searching', async () => {
    const { search, type } = setup();
    type('m');
    await settle(1000);
    expect(search).not.toHaveBeenCalled();

    type('matr');
    await settle(299);
    expect(search).not.toHaveBeenCalled();
    await settle(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('matr', expect.any(AbortSignal));
  });

  it('lists suggestions with poster, title, year and rating, up to the limit', async () => {
    const { box, type } = setup({ limit: 2 });
    type('matr');
    await settle();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('The Matrix');
    expect(options[0]).toHaveTextContent('1999');
    expect(options[0]).toHaveTextContent('8.7');
    expect(screen.getByRole('img', { name: 'Poster for The Matrix' })).toBeInTheDocument();
  });

  it('moves through suggestions with the arrow keys and chooses with Enter', async () => {
    const { box, type, press, onSelect } = setup();
    type('matr');
    await settle();
    press('ArrowDown', 'ArrowDown');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    press('ArrowUp', 'ArrowUp');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');

    press('Enter');
    expect(onSelect).toHaveBeenCalledWith(matrixFilms[2]);
    expect(box).toHaveValue('The Matrix Revolutions');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps focus in the box after Enter chooses, and never makes the list a Tab stop', async () => {
    const { box, type, press } = setup();
    box.focus();
    type('matr');
    await settle();
    // Out of the tab order, even when it scrolls (Chrome makes a scroller a Tab stop otherwise).
    expect(screen.getByRole('listbox', { name: 'Movie #1' })).toHaveAttribute('tabindex', '-1');
    for (const option of screen.getAllByRole('option')) expect(option).toHaveAttribute('tabindex', '-1');
    press('ArrowDown', 'Enter');
    expect(box).toHaveValue('The Matrix');
    expect(box).toHaveFocus();
  });

  it('closes at once on Tab, so focus moves on to the next field', async () => {
    const { box, type, press, onSelect } = setup();
    type('matr');
    await settle();
    press('ArrowDown', 'Tab');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    // Tab does not choose: the typed text stays.
    expect(onSelect).not.toHaveBeenCalled();
    expect(box).toHaveValue('matr');
  });

  it('closes on Escape, and chooses on click', async () => {
    const { box, type, press, onSelect } = setup();
    type('matr');
    await settle();
    press('Escape');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    press('ArrowDown');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('option', { name: /Reloaded/ }));
    expect(onSelect).toHaveBeenCalledWith(matrixFilms[1]);
  });

  it('closes 200 ms after the box loses focus', async () => {
    const { box, type } = setup();
    type('matr');
    await settle();
    fireEvent.blur(box);
    await settle(199);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await settle(1);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'Search failed' when the search fails", async () => {
    const { type } = setup({ search: vi.fn().mockRejectedValue(new Error('500: boom')) });
    type('matr');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Search failed');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('can fail silently, as title suggestions do', async () => {
    const { box, type } = setup({ search: vi.fn().mockRejectedValue(new Error('down')), errorText: null });
    type('matr');
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('never lets an older answer replace a newer one', async () => {
    let resolveOld: (items: SuggestionData[]) => void = () => {};
    const search = vi.fn((query: string, _signal: AbortSignal) =>
      query === 'alie'
        ? new Promise<SuggestionData[]>((resolve) => {
            resolveOld = resolve;
          })
        : Promise.resolve([movie(9, 'Aliens', '1986')]),
    );
    const { type } = setup({ search });
    type('alie');
    await settle();
    type('aliens');
    await settle();
    expect(search.mock.calls[0]![1].aborted).toBe(true);
    await act(async () => resolveOld([movie(8, 'Alien', '1979')]));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Aliens'),
    ]);
  });

  it('shows a director as one, with initials for a missing photo and two films they directed', async () => {
    const person: SuggestionData = {
      id: 488,
      type: 'person',
      name: 'Steven Allan Spielberg',
      profile_path: null,
      known_for_department: 'Directing',
      known_for: [
        { title: 'Jaws', release_date: '1975-06-20' },
        { title: 'Jurassic Park', release_date: '1993-06-11' },
        { title: 'Hook', release_date: '1991-12-11' },
      ],
    };
    const { type } = setup({ search: vi.fn().mockResolvedValue([person]) });
    type('spiel');
    await settle();
    const option = screen.getByRole('option');
    expect(option).toHaveTextContent(
      'Steven Allan SpielbergDirectorDirected Jaws (1975), Jurassic Park (1993)',
    );
    expect(option).not.toHaveTextContent('Hook');
    // Initials stand in for the photo (first and last name), hidden from screen readers.
    expect(option.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^SS$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows an actor's photo and what they are known for, films or shows", async () => {
    const person: SuggestionData = {
      id: 31,
      type: 'person',
      name: 'Tom Hanks',
      profile_path: 'https://image.tmdb.org/t/p/w45/hanks.jpg',
      known_for_department: 'Acting',
      known_for: [{ title: 'Forrest Gump', release_date: '1994-07-06' }, { name: 'Band of Brothers' }],
    };
    const { type } = setup({ search: vi.fn().mockResolvedValue([person]) });
    type('hanks');
    await settle();
    const option = screen.getByRole('option');
    expect(option).toHaveTextContent('Tom HanksActorKnown for Forrest Gump (1994), Band of Brothers');
    expect(option.querySelector('img')).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w45/hanks.jpg');
    fireEvent.error(option.querySelector('img')!);
    expect(option.querySelector('img')).toBeNull();
    expect(option).toHaveTextContent(/^TH/);
  });

  it('clears the suggestions when the text gets too short again', async () => {
    const { box, type } = setup();
    type('matr');
    await settle();
    type('m');
    await settle();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
