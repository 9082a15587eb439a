import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/trpc-mock.ts';
import { availabilityBy } from '../collection/fake-dvd-club.ts';
import { tellMeAbout } from './chat-movie-search.tsx';
import { renderChat, serveChat } from './fake-chat.tsx';

const movie = (id: number, title: string, year: string | null) => ({
  id,
  type: 'movie' as const,
  title,
  poster_path: id === 1 ? null : `https://image.tmdb.org/t/p/w92/${id}.jpg`,
  release_date: year ? `${year}-03-31` : null,
  vote_average: 7 + id / 10,
  overview: `${title}: a film about ${'things happening '.repeat(3)}.`,
});
const wachowski = {
  id: 9001,
  type: 'person' as const,
  name: 'Lana Wachowski',
  profile_path: null,
  known_for_department: 'Directing',
  known_for: [
    { id: 2, type: 'movie' as const, title: 'The Matrix', release_date: '1999-03-31' },
    { id: 3, type: 'movie' as const, title: 'Bound', release_date: '1996-09-13' },
    { id: 4, type: 'movie' as const, title: 'Speed Racer' },
  ],
};
const results = [
  movie(2, 'The Matrix', '1999'),
  wachowski,
  ...Array.from({ length: 8 }, (_, i) => movie(10 + i, `Matrix Copy ${i + 1}`, '2001')),
];

const messageBox = () => screen.getByRole('textbox', { name: 'Message Chuck' });
const searchBox = () => screen.getByRole('combobox', { name: 'Search movies' });

async function openSearch(overrides: Parameters<typeof serveChat>[0] = {}) {
  const chat = serveChat({
    'catalog.search': () => ok({ results }),
    'shelf.availability': availabilityBy({ 2: { owners: 1, copies: 2, onShelf: 2 } }),
    ...overrides,
  });
  const { user } = renderChat();
  await screen.findByText(/Hey there/);
  const toggle = screen.getByRole('button', { name: 'Search movies' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(searchBox()).toHaveFocus();
  return { chat, user };
}

describe('chat movie search', () => {
  it("words the prompt 'Tell me about {title} ({year})', without a year when there is none", () => {
    expect(tellMeAbout({ title: 'The Matrix', release_date: '1999-03-31' })).toBe(
      'Tell me about The Matrix (1999)',
    );
    expect(tellMeAbout({ title: 'Untitled', release_date: null })).toBe('Tell me about Untitled');
  });

  it('lists up to 8 films and people; a film fills the chat box and closes the search', async () => {
    const { chat, user } = await openSearch();
    await user.type(searchBox(), 'matrix');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(8);
    expect(chat.calls['catalog.search']).toEqual([{ q: 'matrix', limit: 8 }]);

    const matrix = options[0]!;
    expect(matrix).toHaveTextContent('The Matrix');
    // A member has it rentable: said in the option, which holds no other control.
    expect(await within(matrix).findByText('On the shelf: 2 copies')).toBeInTheDocument();
    expect(within(matrix).queryByRole('button')).not.toBeInTheDocument();
    expect(within(options[2]!).queryByText(/On the shelf/)).not.toBeInTheDocument();
    // One availability call for the films listed (people have no shelf).
    expect(chat.calls['shelf.availability']).toEqual([{ movieIds: [2, 10, 11, 12, 13, 14, 15], titles: [] }]);
    expect(matrix).toHaveTextContent('1999');
    expect(matrix).toHaveTextContent('7.2');
    expect(within(matrix).getByRole('img', { name: 'Poster for The Matrix' })).toBeInTheDocument();
    const overview = within(matrix).getByText(/a film about things happening/);
    expect(overview).toHaveClass('line-clamp-2');

    const person = options[1]!;
    expect(person).toHaveTextContent('Lana Wachowski');
    // A director, as the catalog knows her, with films she made and her initials for a photo.
    expect(person).toHaveTextContent('Lana WachowskiDirectorDirected The Matrix (1999), Bound (1996)');
    expect(person.querySelector('[aria-hidden="true"]')).toHaveTextContent('LW');
    expect(person).not.toHaveTextContent('Speed Racer');

    await user.click(matrix);
    expect(messageBox()).toHaveValue('Tell me about The Matrix (1999)');
    expect(screen.queryByRole('combobox', { name: 'Search movies' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search movies' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(messageBox()).toHaveFocus());
    // Filled, not sent: the visitor sends it (or edits it first).
    expect(chat.calls['chat.send']).toBeUndefined();
  });

  it('passes no person on: the chat box stays as it was and the search stays open', async () => {
    const { user } = await openSearch();
    await user.type(messageBox(), 'hmm');
    await user.click(searchBox());
    await user.type(searchBox(), 'wachowski');
    await user.click(await screen.findByRole('option', { name: /Lana Wachowski/ }));
    expect(messageBox()).toHaveValue('hmm');
    expect(searchBox()).toBeInTheDocument();
  });

  it("says 'Search failed' in the panel when the search fails", async () => {
    const { user } = await openSearch({
      'catalog.search': () => fail('INTERNAL_SERVER_ERROR', 'catalog down'),
    });
    await user.type(searchBox(), 'matrix');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  });

  it('closes with Escape (after its suggestions) and leaves the widget open', async () => {
    const { user } = await openSearch();
    await user.type(searchBox(), 'matrix');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search movies' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chuck - Movie Clerk' })).toBeInTheDocument();
    await waitFor(() => expect(messageBox()).toHaveFocus());
  });
});
