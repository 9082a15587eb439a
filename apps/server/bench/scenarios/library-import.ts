import { importEmbeddedCatalog, toCsv } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import { memberToken, seedSignedInMembers } from '@chuck/db/testing';
import { strToU8, zipSync } from 'fflate';
import { sql } from 'kysely';
import WebSocket from 'ws';
import type { Metric, Scenario } from './types.ts';

/** docs/product.md §4 'Import and export': a Letterboxd export zip whose diary.csv has 5,000 rows. */
const DIARY_ROWS = 5000;
const RATINGS_ROWS = 1000;
const WATCHLIST_ROWS = 300;
const PREFIX = 'bench-import';
/** The importing member; the second one warms the path up with a small zip first. */
const IMPORTER = 0;
const WARM_UP = 1;
const BUDGET_MS = 10_000;

type Film = { title: string; year: number | null };
/** The export, made in `seed` from the catalog it seeds (the same process runs `custom` next). */
let exportZip: { diary: Film[]; zip: string; rerated: string } | null = null;

/**
 * One member imports Letterboxd's export zip: diary.csv with 5,000 watches (dates over two years,
 * half stars, rewatches, reviews with commas and quotes, tags; a film's year off by one now and then,
 * and near misses the preview offers suggestions for), ratings.csv and watchlist.csv. Issue 18's
 * budget: the preview and the apply each within 10 s on PGlite (custom metrics, end to end).
 */
export const libraryImport: Scenario = {
  name: 'library-import',
  async seed(db: Db) {
    await importEmbeddedCatalog(db);
    await seedSignedInMembers(db, PREFIX, 2);
    const { rows } = await sql<Film>`
      select title, year from movies where vote_count >= 20 and year is not null
      order by vote_count desc, id limit 4000`.execute(db);
    // The same export after the member re-rated every watch: applying it updates the diary entries.
    exportZip = {
      ...letterboxdExport(rows, DIARY_ROWS),
      rerated: letterboxdExport(rows, DIARY_ROWS, 1).zip,
    };
  },
  async routes() {
    return [];
  },
  async custom(siteUrl): Promise<Metric[]> {
    if (!exportZip) throw new Error('library-import: seed did not run');
    const post = async (path: string, member: number, body: unknown) => {
      const started = performance.now();
      const res = await fetch(`${siteUrl}/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: siteUrl,
          cookie: `chuck_session=${memberToken(PREFIX, member)}`,
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return { ms: performance.now() - started, json: (await res.json()) as Record<string, unknown> };
    };
    const small = letterboxdExport(exportZip.diary.slice(0, 50), 50).zip;
    const progress = await progressSocket(siteUrl, memberToken(PREFIX, IMPORTER));
    await post('/user/import', WARM_UP, { filename: 'warm-up.zip', zip: small });

    const body = { filename: 'letterboxd-export.zip', zip: exportZip.zip };
    const preview = await post('/user/import/preview', IMPORTER, body);
    const apply = await post('/user/import', IMPORTER, body);
    const entries = apply.json.diaryEntries;
    if (typeof entries !== 'number' || entries < DIARY_ROWS * 0.9) {
      throw new Error(`library-import: only ${String(entries)} diary entries were imported`);
    }
    const applyEvents = progress.events.length;
    const again = await post('/user/import', IMPORTER, { ...body, zip: exportZip.rerated });
    if (typeof again.json.imported !== 'number' || again.json.imported < DIARY_ROWS * 0.8) {
      throw new Error(`library-import: the re-rated diary changed only ${String(again.json.imported)} rows`);
    }
    progress.socket.close();
    const what = `Letterboxd zip, ${DIARY_ROWS / 1000}k-row diary`;
    return [
      { name: `import preview: ${what}`, value: preview.ms, unit: 'ms', max: BUDGET_MS },
      { name: `import apply: ${what}`, value: apply.ms, unit: 'ms', max: BUDGET_MS },
      {
        name: `import apply again, every rating changed (updates)`,
        value: again.ms,
        unit: 'ms',
        max: BUDGET_MS,
      },
      // The member's tab hears how far it got while it runs (at most one event per 100 ms).
      {
        name: 'import progress events over /ws: preview + apply',
        value: applyEvents,
        unit: 'events',
        min: 4,
      },
    ];
  },
};

/** An open /ws socket of the member that keeps the import-progress events it hears. */
async function progressSocket(siteUrl: string, token: string) {
  const socket = new WebSocket(`${siteUrl.replace(/^http/, 'ws')}/ws`, {
    headers: { origin: siteUrl, cookie: `chuck_session=${token}` },
  });
  const events: unknown[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string };
    if (message.type === 'import-progress') events.push(message);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, events };
}

/**
 * Letterboxd's export zip over `films`: diary.csv (`rows` watches), ratings.csv and watchlist.csv;
 * `rerate` shifts every watch's rating by that many half stars.
 */
function letterboxdExport(films: readonly Film[], rows: number, rerate = 0): { diary: Film[]; zip: string } {
  const day = (k: number) => new Date(Date.UTC(2024, 0, 1) + ((k * 7919) % 730) * 86_400_000);
  const diary: Film[] = [];
  const diaryRows = Array.from({ length: rows }, (_, i) => {
    const k = i + 1;
    const film = films[(k * 31) % films.length]!;
    const words = film.title.split(' ');
    // One row in 50 a near miss (the title's first word only); one in 13 a year off by one.
    const title = k % 50 === 0 && words.length > 1 ? words[0]! : film.title;
    const year = film.year === null ? null : film.year + (k % 13 === 0 ? 1 : 0);
    diary.push({ title, year });
    const watched = day(k).toISOString().slice(0, 10);
    return [
      watched,
      title,
      year,
      `https://boxd.it/b${k}`,
      k % 7 === 0 ? null : (1 + ((k + rerate) % 10)) / 2,
      k % 6 === 0 ? 'Yes' : '',
      k % 3 === 0 ? 'bench, import' : '',
      watched,
      k % 5 === 0 ? `Watch ${k}: "slow, then wonderful", again.` : null,
    ];
  });
  const ratings = films
    .slice(0, RATINGS_ROWS)
    .map((f, i) => ['2024-12-31', f.title, f.year, `https://boxd.it/r${i}`, (1 + (i % 10)) / 2]);
  const watchlist = films
    .slice(-WATCHLIST_ROWS)
    .map((f, i) => ['2025-01-01', f.title, f.year, `https://boxd.it/w${i}`]);
  const csv = (rows: (string | number | null)[][]) => strToU8(toCsv(rows));
  const zip = zipSync({
    'diary.csv': csv([
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date', 'Review'],
      ...diaryRows,
    ]),
    'ratings.csv': csv([['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'], ...ratings]),
    'watchlist.csv': csv([['Date', 'Name', 'Year', 'Letterboxd URI'], ...watchlist]),
  });
  return { diary, zip: Buffer.from(zip).toString('base64') };
}
