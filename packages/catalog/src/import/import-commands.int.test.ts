import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, perFile } from '@chuck/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedCatalog } from '../embedded/embedded-catalog.ts';
import { createFakeTmdb } from '../testing/fake-tmdb.ts';
import { perFileMsw } from '../testing/per-file-msw.ts';
import { FIXTURE_MOVIES } from '../testing/tmdb-fixtures.ts';
import { createTmdbClient } from '../tmdb/tmdb-client.ts';
import { importFile, importTmdbLists } from './import-commands.ts';

const fake = createFakeTmdb({ apiKey: 'k' });
perFileMsw(fake.handlers);
const handle = perFile(() => createTestDb());
const dir = mkdtempSync(join(tmpdir(), 'catalog-import-'));
const quiet = () => {};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('importing a file', () => {
  it('loads a CSV, says what it skipped and why, and skips it all on a second run', async () => {
    const path = join(dir, 'films.csv');
    writeFileSync(
      path,
      [
        'Title,Year,Director,Genres,Overview,Poster,Runtime,Rating,Votes',
        '"Brick",2005,Rian Johnson,"Mystery, Crime","A teen detective, in a hard-boiled world.",/9tNSBdPgyeJQdiRXQMHvUbn1cYS.jpg,110,7.3,4000',
        'Primer,2004,Shane Carruth,Sci-Fi|Thriller,,https://example.com/primer.jpg,77,6.8,',
        ',2001,Nobody,,,,,,',
        'Timecrimes,20x7,Nacho Vigalondo,,,,,,',
        'Brick,2005,Rian Johnson,,,,,,',
        'Upstream Color,2013,Shane Carruth,Mumblecore,,,96,,',
      ].join('\r\n'),
    );
    const first = await importFile(handle.db, path, quiet);
    expect(first.saved).toBe(3);
    expect(first.skipped).toEqual([
      { title: 'row 3', reason: 'no title' },
      { title: 'Timecrimes', reason: "year '20x7' is not a year between 1888 and 2100" },
      { title: 'Brick (2005)', reason: 'listed twice in this import' },
    ]);
    expect(first.warnings).toEqual(['Upstream Color: unknown genres left out (Mumblecore)']);

    const again = await importFile(handle.db, path, quiet);
    expect(again.saved).toBe(0);
    expect(again.skipped.filter((s) => s.reason === 'already imported')).toHaveLength(3);

    const catalog = createEmbeddedCatalog(handle.db);
    const [brick] = await catalog.searchMovies('brick');
    expect(await catalog.getMovie(brick!.id)).toMatchObject({
      title: 'Brick',
      director: 'Rian Johnson',
      runtime: 110,
      genres: [
        { id: 9648, name: 'Mystery' },
        { id: 80, name: 'Crime' },
      ],
      poster_path: 'https://image.tmdb.org/t/p/w500/9tNSBdPgyeJQdiRXQMHvUbn1cYS.jpg',
    });
    const carruth = (await catalog.searchMulti('carruth')).find((r) => r.type === 'person');
    expect(carruth).toMatchObject({
      name: 'Shane Carruth',
      known_for: [expect.anything(), expect.anything()],
    });
  });

  it('loads a JSON array', async () => {
    const path = join(dir, 'films.json');
    writeFileSync(
      path,
      JSON.stringify([
        { title: 'Coherence', year: 2013, director: 'James Ward Byrkit', genres: ['Science Fiction'] },
      ]),
    );
    expect(await importFile(handle.db, path, quiet)).toMatchObject({ saved: 1, skipped: [] });
  });
});

describe('importing from TMDB', () => {
  it("loads the popular and top-rated lists with details, keeping TMDB's ids, and resumes", async () => {
    const tmdb = createTmdbClient(handle.db, { apiKey: 'k' });
    const report = await importTmdbLists(handle.db, tmdb, 2, quiet);
    expect(report.saved).toBeGreaterThanOrEqual(4);
    const matrix = await createEmbeddedCatalog(handle.db).getMovie(603);
    expect(matrix).toMatchObject({
      title: 'The Matrix',
      director: 'Lana Wachowski, Lilly Wachowski',
      runtime: 136,
    });

    const again = await importTmdbLists(handle.db, tmdb, 2, quiet);
    expect(again.saved).toBe(0);
    expect(again.skipped.every((s) => s.reason === 'already imported')).toBe(true);
    expect(FIXTURE_MOVIES.length).toBeGreaterThan(report.saved);
  });
});
