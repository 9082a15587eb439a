import { openDatabase } from '@chuck/db';
import { createScratchDatabase, type ScratchDatabase } from '@chuck/db/testing';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { e2eEnv } from './env.ts';
import { withFailureScreenshot } from './harness.ts';
import {
  apiPost,
  memberId,
  newMember,
  pickFromSearch,
  signUp,
  toastSays,
  watchConsole,
} from './journeys/steps.ts';
import { confirmAddress, setUpStage } from './stage.ts';

// Issue 32's proof, the night part, in three browsers: Ann hosts and invites Bea and Cy; both answer
// Yes; the film on all three watchlists comes first with its shelf (Cy's); Bea adds a film by hand;
// each votes; Ann closes; the rental request shows on Cy's open DVD Club page; the day after, Bea logs
// the night in her diary. Every open page of the night follows the others' answers, films, votes and
// the close live, without a reload.
// "The day after" moves the night's time in the database, so this journey runs on PostgreSQL: the
// DATABASE_URL given, else the local server's (a scratch database of its own either way).
const ADMIN_URL = e2eEnv.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let scratch: ScratchDatabase | undefined;
// Registered before the stage's, so it runs after the server has stopped (after-hooks run in reverse).
afterAll(async () => {
  await scratch?.drop();
});
const stage = setUpStage({
  browsers: 3,
  mail: true,
  env: async () => {
    scratch = await createScratchDatabase(ADMIN_URL, 'chuck_e2e_nights');
    return { DATABASE_URL: scratch.url };
  },
});

/** A film of the embedded catalog. */
async function catalogFilm(base: string, title: string): Promise<{ movieId: number; title: string }> {
  const search = await fetch(`${base}/api/tmdb/search?q=${encodeURIComponent(title)}`);
  const { results } = (await search.json()) as { results: { id: number; title: string }[] };
  const film = results.find((r) => r.title === title);
  if (!film) throw new Error(`${title} is not in the catalog`);
  return { movieId: film.id, title };
}

/** Connects the two as members do: both own a film publicly, `a` asks, `b` accepts. */
async function connect(base: string, a: Page, b: Page, title: string) {
  for (const page of [a, b])
    await apiPost(page, base, '/dvd-club/collection', { title, visibility: 'public' });
  await apiPost(a, base, `/social/connections/${await memberId(b, base)}`);
  await apiPost(b, base, `/social/connections/${await memberId(a, base)}/accept`);
}

