import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { movieResult } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render-in-app.tsx';
import { fail, ok, type TrpcResolver, unauthorized } from '../../test/trpc-mock.ts';
import { AddToCollectionButton } from './add-to-collection-dialog.tsx';
import {
  collectionItem,
  JURASSIC_PARK_DISC,
  resetSpies,
  serve,
  spielbergDetails,
  spies,
} from './fake-dvd-club.ts';
import type { FilmFacts } from './film-to-disc.ts';

vi.mock('../../lib/unauthorized.ts', async (original) =>
  (await import('./fake-dvd-club.ts')).withRedirectSpy(await original()),
);

const overview = `${'A theme park of cloned dinosaurs goes badly wrong. '.repeat(6)}The end.`;
const film: FilmFacts = {
  movieId: 329,
  title: 'Jurassic Park',
  year: 1993,
  posterUrl: '/api/posters/329.svg',
  description: overview,
};

async function setup(options: { anonymous?: boolean; create?: TrpcResolver<'dvdClub.create'> } = {}) {
  const calls = serve(
    {
      'catalog.getMovie': () => ok(spielbergDetails(movieResult(329, 'Jurassic Park'))),
      'dvdClub.create': options.create ?? ((input) => ok(collectionItem(5, { title: input.title }))),
    },
    { anonymous: options.anonymous },
  );
  const { user } = renderInApp(<AddToCollectionButton film={film} />);
  await waitFor(() => expect(calls['auth.me']).toBeDefined());
  return { calls, user };
}

afterEach(resetSpies);

describe("Add to Collection ('I Own It')", () => {
  it('starts from DVD / Good / Private with the overview cut to 200 characters as notes', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'I Own It' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Collection' });
    expect(within(dialog).getByLabelText('Format')).toHaveValue('DVD');
    expect(within(dialog).getByLabelText('Condition')).toHaveValue('Good');
    expect(within(dialog).getByLabelText('Visibility')).toHaveValue('private');
    expect(within(dialog).getByRole('option', { name: 'Earn Credits' })).toHaveValue('rentable');
    const notes = within(dialog).getByLabelText('Notes (optional)');
    expect(notes).toHaveValue(overview.slice(0, 200).trimEnd());
    expect((notes as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(200);
    expect(await within(dialog).findByText(/Directed by Steven Spielberg · 127 min/)).toBeInTheDocument();
  });

  it("adds the disc with the catalog's details and says 'Added to Collection!'", async () => {
    const { calls, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'I Own It' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Collection' });
    await within(dialog).findByText(/Directed by/);
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'Blu-ray');
    await user.selectOptions(within(dialog).getByLabelText('Condition'), 'Mint');
    await user.selectOptions(within(dialog).getByLabelText('Visibility'), 'Earn Credits');
    const notes = within(dialog).getByLabelText('Notes (optional)');
    await user.clear(notes);
    await user.type(notes, ' Collector’s edition ');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Collection' }));

    expect(await screen.findByText('Added to Collection!')).toBeInTheDocument();
    expect(calls['dvdClub.create']).toEqual([
      {
        ...JURASSIC_PARK_DISC,
        format: 'Blu-ray',
        condition: 'Mint',
        visibility: 'rentable',
        notes: 'Collector’s edition',
        movieId: 329,
        posterUrl: `${window.location.origin}/api/posters/329.svg`,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Error' with the server's message and keeps the choices", async () => {
    const { user } = await setup({
      create: () => fail('CONFLICT', 'Your collection is full (5000 movies). Remove a movie to add another.'),
    });
    await user.click(screen.getByRole('button', { name: 'I Own It' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Collection' });
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'VHS');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Collection' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('Your collection is full (5000 movies). Remove a movie to add another.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Format')).toHaveValue('VHS');
  });

  it("sends a visitor to log in: 'Login Required', then /api/login after 1.5 s", async () => {
    const { user } = await setup({ anonymous: true });
    await user.click(screen.getByRole('button', { name: 'I Own It' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to add movies to your collection.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spies.unauthorized).toHaveBeenCalledWith(expect.objectContaining({ delayMs: 1500 }));
    await waitFor(() => expect(spies.redirect).toHaveBeenCalledWith('/api/login'), { timeout: 3000 });
  });

  it('takes the same login path when the session ran out before the add', async () => {
    const { user } = await setup({ create: unauthorized });
    await user.click(screen.getByRole('button', { name: 'I Own It' }));
    await user.click(await screen.findByRole('button', { name: 'Add to Collection' }));
    expect(await screen.findByText('Please log in to add movies to your collection.')).toBeInTheDocument();
    await waitFor(() => expect(spies.redirect).toHaveBeenCalledWith('/api/login'), { timeout: 3000 });
  });
});
