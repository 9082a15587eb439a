import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveChat } from '../../../components/chat/fake-chat.tsx';
import { availabilityBy, FOX_COPY } from '../../../components/collection/fake-dvd-club.ts';
import { getSessionId } from '../../../lib/session.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  fail,
  mockTrpc,
  ok,
  type ProcedureOutput,
  signedOut,
  type TrpcReply,
} from '../../../test/trpc-mock.ts';

const matrix: ProcedureOutput<'catalog.getMovie'> = {
  id: 603,
  type: 'movie',
  title: 'The Matrix',
  poster_path: 'https://image.tmdb.org/t/p/w92/matrix.jpg',
  release_date: '1999-03-31',
  vote_average: 8.2,
  overview: 'A hacker learns the truth about his reality.',
  director: 'Lana Wachowski, Lilly Wachowski',
  directors: [
    { id: 9339, name: 'Lana Wachowski' },
    { id: 9340, name: 'Lilly Wachowski' },
  ],
  cast: [
    { id: 6384, name: 'Keanu Reeves' },
    { id: 2975, name: 'Laurence Fishburne' },
  ],
  wikipedia_url: 'https://en.wikipedia.org/wiki/The_Matrix',
  runtime: 136,
  genres: [
    { id: 28, name: 'Action' },
    { id: 878, name: 'Science Fiction' },
  ],
  vote_count: 26000,
};

const SIMILAR: ProcedureOutput<'moreLikeThis.forFilm'> = (
  [
    [1001, 'Dark City', 1998],
    [1002, 'Ghost in the Shell', 1995],
    [1003, 'Total Recall', 1990],
    [1004, 'Gattaca', 1997],
    [1005, 'eXistenZ', 1999],
    [1006, 'Strange Days', 1995],
  ] as const
).map(([movieId, title, year]) => ({
  movieId,
  title,
  year,
  rating: '7.5',
  description: '',
  posterUrl: `/api/posters/${movieId}.svg`,
}));

