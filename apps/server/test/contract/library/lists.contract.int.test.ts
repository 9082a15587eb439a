import { insertTestFilms } from '@chuck/api/testing';
import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, signedUp, startContractServer } from '../client.ts';

// Lists of films (issue 32 item 1): every REST path, its shape, its 4xx and its 401.
describe('contract: lists of films', () => {
  const s = perFile(() => startContractServer());
  const ana = signedUp(s);
  const ben = signedUp(s);
  const cy = signedUp(s);
  const FILMS = [1, 2, 3].map((n) => ({
    id: 1_981_000_000 + n,
    title: `Zzcontract List Film ${n}`,
    year: 2000 + n,
  }));
  const [f1, f2, f3] = FILMS.map((f) => f.id) as [number, number, number];

  /** Ana and Ben are connected; Cy is connected to nobody. */
  beforeAll(async () => {
    await insertTestFilms(s.deps.db, FILMS, 'contract-lists');
    for (const member of [ana, ben]) {
      const added = await member.client.POST('/dvd-club/collection', {
        body: { title: 'Zzcontract List Bond', year: 1984, visibility: 'public' },
      });
      expect(added.response.status).toBe(200);
    }
    await ana.client.POST('/social/connections/{memberId}', { params: { path: { memberId: ben.user.id } } });
    const accepted = await ben.client.POST('/social/connections/{memberId}/accept', {
      params: { path: { memberId: ana.user.id } },
    });
    expect(accepted.response.status).toBe(200);
  });

  const member = (m: { user: { id: string } }) => ({ id: m.user.id, name: expect.any(String) });

  it('POST /lists → 201 the list; 400 long title; 401', async () => {
    const { data, response } = await ana.client.POST('/lists', {
      body: { title: 'Zzcontract Night', description: 'Dark.', ranked: true, visibility: 'public' },
    });
    expect(response.status).toBe(201);
    expect(data).toEqual({
      id: expect.any(Number),
      owner: member(ana),
      title: 'Zzcontract Night',
      description: 'Dark.',
      ranked: true,
      visibility: 'public',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      editors: [],
      items: [],
      isOwner: true,
      canEdit: true,
    });
    const long = await ana.client.POST('/lists', { body: { title: 'x'.repeat(81) } });
    expect(long.response.status).toBe(400);
    expect(long.error).toEqual(errorBody("title: A list's title is at most 80 characters"));
    expect((await s.anonymous.POST('/lists', { body: { title: 'x' } })).response.status).toBe(401);
  });

  it('the films, editors and order paths → the list; 409 twice; 403 reader; 400 non-connection; 404 hidden; 401', async () => {
    const made = await ana.client.POST('/lists', {
      body: { title: 'Zzcontract Shared', visibility: 'members' },
    });
    const id = made.data!.id;
    const path = { params: { path: { id } } };
    const added = await ana.client.POST('/lists/{id}/items', {
      ...path,
      body: { movieId: f1, note: 'First' },
    });
    expect(added.data!.items).toEqual([
      {
        movieId: f1,
        title: 'Zzcontract List Film 1',
        year: 2001,
        posterUrl: expect.any(String),
        note: 'First',
        position: 1,
        addedBy: member(ana),
        addedAt: expect.any(String),
      },
    ]);
    const twice = await ana.client.POST('/lists/{id}/items', { ...path, body: { movieId: f1 } });
    expect(twice.response.status).toBe(409);
    expect(twice.error).toEqual(errorBody('Zzcontract List Film 1 is already on this list.'));
    const reader = await cy.client.POST('/lists/{id}/items', { ...path, body: { movieId: f2 } });
    expect(reader.response.status).toBe(403);

    const stranger = await ana.client.POST('/lists/{id}/editors', {
      ...path,
      body: { memberId: cy.user.id },
    });
    expect(stranger.response.status).toBe(400);
    const invited = await ana.client.POST('/lists/{id}/editors', {
      ...path,
      body: { memberId: ben.user.id },
    });
    expect(invited.data!.editors).toEqual([member(ben)]);
    const byBen = await ben.client.POST('/lists/{id}/items', { ...path, body: { movieId: f2 } });
    expect(byBen.data!.items[1]).toMatchObject({ movieId: f2, addedBy: member(ben), position: 2 });
    const noted = await ben.client.PATCH('/lists/{id}/items/{movieId}', {
      params: { path: { id, movieId: f2 } },
      body: { note: 'Ben’s pick' },
    });
    expect(noted.data!.items[1]!.note).toBe('Ben’s pick');
    const ordered = await ben.client.PUT('/lists/{id}/order', { ...path, body: { movieIds: [f2, f1] } });
    expect(ordered.data!.items.map((i) => i.movieId)).toEqual([f2, f1]);
    const dup = await ben.client.PUT('/lists/{id}/order', { ...path, body: { movieIds: [f2, f2] } });
    expect(dup.response.status).toBe(400);
    const removed = await ben.client.DELETE('/lists/{id}/items/{movieId}', {
      params: { path: { id, movieId: f1 } },
    });
    expect(removed.data!.items.map((i) => i.movieId)).toEqual([f2]);
    const rename = await ben.client.PATCH('/lists/{id}', { ...path, body: { title: 'Ben’s now' } });
    expect(rename.response.status).toBe(403);
    const gone = await ana.client.DELETE('/lists/{id}/editors/{memberId}', {
      params: { path: { id, memberId: ben.user.id } },
    });
    expect(gone.data).toEqual({ removed: true });

    const hidden = await s.anonymous.GET('/lists/{id}', path);
    expect(hidden.response.status).toBe(404);
    expect(hidden.error).toEqual(errorBody('List not found'));
    for (const call of [
      s.anonymous.POST('/lists/{id}/items', { ...path, body: { movieId: f3 } }),
      s.anonymous.PUT('/lists/{id}/order', { ...path, body: { movieIds: [] } }),
      s.anonymous.DELETE('/lists/{id}/items/{movieId}', { params: { path: { id, movieId: f2 } } }),
      s.anonymous.PATCH('/lists/{id}/items/{movieId}', {
        params: { path: { id, movieId: f2 } },
        body: { note: null },
      }),
      s.anonymous.POST('/lists/{id}/editors', { ...path, body: { memberId: ben.user.id } }),
      s.anonymous.DELETE('/lists/{id}/editors/{memberId}', {
        params: { path: { id, memberId: ben.user.id } },
      }),
      s.anonymous.PATCH('/lists/{id}', { ...path, body: { title: 'x' } }),
      s.anonymous.DELETE('/lists/{id}', path),
    ]) {
      expect((await call).response.status).toBe(401);
    }
  });

  it('GET /lists/{id}, PATCH, GET /members/{id}/lists, GET /movies/{movieId}/lists, export, import, DELETE', async () => {
    const made = await ana.client.POST('/lists', {
      body: { title: 'Zzcontract Public', visibility: 'public' },
    });
    const id = made.data!.id;
    const path = { params: { path: { id } } };
    await ana.client.POST('/lists/{id}/items', { ...path, body: { movieId: f3 } });
    const seen = await s.anonymous.GET('/lists/{id}', path);
    expect(seen.data).toMatchObject({ id, isOwner: false, canEdit: false, items: [{ movieId: f3 }] });
    const patched = await ana.client.PATCH('/lists/{id}', {
      ...path,
      body: { description: 'x'.repeat(1001) },
    });
    expect(patched.response.status).toBe(400);
    const ranked = await ana.client.PATCH('/lists/{id}', { ...path, body: { ranked: true } });
    expect(ranked.data!.ranked).toBe(true);

    const lists = await cy.client.GET('/members/{id}/lists', { params: { path: { id: ana.user.id } } });
    expect(lists.data).toContainEqual({
      id,
      owner: member(ana),
      title: 'Zzcontract Public',
      description: '',
      ranked: true,
      visibility: 'public',
      filmCount: 1,
      posters: [expect.any(String)],
      updatedAt: expect.any(String),
    });
    expect(lists.data!.map((l) => l.visibility)).not.toContain('private');
    const unknown = await cy.client.GET('/members/{id}/lists', { params: { path: { id: 'nobody-here' } } });
    expect(unknown.response.status).toBe(404);
    const onFilm = await s.anonymous.GET('/movies/{movieId}/lists', { params: { path: { movieId: f3 } } });
    expect(onFilm.data).toEqual({ count: 1, lists: [expect.objectContaining({ id })] });

    const file = await s.anonymous.GET('/lists/{id}/export.csv', { ...path, parseAs: 'text' });
    expect(file.response.headers.get('content-type')).toContain('text/csv');
    expect(file.data).toContain('Letterboxd list export v7');
    const imported = await cy.client.POST('/lists/import', { body: { csv: String(file.data) } });
    expect(imported.response.status).toBe(201);
    expect(imported.data).toMatchObject({
      list: { title: 'Zzcontract Public', items: [{ movieId: f3 }] },
      unmatched: [],
    });
    const notAList = await cy.client.POST('/lists/import', { body: { csv: 'a,b\n1,2\n' } });
    expect(notAList.response.status).toBe(400);
    expect((await s.anonymous.POST('/lists/import', { body: { csv: 'a' } })).response.status).toBe(401);

    expect((await cy.client.DELETE('/lists/{id}', path)).response.status).toBe(403);
    expect((await ana.client.DELETE('/lists/{id}', path)).data).toEqual({ deleted: true });
    expect((await s.anonymous.GET('/lists/{id}', path)).response.status).toBe(404);
  });
});
