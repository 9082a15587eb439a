import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movieDetails, movieResult } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockTrpc, ok, type ProcedureOutput, signedOut } from '../../../test/trpc-mock.ts';

const film = (id: number, title: string, year: string) =>
  movieResult(id, title, year, { poster_path: `/api/posters/${id}.svg`, vote_average: null, overview: '' });

const hanks: ProcedureOutput<'catalog.getPerson'> = {
  id: 31,
  type: 'person',
  name: 'Tom Hanks',
  profile_path: null,
  known_for_department: 'Acting',
  known_for: [{ id: 13, type: 'movie', title: 'Forrest Gump', release_date: '1994-07-06' }],
  movies: [film(13, 'Forrest Gump', '1994-07-06')],
  directed: [film(40, 'That Thing You Do!', '1996')],
  appeared_in: [film(50, 'Cast Away', '2000'), film(13, 'Forrest Gump', '1994-07-06')],
};

describe('person page', () => {
  it('lists the films a person directed and appears in, newest first, each linking to its page', async () => {
    const asked: unknown[] = [];
    server.use(
      mockTrpc({
        'auth.me': signedOut,
        'catalog.getPerson': (input) => {
          asked.push(input);
          return ok(hanks);
        },
        'catalog.getMovie': () => ok(movieDetails(film(50, 'Cast Away', '2000'))),
      }),
    );
    renderApp('/person/31');
    expect(await screen.findByRole('heading', { level: 1, name: /Tom Hanks/ })).toBeInTheDocument();
    expect(asked).toEqual([{ id: 31 }]);
    const directed = screen.getByRole('region', { name: 'Directed' });
    expect(within(directed).getByRole('link', { name: /That Thing You Do!/ })).toHaveAttribute(
      'href',
      '/movie/40',
    );
    const appeared = within(screen.getByRole('region', { name: 'Appears in' })).getAllByRole('link');
    expect(appeared.map((a) => a.getAttribute('href'))).toEqual(['/movie/50', '/movie/13']);

    await userEvent.click(appeared[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cast Away' })).toBeInTheDocument();
  });

  it('says so when nobody has that id', async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    renderApp('/person/not-a-number');
    expect(await screen.findByText('Person not found')).toBeInTheDocument();
  });
});
