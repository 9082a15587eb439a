import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import {
  addDiscThroughSearch,
  expectCredits,
  loanCard,
  loanStatus,
  openMarkReturned,
  unreadCount,
} from './journeys/lending-steps.ts';
import { apiGet, apiPost, memberId, newMember, signUp, toastSays, watchConsole } from './journeys/steps.ts';
import { confirmAddress, setUpStage } from './stage.ts';

// Issue 17 in three browsers. B lends Jurassic Park; C has it on her watchlist and hears it is on
// the shelf. A asks for it while B watches the DVD Club, which moves without a reload; B accepts and
// hands it over, A confirms. C places a hold (place 1); B marks it returned and C's turn arrives
// live, so she requests it. A and B review each other.

// Mail goes to a real SMTP server: the borrowers confirm their addresses from it (borrowing needs it).
const stage = setUpStage({ browsers: 3, mail: true });

const TITLE = 'Jurassic Park';

/** The incoming or outgoing group of the DVD Club page as it is, without reloading. */
const group = (page: Page, name: 'Incoming' | 'Outgoing') =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

/** The header bell's panel, opened. */
async function openBell(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  return page.getByRole('region', { name: 'Notifications', exact: true });
}

describe('lending like a real club', () => {
  it('live club screens, a hold and its turn, two-sided hand-over and return, reviews and a shelf alert', async () => {
    const base = stage.server.baseUrl;
    const [a, b, c] = await Promise.all(stage.browsers.map((browser) => browser.context.newPage()));
    if (!a || !b || !c) throw new Error('three browsers expected');
    const consoles = [a, b, c].map((page) => watchConsole(page));

    // C wants Jurassic Park: it is on her watchlist before anyone has it.
    let movieId = 0;
    await withFailureScreenshot(c, 'lending-c', async () => {
      const cleo = newMember('Cleo', 'Cole');
      await signUp(c, base, cleo, '/');
      await confirmAddress(stage, c, cleo.email);
      const found = await apiGet<{ results: { id: number; title: string }[] }>(
        c,
        base,
        '/tmdb/search?q=jurassic%20park',
      );
      movieId = found.results.find((film) => film.title === TITLE)?.id ?? 0;
      expect(movieId).toBeGreaterThan(0);
      await apiPost(c, base, '/user/watchlist', { movieId, title: TITLE });
    });

    // B lists a rentable Blu-ray; C, on the front counter, hears of it live.
    const unreadC = await unreadCount(c);
    await withFailureScreenshot(b, 'lending-b', async () => {
      const bruno = newMember('Bruno', 'Bell');
      await signUp(b, base, bruno, '/dvd-club');
      // Lending needs a confirmed address (docs/product.md §3).
      await confirmAddress(stage, b, bruno.email);
      const disc = await addDiscThroughSearch(b, 'jurassic park', TITLE, {
        format: 'Blu-ray',
        condition: 'Mint',
        visibility: 'Earn Credits',
      });
      await disc.getByText('Rentable').waitFor();
    });
    await withFailureScreenshot(c, 'lending-c', async () => {
      await expect.poll(() => unreadCount(c), { timeout: 15_000 }).toBeGreaterThan(unreadC);
      const panel = await openBell(c);
      const alert = panel.getByRole('listitem').filter({ hasText: 'On the Shelf' });
      await alert.getByText(/Bruno B\. has Jurassic Park on the shelf/).waitFor();
      await alert.getByRole('link', { name: 'Request Rental' }).click();
      await c.waitForURL(`${base}/whats-on-the-shelf?search=Jurassic%20Park`);
    });

    // A asks for it while B watches the DVD Club: the request appears there without a reload.
    await withFailureScreenshot(a, 'lending-a', async () => {
      const alice = newMember('Alice', 'Archer');
      await signUp(a, base, alice, '/dvd-club');
      await confirmAddress(stage, a, alice.email);
      await expectCredits(a, 3);
      await group(b, 'Incoming').getByRole('heading', { name: 'Incoming (0)' }).waitFor();
      await a.goto(`${base}/movie/${movieId}`);
      await a.getByText('1 copy from 1 member, 1 in now').waitFor();
      await a.getByRole('button', { name: 'Request Rental' }).click();
      const dialog = a.getByRole('dialog', { name: 'Request Rental' });
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await toastSays(a, 'Rental Request Sent!');
    });

    await withFailureScreenshot(b, 'lending-b', async () => {
      const incoming = group(b, 'Incoming');
      await incoming.getByRole('heading', { name: 'Incoming (1)' }).waitFor({ timeout: 15_000 });
      const request = incoming.getByRole('article', { name: /^Jurassic Park/ });
      await request.getByRole('button', { name: 'Accept' }).click();
      await b
        .getByRole('dialog', { name: 'Accept Rental Request' })
        .getByRole('button', { name: 'Accept Request' })
        .click();
      await toastSays(b, 'Request Accepted');
      await request.getByRole('button', { name: 'Mark Handed Over' }).click();
      await expect.poll(() => loanStatus(request)).toBe('Handed Over');
      await request.getByText('Awaiting confirmation').waitFor();
    });

    // A confirms 'I Have It' (their credit is held), and the film page knows A has the disc.
    await withFailureScreenshot(a, 'lending-a', async () => {
      await a.goto(`${base}/dvd-club`);
      const mine = group(a, 'Outgoing').getByRole('article', { name: /^Jurassic Park/ });
      await mine.getByText(/Bruno B\. says they handed it to you/).waitFor();
      await expectCredits(a, 2);
      await expectAccessible(a, 'a loan waiting for the borrower');
      await mine.getByRole('button', { name: 'I Have It' }).click();
      await toastSays(a, 'Hand-over Confirmed');
      await expect.poll(() => mine.getByText('Awaiting confirmation').count()).toBe(0);
      await a.goto(`${base}/movie/${movieId}`);
      await a.getByText('You have this disc').waitFor();
      expect(await a.getByRole('button', { name: 'Request Rental' }).count()).toBe(0);
    });

    // B's card shows the confirmation without a reload.
    await withFailureScreenshot(b, 'lending-b', async () => {
      const loan = group(b, 'Incoming').getByRole('article', { name: /^Jurassic Park/ });
      await expect.poll(() => loan.getByText('Awaiting confirmation').count(), { timeout: 15_000 }).toBe(0);
      await loan.getByText('Confirmed', { exact: true }).waitFor();
    });

    // C: the disc is out, so she gets in line, first.
    await withFailureScreenshot(c, 'lending-c', async () => {
      await c.reload();
      const card = c.getByRole('article', { name: /^Jurassic Park/ });
      await card.getByText('Out right now: get in line for it next.').waitFor();
      await card.getByRole('button', { name: 'Place Hold' }).click();
      await toastSays(c, 'Hold Placed');
      await c.goto(`${base}/dvd-club`);
      const hold = c
        .getByRole('list', { name: 'Your holds' })
        .getByRole('article', { name: /^Jurassic Park/ });
      await hold.getByText('Place 1 in line').waitFor();
      await expectAccessible(c, 'the DVD Club with a hold');
    });

    // B sees the line on the disc, then marks it returned (A brought it back).
    await withFailureScreenshot(b, 'lending-b', async () => {
      await b.reload();
      await b
        .getByRole('list', { name: 'Waiting list for Jurassic Park' })
        .getByText(/Cleo C\./)
        .waitFor();
      const dialog = await openMarkReturned(b, base, TITLE);
      await dialog.getByRole('button', { name: 'Mark Returned' }).click();
      await toastSays(b, 'Marked Returned');
    });

    // C's turn arrives live on her open DVD Club page, and she requests it.
    await withFailureScreenshot(c, 'lending-c', async () => {
      const hold = c
        .getByRole('list', { name: 'Your holds' })
        .getByRole('article', { name: /^Jurassic Park/ });
      await hold.getByText('Your turn').waitFor({ timeout: 15_000 });
      const panel = await openBell(c);
      await panel.getByRole('listitem').filter({ hasText: "It's Your Turn" }).waitFor();
      await c.keyboard.press('Escape');
      await hold.getByRole('button', { name: 'Request Rental' }).click();
      await c
        .getByRole('dialog', { name: 'Request Rental' })
        .getByRole('button', { name: 'Send Request' })
        .click();
      await toastSays(c, 'Rental Request Sent!');
      await group(c, 'Outgoing').getByRole('heading', { name: 'Outgoing (1)' }).waitFor();
    });

    // A confirms the return and reviews B; B reviews A, each from the card that stays open until
    // they do (issue 26 item 6). The credit waits for A to lend a disc of their own (A paid with
    // welcome credits).
    await withFailureScreenshot(a, 'lending-a', async () => {
      const mine = await loanCard(a, base, 'Outgoing', TITLE);
      await mine.getByText(/Bruno B\. marked it returned/).waitFor();
      await mine.getByRole('button', { name: 'Confirm Return' }).click();
      await toastSays(a, 'Return Confirmed');
      await review(a, await reviewable(a, base, 'Outgoing'), 'up', 'Great disc, friendly hand-over.');
      await expectCredits(a, 2);
    });
    await withFailureScreenshot(b, 'lending-b', async () => {
      const lent = await reviewable(b, base, 'Incoming');
      await lent
        .getByText(/paid with welcome credits: your 1 credit comes once they lend a disc of their own/)
        .waitFor();
      await review(b, lent, 'up', 'Brought it back rewound.');
      await expectCredits(b, 3);
      // A's page shows B's thumb and note.
      await b.goto(`${base}/members/${await memberId(a, base)}`);
      await b.getByText('1 up · 0 down').waitFor();
      await b.getByRole('list', { name: 'Latest reviews' }).getByText('“Brought it back rewound.”').waitFor();
    });

    expect(consoles.flat()).toEqual([]);
    for (const page of [a, b, c]) await page.close();
  }, 300_000);
});

/**
 * The settled loan of Jurassic Park waiting for the member's review: among the open loans until then
 * (issue 26 item 6), beside C's new request for the same disc.
 */
async function reviewable(page: Page, base: string, name: 'Incoming' | 'Outgoing') {
  await page.goto(`${base}/dvd-club`);
  return group(page, name)
    .getByRole('article', { name: /^Jurassic Park/ })
    .filter({ has: page.getByRole('form', { name: 'Leave a Review' }) });
}

/** Leaves a review in the loan card's own form (issue 26 item 6): a thumb and a note. */
async function review(page: Page, card: ReturnType<Page['getByRole']>, thumb: 'up' | 'down', note: string) {
  const form = card.getByRole('form', { name: 'Leave a Review' });
  await form.waitFor();
  await expectAccessible(page, 'the review form', { include: 'form[aria-labelledby$="-review"]' });
  await form.getByText(thumb === 'up' ? 'Thumbs up' : 'Thumbs down').click();
  await form.getByLabel('Note (optional)').fill(note);
  await form.getByRole('button', { name: 'Save Review' }).click();
  await toastSays(page, 'Review Saved');
  // Reviewed, the settled loan leaves the open ones for the 'Past' fold.
  await card.waitFor({ state: 'hidden' });
}
