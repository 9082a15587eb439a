import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

// Issue 29: a public Year in Rewind's link preview (og:/twitter: tags) and its 1200x630 card image;
// a Rewind whose profile is not public gets neither.
const members = [
  { id: 'rewindpublic', name: 'Laurie <Strode>', visibility: 'public' },
  { id: 'rewindmembers', name: 'Sam Loomis', visibility: 'members' },
  { id: 'rewindnoprofile', name: null, visibility: null },
] as const;
const film = {
  id: 4515,
  key: 'halloween|1978',
  origin: 'test',
  title: 'Halloween',
  titleNorm: 'halloween',
  year: 1978,
  voteCount: 900,
  runtime: 91,
};

/** The PNG's size, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('a public Year in Rewind link: tags and card image', () => {
  const t = perFile(() => createTestApp({ PUBLIC_URL: 'https://chucks.example' }));
  beforeAll(async () => {
    await t.deps.db.insertInto('movies').values(film).execute();
    for (const member of members) {
      await t.deps.db
        .insertInto('users')
        .values({ id: member.id, email: `${member.id}@example.com`, firstName: 'Member' })
        .execute();
      if (member.visibility) {
        await t.deps.db
          .insertInto('socialProfiles')
          .values({ userId: member.id, displayName: member.name, visibility: member.visibility })
          .execute();
      }
      for (const watchedOn of ['2023-10-31', '2023-11-01']) {
        await t.deps.db
          .insertInto('diaryEntries')
          .values({
            userId: member.id,
            movieId: film.id,
            title: film.title,
            year: film.year,
            watchedOn,
            ratingHalves: 9,
          })
          .execute();
      }
    }
  });

  it('gives a public Rewind its title, figures and card image in og: and twitter: tags', async () => {
    const res = await t.app.inject({ url: '/members/rewindpublic/rewind/2023' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = 'https://chucks.example/members/rewindpublic/rewind/2023';
    expect(html).toContain('<meta property="og:title" content="Laurie &lt;Strode&gt;’s 2023 in Rewind" />');
    expect(html).toContain(
      '<meta property="og:description" content="Laurie &lt;Strode&gt;: 1 film and 3 hours on tape in 2023." />',
    );
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain(`<meta property="og:image" content="${url}/card.png" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${url}/card.png" />`);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).not.toContain('<Strode>');
  });

  it('draws the card as a 1200x630 PNG', async () => {
    const res = await t.app.inject({ url: '/members/rewindpublic/rewind/2023/card.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    // A year with nothing on tape still has a card (its figures are zero).
    const empty = await t.app.inject({ url: '/members/rewindpublic/rewind/1999/card.png' });
    expect(pngSize(empty.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('gives a Rewind that is not public no card (404) and no tags with its figures', async () => {
    for (const id of ['rewindmembers', 'rewindnoprofile', 'nosuchmember']) {
      const card = await t.app.inject({ url: `/members/${id}/rewind/2023/card.png` });
      expect(card.statusCode, id).toBe(404);
      expect(card.headers['content-type']).not.toBe('image/png');
      const page = await t.app.inject({ url: `/members/${id}/rewind/2023` });
      expect(page.statusCode, id).toBe(200);
      expect(page.body, id).not.toContain('og:');
      expect(page.body, id).not.toContain('twitter:');
      expect(page.body, id).not.toContain('hours on tape');
    }
    for (const year of ['23', 'abcd', '0999']) {
      expect((await t.app.inject({ url: `/members/rewindpublic/rewind/${year}/card.png` })).statusCode).toBe(
        404,
      );
    }
  });
});
