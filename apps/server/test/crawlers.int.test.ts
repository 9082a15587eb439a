import { perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

const films = [
  {
    id: 4242,
    key: 'heat|1995',
    origin: 'test',
    title: 'Heat',
    titleNorm: 'heat',
    year: 1995,
    voteCount: 900,
  },
  {
    id: 4343,
    key: 'jaws|1975',
    origin: 'test',
    title: 'Jaws',
    titleNorm: 'jaws',
    year: 1975,
    voteCount: 1200,
  },
];

/** Members and who may open their page: only 'public' ones belong in a sitemap. */
const members = [
  { id: 'publicfirst', joined: '2026-01-01', visibility: 'public' },
  { id: 'publiclater', joined: '2026-02-01', visibility: 'public' },
  { id: 'membersonly', joined: '2026-01-02', visibility: 'members' },
  { id: 'connectionsonly', joined: '2026-01-03', visibility: 'connections' },
  { id: 'neversaved', joined: '2026-01-04', visibility: null },
  { id: 'leftthestore', joined: '2026-01-05', visibility: 'public', deleted: true },
] as const;

describe('robots.txt, the sitemap and canonical links with PUBLIC_URL set', () => {
  const t = perFile(() => createTestApp({ PUBLIC_URL: 'https://chucks.example' }));
  beforeAll(async () => {
    await t.deps.db.insertInto('movies').values(films).execute();
    for (const member of members) {
      await t.deps.db
        .insertInto('users')
        .values({
          id: member.id,
          email: `${member.id}@example.com`,
          deletedAt: 'deleted' in member ? new Date('2026-03-01') : null,
        })
        .execute();
      // When each joined: the sitemap lists members longest-standing first.
      await sql`update users set created_at = ${member.joined} where id = ${member.id}`.execute(t.deps.db);
      if (member.visibility) {
        await t.deps.db
          .insertInto('socialProfiles')
          .values({ userId: member.id, displayName: member.id, visibility: member.visibility })
          .execute();
      }
    }
  });

  it('serves a real robots.txt that keeps crawlers out of members’ screens and the APIs', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*\n/);
    for (const path of ['/api/', '/trpc/', '/profile', '/dvd-club', '/connections']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain('Sitemap: https://chucks.example/sitemap.xml\n');
  });

  it('lists the public pages, every film page (best known first) and the pages of members whose profile is public, under PUBLIC_URL whatever the Host', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://chucks.example/',
      'https://chucks.example/landing',
      'https://chucks.example/whats-on-the-shelf',
      'https://chucks.example/donate',
      'https://chucks.example/movie/4343',
      'https://chucks.example/movie/4242',
      // Longest-standing first; never a members-only, connections-only, unsaved or deleted member.
      'https://chucks.example/members/publicfirst',
      'https://chucks.example/members/publiclater',
    ]);
    expect(res.body).not.toContain('evil.example');
  });

  it('names PUBLIC_URL in a film page’s canonical link and og:url, never the Host header', async () => {
    const res = await t.app.inject({ url: '/movie/4242', headers: { host: 'evil.example' } });
    expect(res.body).toContain('<link rel="canonical" href="https://chucks.example/movie/4242" />');
    expect(res.body).toContain('<meta property="og:url" content="https://chucks.example/movie/4242" />');
    expect(res.body).not.toContain('evil.example');
  });
});

describe('with PUBLIC_URL unset', () => {
  const t = perFile(() => createTestApp());
  beforeAll(async () => {
    await t.deps.db.insertInto('movies').values(films).execute();
  });

  it('trusts a local host name (ALLOWED_HOSTS) for links', async () => {
    const page = await t.app.inject({ url: '/movie/4242', headers: { host: 'localhost:3000' } });
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/movie/4242" />');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: '127.0.0.1:3000' } });
    expect(sitemap.body).toContain('<loc>http://127.0.0.1:3000/movie/4343</loc>');
  });

  it('leaves a forged Host out of every page: no canonical, no og:url, no sitemap', async () => {
    const page = await t.app.inject({ url: '/movie/4242', headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Heat (1995)" />');
    expect(page.body).not.toContain('canonical');
    expect(page.body).not.toContain('og:url');
    expect(page.body).not.toContain('evil.example');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.statusCode).toBe(404);
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toContain('Sitemap:');
  });
});
