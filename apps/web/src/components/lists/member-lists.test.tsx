import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member as dana } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderInApp } from '../../test/render-in-app.tsx';
import { fail, ok, recordingTrpc, type TrpcResolvers } from '../../test/trpc-mock.ts';
import { FilmListsLine } from './film-lists-line.tsx';
import { MemberLists } from './member-lists.tsx';

const DANA = { id: dana.id, name: 'Dana S.' };
const summary = (id: number, title: string, extra = {}) => ({
  id,
  owner: DANA,
  title,
  description: '',
  ranked: false,
  visibility: 'public' as const,
  filmCount: 2,
  posters: ['/api/posters/1.svg'],
  updatedAt: '2026-11-20T19:30:00.000Z',
  ...extra,
});
const made = {
  ...summary(9, 'Films for Halloween'),
  createdAt: '2026-11-20T19:30:00.000Z',
  editors: [],
  items: [],
  isOwner: true,
  canEdit: true,
};

function serve(resolvers: TrpcResolvers) {
  const { handler, calls } = recordingTrpc({ 'auth.me': () => ok(dana), ...resolvers });
  server.use(handler);
  return calls;
}

describe('Lists on the member page', () => {
  it('lists the member’s lists with their film count, each a link to its page', async () => {
    serve({
      'lists.ofMember': () => ok([summary(7, 'Mann', { visibility: 'members' }), summary(8, 'Horror')]),
    });
    renderInApp(<MemberLists memberId="u_fox" own={false} />);
    expect(await screen.findByRole('link', { name: 'Mann' })).toHaveAttribute('href', '/lists/7');
    expect(screen.getByText(/2 films · by Dana S. · Members/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New list')).toBeNull();
  });

  it('says when there are none, and when they fail to load', async () => {
    serve({ 'lists.ofMember': () => ok([]) });
    const { unmount } = renderInApp(<MemberLists memberId="u_fox" own={false} />);
    expect(await screen.findByText('No lists yet')).toBeInTheDocument();
    unmount();
    serve({ 'lists.ofMember': () => fail('INTERNAL_SERVER_ERROR', 'The shelf fell over') });
    renderInApp(<MemberLists memberId="u_fox" own={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The shelf fell over');
  });

  it('makes a new list from a title on the member’s own page and opens it', async () => {
    const calls = serve({ 'lists.ofMember': () => ok([]), 'lists.create': () => ok(made) });
    const { user } = renderInApp(<MemberLists memberId={dana.id} own />);
    await user.type(await screen.findByLabelText('New list'), 'Films for Halloween');
    await user.click(screen.getByRole('button', { name: 'Make list' }));
    await waitFor(() => expect(calls['lists.create']).toEqual([{ title: 'Films for Halloween' }]));
    await waitFor(() => expect(window.location.pathname).toBe('/lists/9'));
  });

  it('imports a Letterboxd list export chosen as a file', async () => {
    const calls = serve({
      'lists.ofMember': () => ok([]),
      'lists.import': () => ok({ list: made, unmatched: [], unmatchedTotal: 0 }),
    });
    const { user } = renderInApp(<MemberLists memberId={dana.id} own />);
    const csv =
      'Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2026-11-20,Films for Halloween,,,\n';
    await user.upload(
      await screen.findByLabelText('Import a Letterboxd list (CSV)'),
      new File([csv], 'halloween.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(calls['lists.import']).toEqual([{ csv }]));
  });
});

describe('In N lists on a film page', () => {
  it('counts the lists holding the film and names them', async () => {
    serve({ 'lists.forFilm': () => ok({ count: 3, lists: [summary(7, 'Mann'), summary(8, 'Heists')] }) });
    renderInApp(<FilmListsLine movieId={949} />);
    expect(await screen.findByText(/In 3 lists/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Heists' })).toHaveAttribute('href', '/lists/8');
  });
});
