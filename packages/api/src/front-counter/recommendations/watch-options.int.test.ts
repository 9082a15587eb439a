import { createCatalog } from '@chuck/catalog';
import { createFakeTmdb, perFileMsw } from '@chuck/catalog/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Owner } from '../../lib/owner.ts';
import { appRouter } from '../../root.ts';
import { newSessionId } from '../../shared/session-id.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext, errorOf, refusal, type TestContext } from '../../testing/index.ts';
import { createCallerFactory } from '../../trpc.ts';
import { findPreferences } from '../preferences/preferences.repository.ts';
import { TOP_3_BEFORE_REGION } from '../preferences/preferences.schema.ts';
import { favouriteKeys } from '../preferences/preferences.service.ts';
import { insertBatch } from './recommendations.repository.ts';

// Where to watch a pick, with TMDB as the catalog (faked at the HTTP boundary): providers grouped
// as stream, rent and buy with their logos and JustWatch's credit, for the owner's country.

const tmdb = createFakeTmdb({ apiKey: 'tmdb-key' });
perFileMsw(tmdb.handlers);
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 120_000);
afterAll(() => t?.close());

/** A caller on the TMDB catalog whose browser sends `acceptLanguage`. */
const as = (user: SessionUser | null, acceptLanguage?: string) =>
  createCallerFactory(appRouter)({
    ...t.deps,
    catalog: createCatalog({ db: t.db, tmdb: { apiKey: 'tmdb-key' } }),
    user,
    sessionId: null,
    req: { ip: '127.0.0.1', acceptLanguage, setCookie: () => {} },
  });

const logo = (slug: string) => `https://image.tmdb.org/t/p/w92/logo-${slug}.jpg`;

/** A visitor whose top 3 is The Godfather, with The Matrix (TMDB 603) among the picks made for it. */
async function visitorWithTheMatrix() {
  const sessionId = newSessionId();
  await as(null).preferences.save({ sessionId, topMovies: ['The Godfather'] });
  const owner: Owner = { kind: 'visitor', sessionId };
  const favourites = (await findPreferences(t.db, owner))!.topMovies;
  expect(favourites).toEqual([{ title: 'The Godfather', movieId: 238 }]);
  await insertBatch(t.db, owner, 1, favouriteKeys(favourites), [
    {
      movieId: 603,
      title: 'The Matrix',
      year: 1999,
      rating: '8.2',
      description: 'A hacker learns the truth.',
      posterUrl: 'https://image.tmdb.org/t/p/w500/matrix.jpg',
      reason: 'Because you love The Godfather.',
      engine: 'local',
      position: 1,
    },
  ]);
  return sessionId;
}

describe("a pick's watch options, from TMDB, for the owner's country", () => {
  it('groups stream, rent and buy with logos and the JustWatch credit, for the browser language’s country', async () => {
    const sessionId = await visitorWithTheMatrix();
    const [us] = await as(null, 'en-US,en;q=0.9').recommendations.list({ sessionId });
    const usLink = 'https://www.themoviedb.org/movie/603/watch?locale=US';
    expect(us).toMatchObject({
      title: 'The Matrix',
      watchRegion: 'US',
      watchAttribution: 'Watch options by JustWatch',
      watchOptions: {
        streaming: [{ name: 'Max', url: usLink, logoUrl: logo('max') }],
        rent: [
          { name: 'Apple TV', url: usLink, logoUrl: logo('apple-tv') },
          { name: 'Amazon Video', url: usLink, logoUrl: logo('amazon-video') },
        ],
        buy: [
          { name: 'Apple TV', url: usLink, logoUrl: logo('apple-tv') },
          { name: 'Amazon Video', url: usLink, logoUrl: logo('amazon-video') },
        ],
      },
    });

    const [gb] = await as(null, 'en-GB,en;q=0.8').recommendations.list({ sessionId });
    const gbLink = 'https://www.themoviedb.org/movie/603/watch?locale=GB';
    expect(gb).toMatchObject({
      watchRegion: 'GB',
      watchAttribution: 'Watch options by JustWatch',
      watchOptions: {
        streaming: [{ name: 'Netflix', url: gbLink, logoUrl: logo('netflix') }],
        rent: [],
        buy: [{ name: 'Sky Store', url: gbLink, logoUrl: logo('sky-store') }],
      },
    });
    expect(await as(null, 'en-GB').preferences.watchRegion({ sessionId })).toEqual({
      region: 'GB',
      chosen: false,
    });

    // A country with no offers: three empty groups and nothing to credit.
    const [de] = await as(null, 'de-DE').recommendations.list({ sessionId });
    expect(de).toMatchObject({
      watchRegion: 'DE',
      watchAttribution: null,
      watchOptions: { streaming: [], rent: [], buy: [] },
    });
  });

  it("keeps a picked country over the browser's, for a visitor's session and for a member", async () => {
    const sessionId = await visitorWithTheMatrix();
    expect(await as(null, 'en-US').preferences.setWatchRegion({ sessionId, region: 'gb' })).toEqual({
      region: 'GB',
      chosen: true,
    });
    const [pick] = await as(null, 'en-US').recommendations.list({ sessionId });
    expect(pick).toMatchObject({ watchRegion: 'GB', watchOptions: { buy: [{ name: 'Sky Store' }] } });
    expect(await as(null, 'de').preferences.watchRegion({ sessionId })).toEqual({
      region: 'GB',
      chosen: true,
    });
    // Another visitor's session is theirs alone.
    expect(await as(null, 'en-US').preferences.watchRegion({ sessionId: newSessionId() })).toEqual({
      region: 'US',
      chosen: false,
    });

    const ann = await t.createMember();
    await as(ann).preferences.saveMine({ topMovies: ['The Godfather'] });
    await as(ann, 'en-GB').preferences.setWatchRegion({ sessionId: newSessionId(), region: 'US' });
    expect(await as(ann, 'en-GB').preferences.watchRegion({ sessionId: newSessionId() })).toEqual({
      region: 'US',
      chosen: true,
    });
  });

  it('refuses a country not on the list, and a pick before any top 3, in words a person can act on', async () => {
    const sessionId = await visitorWithTheMatrix();
    const unknown = as(null).preferences.setWatchRegion({ sessionId, region: 'ZZ' });
    expect((await errorOf(unknown)).code).toBe('BAD_REQUEST');
    expect(await refusal(as(null).preferences.setWatchRegion({ sessionId, region: 'ZZ' }))).toBe(
      'region: pick one of the listed countries, e.g. US or GB',
    );
    const early = () => as(null).preferences.setWatchRegion({ sessionId: newSessionId(), region: 'GB' });
    expect((await errorOf(early())).code).toBe('BAD_REQUEST');
    expect(await refusal(early())).toBe(TOP_3_BEFORE_REGION);
  });
});