/** A local date-time picker value three days ahead, at half past seven in the evening. */
function threeDaysAhead(): string {
  const at = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T19:30`;
}

describe('a movie night in three browsers', () => {
  it('host, answers, candidates with the shelf, votes, close, the rental request, the diary the day after', async () => {
    const base = stage.server.baseUrl;
    const [a, b, c] = await Promise.all(stage.browsers.map((browser) => browser.context.newPage()));
    if (!a || !b || !c) throw new Error('three browsers expected');
    const consoles = [a, b, c].map((page) => watchConsole(page));
    const [ann, bea, cy] = [newMember('Ann', 'Host'), newMember('Bea', 'Baker'), newMember('Cy', 'Cole')];
    await signUp(a, base, ann, '/');
    await signUp(b, base, bea, '/');
    await signUp(c, base, cy, '/');
    // Borrowing and lending need confirmed addresses (docs/product.md §3 'Credits').
    for (const [page, member] of [
      [a, ann],
      [b, bea],
      [c, cy],
    ] as const) {
      await confirmAddress(stage, page, member.email);
    }
    await connect(base, a, b, 'Zznight Shared Paris, Texas');
    await connect(base, a, c, 'Zznight Shared Wings of Desire');

    const alien = await catalogFilm(base, 'Alien');
    const tremors = await catalogFilm(base, 'Tremors');
    for (const page of [a, b, c]) await apiPost(page, base, '/user/watchlist', alien);
    await apiPost(b, base, '/user/watchlist', tremors);
    // Cy's copy of Alien is on the shelf.
    await apiPost(c, base, '/dvd-club/collection', { ...alien, visibility: 'rentable' });

    // Ann hosts from her connections.
    let nightUrl = '';
    await withFailureScreenshot(a, 'nights-host', async () => {
      await a.goto(`${base}/connections`);
      await a.getByRole('link', { name: 'Host a movie night' }).click();
      await a.waitForURL(`${base}/nights`);
      const form = a.getByRole('form', { name: 'Host a movie night' });
      await form.getByLabel('Title').fill('Friday sci-fi night');
      await form.getByLabel('Date and time').fill(threeDaysAhead());
      await form.getByLabel(/^Place/).fill('My place, bring snacks');
      await form.getByRole('checkbox', { name: 'Bea B.' }).check();
      await form.getByRole('checkbox', { name: 'Cy C.' }).check();
      await form.getByRole('button', { name: 'Host the night' }).click();
      await a.waitForURL(/\/nights\/\d+$/);
      nightUrl = a.url();
      await a.getByText('Bea B.: not answered yet').waitFor();
    });

    // Both answer Yes; Ann's page, and Bea's still open, show them coming without a reload.
    for (const [page, name] of [
      [b, 'bea'],
      [c, 'cy'],
    ] as const) {
      await withFailureScreenshot(page, `nights-rsvp-${name}`, async () => {
        await page.goto(nightUrl);
        await page.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Yes' }).click();
        await toastSays(page, 'Answer Sent');
      });
    }
    await a.getByText('Bea B.: coming').waitFor({ timeout: 15_000 });
    await a.getByText('Cy C.: coming').waitFor({ timeout: 15_000 });
    await b.getByText('Cy C.: coming').waitFor({ timeout: 15_000 });

    // The film on all three watchlists comes first, with Cy's shelf, on Ann's page as it stands.
    await withFailureScreenshot(a, 'nights-candidates', async () => {
      const first = a.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first();
      await first.getByText(/^Alien/).waitFor();
      await first.getByText(/^On 3 of 3 watchlists/).waitFor();
      await first.getByText("On Cy C.'s shelf").waitFor();
      await first.getByText(/^My take: /).waitFor();
    });

    // Bea adds a film by hand; it shows on Ann's and Cy's open pages.
    await withFailureScreenshot(b, 'nights-add-film', async () => {
      await pickFromSearch(b, b.getByRole('combobox', { name: 'Add a film to the night' }), 'Heat');
      await toastSays(b, 'Film Added');
    });
    for (const [page, name] of [
      [a, 'ann'],
      [c, 'cy'],
    ] as const) {
      await withFailureScreenshot(page, `nights-sees-film-${name}`, async () => {
        const heat = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem', { name: 'Heat' });
        await heat.getByText(/^Added by Bea B\./).waitFor({ timeout: 15_000 });
      });
    }
    for (const [page, name] of [
      [a, 'ann'],
      [b, 'bea'],
      [c, 'cy'],
    ] as const) {
      await withFailureScreenshot(page, `nights-vote-${name}`, async () => {
        await page.goto(nightUrl);
        await page.getByRole('checkbox', { name: 'Vote for Alien' }).check();
        await page.getByRole('button', { name: 'Save my votes' }).click();
        await toastSays(page, 'Votes Saved');
      });
    }

    // Cy's vote, the last, shows on Bea's page, open since she voted.
    await b
      .getByRole('listitem', { name: 'Alien' })
      .getByText(/· 3 votes$/)
      .waitFor({ timeout: 15_000 });

    // Cy keeps the DVD Club open while Ann closes the vote.
    await c.goto(`${base}/dvd-club`);
    await c
      .getByRole('region', { name: /^Incoming/ })
      .getByRole('heading', { name: 'Incoming (0)' })
      .waitFor();

    // Ann closes the vote: Alien wins and a rental request goes to Cy, on the host's behalf.
    await withFailureScreenshot(a, 'nights-close', async () => {
      await a.getByRole('button', { name: 'Close the vote' }).click();
      await a.getByRole('heading', { name: "You're watching Alien" }).waitFor();
      await a.getByText('The disc: a rental request to Cy C., requested, waiting for the owner.').waitFor();
    });
    // Bea's page, open since her vote, shows the winner and its disc without a reload.
    await withFailureScreenshot(b, 'nights-closed-live', async () => {
      await b.getByRole('heading', { name: "You're watching Alien" }).waitFor({ timeout: 15_000 });
      await b
        .getByText('The disc: a rental request to Cy C., requested, waiting for the owner.')
        .waitFor({ timeout: 15_000 });
    });
    await withFailureScreenshot(c, 'nights-owner', async () => {
      await c
        .getByRole('region', { name: /^Incoming/ })
        .getByRole('article', { name: /^Alien/ })
        .waitFor({ timeout: 20_000 });
    });

    // The day after: the night moved a day and more into the past, as the clock would.
    const id = Number(nightUrl.split('/').pop());
    const db = await openDatabase({ kind: 'postgres', url: scratch!.url, poolSize: 1 });
    try {
      await db.db
        .updateTable('movieNights')
        .set({ startsAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where('id', '=', id)
        .execute();
    } finally {
      await db.close();
    }
    await withFailureScreenshot(b, 'nights-diary', async () => {
      await b.goto(nightUrl);
      const asked = b.getByRole('form', { name: 'Did you watch it?' });
      await asked.getByLabel('Rating (optional)').selectOption('4');
      await asked.getByRole('button', { name: 'Yes, log it in my diary' }).click();
      await b.getByText(/^In your diary for \d{4}-\d\d-\d\d\.$/).waitFor();
      await b.goto(`${base}/diary`);
      await b
        .getByRole('article', { name: /^Alien/ })
        .first()
        .waitFor();
    });
    for (const problems of consoles) expect(problems).toEqual([]);
  });
});
