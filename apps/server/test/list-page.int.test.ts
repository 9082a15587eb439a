import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

// A shared list's link preview and its place in the sitemap (issue 32 item 1): public lists only.
describe('list pages for link previews and crawlers', () => {
  const t = perFile(() => createTestApp({ PUBLIC_URL: 'https://chucks.example' }));
  const ids = { open: 0, members: 0 };
  beforeAll(async () => {
    const db = t.deps.db;
    await db.insertInto('users').values({ id: 'listowner', email: 'listowner@example.com' }).execute();
    await db.insertInto('socialProfiles').values({ userId: 'listowner', displayName: 'Dana K.' }).execute();
    const made = await db
      .insertInto('filmLists')
      .values([
        { ownerId: 'listowner', title: 'Heist <night>', visibility: 'public' },
        { ownerId: 'listowner', title: 'Secret heists', description: 'Only members', visibility: 'members' },
      ])
      .returning('id')
      .execute();
    [ids.open, ids.members] = made.map((r) => r.id) as [number, number];
    await db
      .insertInto('filmListItems')
      .values([
        {
          listId: ids.open,
          movieId: 949,
          title: 'Heat',
          year: 1995,
          posterUrl: '/api/posters/949.svg',
          position: 1,
          addedBy: 'listowner',
          note: null,
        },
        {
          listId: ids.open,
          movieId: 1538,
          title: 'Collateral',
          year: 2004,
          posterUrl: 'https://image.tmdb.org/t/p/w92/poster.jpg',
          position: 2,
          addedBy: 'listowner',
          note: null,
        },
      ])
      .execute();
  });

  it('renders a public list’s card tags: its title and owner, its films, the first raster poster, the canonical URL', async () => {
    const res = await t.app.inject({ url: `/lists/${ids.open}`, headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta property="og:title" content="Heist &lt;night&gt; · a list by Dana K." />',
    );
    expect(res.body).toContain('<meta property="og:description" content="2 films: Heat, Collateral" />');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://image.tmdb.org/t/p/w500/poster.jpg" />',
    );
    expect(res.body).toContain(`<link rel="canonical" href="https://chucks.example/lists/${ids.open}" />`);
    expect(res.body).not.toContain('evil.example');
  });

  it('renders no tags for a list not everyone may see, nor for an unknown one', async () => {
    for (const url of [`/lists/${ids.members}`, '/lists/999999', '/lists/nope']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('Secret heists');
    }
  });

  it('puts the public list, and only it, in the sitemap', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.body).toContain(`<loc>https://chucks.example/lists/${ids.open}</loc>`);
    expect(res.body).not.toContain(`/lists/${ids.members}<`);
  });
});