describe('public film page', () => {
  it('shows the poster, title, year, director, runtime, genres and overview, with a share button', async () => {
    const asked: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.getMovie': (input) => {
          asked.push(input);
          return ok(matrix);
        },
      }),
    );
    renderApp('/movie/603');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Matrix' })).toBeInTheDocument();
    expect(asked).toEqual([{ id: 603 }]);
    expect(screen.getByText('1999')).toBeInTheDocument();
    expect(screen.getByText('136 min')).toBeInTheDocument();
    expect(screen.getByText('8.2/10')).toHaveTextContent('8.2/10(26,000 votes)');
    expect(screen.getByRole('link', { name: 'Lana Wachowski' })).toHaveAttribute('href', '/person/9339');
    expect(screen.getByRole('link', { name: 'Lilly Wachowski' })).toHaveAttribute('href', '/person/9340');
    expect(screen.getByRole('link', { name: 'Keanu Reeves' })).toHaveAttribute('href', '/person/6384');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Wikipedia' })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/The_Matrix',
    );
    expect(screen.getByRole('list', { name: 'Genres' })).toHaveTextContent('ActionScience Fiction');
    expect(screen.getByText('A hacker learns the truth about his reality.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poster for The Matrix' })).toHaveAttribute(
      'src',
      'https://image.tmdb.org/t/p/w500/matrix.jpg',
    );
    expect(screen.getByRole('button', { name: 'Share The Matrix' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("The Matrix (1999) · Chuck's Video Store"));
  });

  it('lists the top-billed cast under Cast, each linking to their page', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, name: `Actor ${i + 1}` }));
    server.use(mockTrpc({ 'auth.me': signedOut, 'catalog.getMovie': () => ok({ ...matrix, cast: eight }) }));
    renderApp('/movie/603');
    const cast = await screen.findByRole('region', { name: 'Cast' });
    const links = within(cast).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      eight.map((p) => [p.name, `/person/${p.id}`]),
    );
  });

  it("shows 'More like this': six films linking to their pages, reachable by keyboard", async () => {
    const asked: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.getMovie': (input) =>
          ok((input as { id: number }).id === 603 ? matrix : { ...matrix, id: 1001, title: 'Dark City' }),
        'moreLikeThis.forFilm': (input) => {
          asked.push(input);
          return ok(SIMILAR);
        },
      }),
    );
    const { user, navigate } = renderApp('/movie/603');
    const similar = await screen.findByRole('region', { name: 'More like this' });
    const links = await within(similar).findAllByRole('link');
    expect(asked).toEqual([{ id: 603 }]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(SIMILAR.map((f) => `/movie/${f.movieId}`));
    expect(links[0]).toHaveTextContent('Dark City1998');
    expect(within(links[0]!).getByRole('img', { name: 'Poster for Dark City' })).toBeInTheDocument();

    // Keyboard: the first card takes focus and Enter opens its page.
    links[0]!.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dark City' })).toBeInTheDocument();

    // Back on the first film, Chuck is asked again: a member may have seen or rated films meanwhile.
    act(() => navigate('/movie/603'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Matrix' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([{ id: 603 }, { id: 1001 }, { id: 603 }]));
  });

  it("'More like this' shows Chuck checking the shelves while it loads, then an empty shelf when he has nothing", async () => {
    let answer: (reply: TrpcReply<ProcedureOutput<'moreLikeThis.forFilm'>>) => void = () => {};
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.getMovie': () => ok(matrix),
        'moreLikeThis.forFilm': () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    renderApp('/movie/603');
    const similar = await screen.findByRole('region', { name: 'More like this' });
    expect(await within(similar).findByText('Chuck is checking the shelves...')).toBeInTheDocument();
    answer(ok([]));
    expect(await within(similar).findByText('Nothing like it on the shelves')).toBeInTheDocument();
    expect(within(similar).queryByRole('link')).not.toBeInTheDocument();
  });

  it("'More like this' says when it failed and tries again on request", async () => {
    let calls = 0;
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.getMovie': () => ok(matrix),
        'moreLikeThis.forFilm': () => {
          calls += 1;
          return calls === 1 ? fail('INTERNAL_SERVER_ERROR', 'boom') : ok(SIMILAR);
        },
      }),
    );
    const { user } = renderApp('/movie/603');
    const similar = await screen.findByRole('region', { name: 'More like this' });
    expect(await within(similar).findByRole('alert')).toHaveTextContent(
      "Chuck couldn't pull similar films right now.",
    );
    await user.click(within(similar).getByRole('button', { name: 'Try again' }));
    expect(await within(similar).findAllByRole('link')).toHaveLength(6);
  });

  it("says when members have the film on the shelf, with Request Rental; the borrower reads 'You have this disc'", async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.getMovie': () => ok(matrix),
        'shelf.availability': availabilityBy({
          603: { owners: 2, copies: 2, onShelf: 1, firstAvailable: FOX_COPY },
        }),
      }),
    );
    const { user } = renderApp('/movie/603');
    expect(await screen.findByText('2 copies from 2 members, 1 in now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /On the shelf/ })).toHaveAttribute(
      'href',
      '/whats-on-the-shelf?search=The%20Matrix',
    );
    // A visitor is sent to log in.
    await user.click(screen.getByRole('button', { name: 'Request Rental' }));
    expect(await screen.findByText('Please log in to request rentals')).toBeInTheDocument();
  });

  it("tells the member who has the disc 'You have this disc', with nothing to request", async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.getMovie': () => ok(matrix),
        'shelf.availability': availabilityBy({ 603: { owners: 1, copies: 1, youHaveIt: true } }),
      }),
    );
    renderApp('/movie/603');
    expect(await screen.findByText('You have this disc')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Rental' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Hold' })).not.toBeInTheDocument();
  });

  it("'Ask Chuck for more like this' opens Chuck's chat here and asks about this film, once", async () => {
    const chat = serveChat({ 'auth.me': signedOut, 'catalog.getMovie': () => ok(matrix) });
    chat.reply('If The Matrix rewired you, try Dark City (1998).');
    const { user } = renderApp('/movie/603');
    await user.click(await screen.findByRole('button', { name: 'Ask Chuck for more like this' }));

    const widget = within(await screen.findByRole('region', { name: 'Chuck - Movie Clerk' }));
    // Sent as the visitor's own message, and Chuck answers it.
    const asked = await widget.findByText('More like The Matrix (1999)');
    expect(asked).toHaveTextContent(/^You: /);
    expect(await widget.findByText('If The Matrix rewired you, try Dark City (1998).')).toHaveTextContent(
      /^Chuck: /,
    );
    expect(chat.calls['chat.send']).toEqual([
      { sessionId: getSessionId(), role: 'user', content: 'More like The Matrix (1999)' },
    ]);

    // Minimised and restored, the panel does not ask again; the button asks again on purpose.
    await user.click(widget.getByRole('button', { name: 'Minimise chat' }));
    await user.click(await screen.findByRole('button', { name: 'Restore chat: Chuck - Movie Clerk' }));
    await screen.findByRole('textbox', { name: 'Message Chuck' });
    expect(chat.calls['chat.send']).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Ask Chuck for more like this' }));
    await waitFor(() => expect(chat.calls['chat.send']).toHaveLength(2));
  });

  it("says 'Movie not found' for an unknown or malformed id", async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.getMovie': () => fail('NOT_FOUND', 'Movie not found'),
      }),
    );
    const { unmount } = renderApp('/movie/999999');
    expect(await screen.findByText('Movie not found')).toBeInTheDocument();
    unmount();
    renderApp('/movie/not-a-number');
    expect(await screen.findByText('Movie not found')).toBeInTheDocument();
  });

  it('offers a retry when the catalog is down', async () => {
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.getMovie': () =>
          fail('INTERNAL_SERVER_ERROR', 'Movie search is unavailable right now. Please try again.'),
      }),
    );
    renderApp('/movie/603');
    expect(await screen.findByText("We couldn't load this film")).toBeInTheDocument();
    expect(screen.getByText('Movie search is unavailable right now. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
