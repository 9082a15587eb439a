import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { member } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderInApp } from '../../test/render-in-app.tsx';
import { fail, ok, recordingTrpc, type TrpcResolvers, unauthorized } from '../../test/trpc-mock.ts';
import { availabilityBy, FOX_COPY } from '../collection/fake-dvd-club.ts';
import { toPayload } from './use-watching-soon.ts';
import { WatchingSoonCard } from './watching-soon-card.tsx';

type Item = RouterOutputs['watchingSoon']['mine'][number];

const pick = (position: number, title: string, extra: Partial<Item> = {}): Item => ({
  id: position,
  userId: member.id,
  movieId: position * 10,
  title,
  year: 1990 + position,
  posterUrl: null,
  description: null,
  position,
  addedAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const results = [
  {
    id: 2,
    type: 'movie' as const,
    title: 'Alien',
    poster_path: 'https://image.tmdb.org/t/p/w92/alien.jpg',
    release_date: '1979-05-25',
    vote_average: 8.5,
    overview: 'In space no one can hear you scream.',
  },
];

function serve(resolvers: TrpcResolvers) {
  const { handler, calls } = recordingTrpc({ 'auth.me': () => ok(member), ...resolvers });
  server.use(handler);
  return calls;
}

const show = (userId: string, onSaved?: () => void) =>
  renderInApp(<WatchingSoonCard userId={userId} onSaved={onSaved} />, { delay: null }).user;

describe('Watching Soon card: reading', () => {
  it("says which picks a member has on the shelf, with one availability call for the three, on anyone's list", async () => {
    const calls = serve({
      'watchingSoon.ofMember': () => ok([pick(1, 'Heat'), pick(2, 'Clue'), pick(3, 'Alien')]),
      'shelf.availability': availabilityBy({
        10: { owners: 1, copies: 2, onShelf: 1, firstAvailable: FOX_COPY },
        30: { owners: 1, copies: 1, toHold: FOX_COPY },
      }),
    });
    show('u_fox');
    const list = await screen.findByRole('list', { name: 'Watching Soon picks' });
    const [heat, clue, alien] = within(list).getAllByRole('listitem');
    expect(await within(heat!).findByText('2 copies from 1 member, 1 in now')).toBeInTheDocument();
    expect(within(heat!).getByRole('button', { name: 'Request Rental' })).toBeInTheDocument();
    expect(within(alien!).getByRole('button', { name: 'Place Hold' })).toBeInTheDocument();
    expect(within(clue!).queryByText(/On the shelf/)).not.toBeInTheDocument();
    expect(calls['shelf.availability']).toEqual([{ movieIds: [10, 20, 30], titles: [] }]);
  });

  it('shows the owner three slots, picks in place and dashed empty ones, with an edit button', async () => {
    serve({
      'watchingSoon.mine': () =>
        ok([pick(1, 'Heat', { description: 'Pacino vs De Niro!' }), pick(2, 'Clue')]),
    });
    show('own');
    const slots = within(await screen.findByRole('list', { name: 'Watching Soon picks' })).getAllByRole(
      'listitem',
    );
    expect(slots.map((s) => s.textContent)).toEqual([
      'Pick #1Heat1991“Pacino vs De Niro!”',
      'Pick #2Clue1992',
      'Pick #3Open slot',
    ]);
    expect(screen.getByRole('button', { name: 'Edit Watching Soon' })).toBeInTheDocument();
  });

  it("says 'No movies selected yet' to the owner of an empty list", async () => {
    serve({ 'watchingSoon.mine': () => ok([]) });
    show('own');
    expect(await screen.findByText('No movies selected yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Watching Soon picks' })).getAllByText('Open slot'),
    ).toHaveLength(3);
  });

  it("says 'Nothing planned yet' on someone else's list, with no edit button", async () => {
    const calls = serve({ 'watchingSoon.ofMember': () => ok([]) });
    show('u_someone_else');
    expect(await screen.findByText('Nothing planned yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Watching Soon' })).not.toBeInTheDocument();
    expect(calls['watchingSoon.ofMember']).toEqual([{ userId: 'u_someone_else' }]);
  });

  it('reads a member’s own id as their own list', async () => {
    serve({ 'watchingSoon.mine': () => ok([]) });
    show(member.id);
    expect(await screen.findByRole('button', { name: 'Edit Watching Soon' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    serve({ 'watchingSoon.ofMember': () => fail('INTERNAL_SERVER_ERROR', 'down') });
    show('u_x');
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the Watching Soon picks.");
  });
});

describe('Watching Soon card: editing', () => {
  it('has 3 search boxes and 3 optional why boxes, padded to 3 slots', async () => {
    serve({ 'watchingSoon.mine': () => ok([pick(1, 'Heat')]) });
    const user = show('own');
    await user.click(await screen.findByRole('button', { name: 'Edit Watching Soon' }));
    const boxes = screen.getAllByRole('combobox');
    expect(boxes).toHaveLength(3);
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(['Heat', '', '']);
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Movie for pick #1',
      'Movie for pick #2',
      'Movie for pick #3',
    ]);
    expect(screen.getAllByLabelText('Why are you excited to watch this?')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("saves only titled picks, renumbered 1..n, and says 'Updated!'", async () => {
    const calls = serve({
      'watchingSoon.mine': () => ok([pick(1, 'Heat')]),
      'catalog.searchMovies': () => ok({ results }),
      'watchingSoon.replace': (input) =>
        ok((input as { movies: Item[] }).movies.map((m, i) => pick(i + 1, m.title, { movieId: m.movieId }))),
    });
    const onSaved = vi.fn();
    const user = show('own', onSaved);
    await user.click(await screen.findByRole('button', { name: 'Edit Watching Soon' }));

    // Pick #1 cleared, pick #3 chosen from the search with a reason: it is saved as #1.
    await user.click(screen.getByRole('button', { name: 'Clear pick #1' }));
    await user.type(screen.getByRole('combobox', { name: 'Movie for pick #3' }), 'Ali');
    await user.click(await screen.findByRole('option', { name: /Alien/ }));
    const why = screen.getAllByLabelText('Why are you excited to watch this?')[2] as HTMLElement;
    await user.type(why, '  Ripley!  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    expect(calls['watchingSoon.replace']).toEqual([
      {
        movies: [
          {
            movieId: 2,
            title: 'Alien',
            year: 1979,
            posterUrl: 'https://image.tmdb.org/t/p/w92/alien.jpg',
            description: 'Ripley!',
            position: 1,
          },
        ],
      },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Watching Soon picks' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Alien');
  });

  it('keeps a typed title that was not picked from the search', () => {
    expect(
      toPayload([
        { movieId: null, title: '  ', year: null, posterUrl: null, description: 'ignored' },
        { movieId: null, title: ' My Cousin’s Wedding Tape ', year: null, posterUrl: null, description: '' },
      ]),
    ).toEqual([
      {
        movieId: null,
        title: 'My Cousin’s Wedding Tape',
        year: null,
        posterUrl: null,
        description: null,
        position: 1,
      },
    ]);
  });

  it('cancels without saving', async () => {
    const calls = serve({ 'watchingSoon.mine': () => ok([]) });
    const user = show('own');
    await user.click(await screen.findByRole('button', { name: 'Edit Watching Soon' }));
    await user.type(screen.getAllByLabelText('Why are you excited to watch this?')[0] as HTMLElement, 'hm');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No movies selected yet')).toBeInTheDocument();
    expect(calls['watchingSoon.replace']).toBeUndefined();
  });

  it("shows 'Error Adding Movie' with the server's message and keeps the form", async () => {
    serve({
      'watchingSoon.mine': () => ok([pick(1, 'Heat')]),
      'watchingSoon.replace': () => fail('BAD_REQUEST', 'description is at most 280 characters'),
    });
    const user = show('own');
    await user.click(await screen.findByRole('button', { name: 'Edit Watching Soon' }));
    await user.type(
      screen.getAllByLabelText('Why are you excited to watch this?')[0] as HTMLElement,
      'So good',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error Adding Movie')).toBeInTheDocument();
    expect(screen.getByText('description is at most 280 characters')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Why are you excited to watch this?')[0]).toHaveValue('So good');
  });

  it("asks a logged-out owner to log in: 'Authentication Required'", async () => {
    serve({ 'watchingSoon.mine': () => ok([]), 'watchingSoon.replace': unauthorized });
    const user = show('own');
    await user.click(await screen.findByRole('button', { name: 'Edit Watching Soon' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to update your profile')).toBeInTheDocument();
  });
});
