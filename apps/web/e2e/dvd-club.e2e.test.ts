import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  type RunningBrowser,
  type RunningServer,
  startServer,
  withFailureScreenshot,
} from './harness.ts';

// Two members in two browsers lend one Blu-ray: A lists it, B finds it on the shelf and asks for
// it, A accepts, hands it over and marks it returned. Each sees every step; the credit moves once.

let server: RunningServer | undefined;
let browserA: RunningBrowser | undefined;
let browserB: RunningBrowser | undefined;

beforeAll(async () => {
  browserA = await launchBrowser();
  browserB = await launchBrowser();
  server = await startServer();
}, 120_000);

afterAll(async () => {
  await browserA?.close();
  await browserB?.close();
  await server?.stop();
});

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

async function signUp(page: Page, first: string, last: string): Promise<void> {
  const base = server!.baseUrl;
  await page.goto(`${base}/login?returnTo=%2Fdvd-club`);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name (optional)').fill(first);
  await page.getByLabel('Last name (optional)').fill(last);
  await page.getByLabel('Email').fill(`${first.toLowerCase()}-${run}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('be-kind-rewind');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${base}/dvd-club`);
}

/** A toast with this title (Radix also copies it into a screen-reader announcement). */
async function toastSays(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor();
}

/** The DVD Club header's credit balance, once loaded. */
async function expectCredits(page: Page, amount: number): Promise<void> {
  await expect
    .poll(() => page.getByRole('status', { name: 'Your credits' }).textContent(), { timeout: 15_000 })
    .toBe(String(amount));
}

/** Reloads the DVD Club and returns the loan card for `title` in the incoming or outgoing group. */
async function loanCard(page: Page, group: 'Incoming' | 'Outgoing', title: string) {
  await page.goto(`${server!.baseUrl}/dvd-club`);
  const region = page.getByRole('region', { name: new RegExp(`^${group}`) });
  await region.waitFor();
  return region.getByRole('article', { name: new RegExp(`^${title}`) }).first();
}

async function status(card: ReturnType<Page['getByRole']>) {
  return (
    await card
      .locator('span', { hasText: /^Status:/ })
      .first()
      .textContent()
  )?.replace('Status: ', '');
}

describe('DVD Club lending journey', () => {
  it('lends a Blu-ray from member A to member B, step by step, for exactly one credit', async () => {
    const base = server!.baseUrl;
    const a = await browserA!.context.newPage();
    const b = await browserB!.context.newPage();
    const problems: string[] = [];
    for (const page of [a, b]) page.on('pageerror', (error) => problems.push(error.message));

    await withFailureScreenshot(a, 'dvd-club-a', async () => {
      await signUp(a, 'Alice', 'Archer');
      await expectCredits(a, 3);

      // A adds a rentable Blu-ray through the add search.
      await a.getByLabel('Search movies to add').fill('jurassic park');
      await a.getByRole('button', { name: 'Add Jurassic Park', exact: true }).click();
      const form = a.getByRole('form', { name: 'Add Jurassic Park to your collection' });
      await form.getByLabel('Format').selectOption('Blu-ray');
      await form.getByLabel('Condition').selectOption('Mint');
      await form.getByLabel('Visibility').selectOption({ label: 'Earn Credits' });
      await form.getByRole('button', { name: 'Add to Collection' }).click();
      await toastSays(a, 'Movie Added');
      const disc = a
        .getByRole('list', { name: 'Your collection' })
        .getByRole('article', { name: /^Jurassic Park/ });
      await disc.getByText('Rentable').waitFor();
      await disc.getByText('Blu-ray').waitFor();

      // And 13 rentable DVDs straight through the API, so the shelf has a second page.
      const added = await a.evaluate(async () => {
        let ok = 0;
        for (let i = 1; i <= 13; i++) {
          const response = await fetch('/api/dvd-club/collection', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ title: `Rewind Reel ${i}`, year: 1990 + i, visibility: 'rentable' }),
          });
          if (response.ok) ok++;
        }
        return ok;
      });
      expect(added).toBe(13);
    });

    await withFailureScreenshot(b, 'dvd-club-b', async () => {
      await signUp(b, 'Bruno', 'Bell');
      await expectCredits(b, 3);

      // B browses the shelf: 14 discs over 2 pages, filters, search, and a reload that keeps them.
      await b.goto(`${base}/whats-on-the-shelf`);
      await b.getByText('Found 14 rentable movies').waitFor();
      await b.getByText('Page 1 of 2').waitFor();
      expect(await b.getByRole('list', { name: 'Shelf' }).getByRole('article').count()).toBe(12);
      await b.getByRole('button', { name: 'Next' }).click();
      await b.getByText('Page 2 of 2').waitFor();
      await expect.poll(() => b.getByRole('list', { name: 'Shelf' }).getByRole('article').count()).toBe(2);
      await b.waitForURL(`${base}/whats-on-the-shelf?page=2`);

      await b.getByLabel('Format').selectOption('Blu-ray');
      await b.getByText('Found 1 rentable movie', { exact: true }).waitFor();
      await b.getByRole('button', { name: 'Remove filter Format: Blu-ray' }).waitFor();
      await b.getByRole('button', { name: 'Clear All' }).click();
      await b.getByText('Found 14 rentable movies').waitFor();

      await b.getByLabel('Search the shelf').fill('jurassic');
      await b.getByText('Found 1 rentable movie', { exact: true }).waitFor();
      await b.waitForURL(`${base}/whats-on-the-shelf?search=jurassic`);
      await b.reload();
      await b.getByText('Found 1 rentable movie', { exact: true }).waitFor();
      expect(await b.getByLabel('Search the shelf').inputValue()).toBe('jurassic');

      const card = b.getByRole('article', { name: /^Jurassic Park/ });
      await card.getByText('Available from Alice Archer').waitFor();
      await card.getByRole('button', { name: 'Request Rental' }).click();
      const dialog = b.getByRole('dialog', { name: 'Request Rental' });
      await dialog.getByLabel('Message to the owner (optional)').fill('  Dinosaur night on Friday?  ');
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await toastSays(b, 'Rental Request Sent!');
      await dialog.waitFor({ state: 'detached' });

      const mine = await loanCard(b, 'Outgoing', 'Jurassic Park');
      expect(await status(mine)).toBe('Requested');
      await expectCredits(b, 3);
    });

    await withFailureScreenshot(a, 'dvd-club-a', async () => {
      // A sees the request, with B's note, and accepts it for the default 14 days.
      const request = await loanCard(a, 'Incoming', 'Jurassic Park');
      expect(await status(request)).toBe('Requested');
      await request.getByText('“Dinosaur night on Friday?”').waitFor();
      await request.getByRole('link', { name: 'Bruno Bell' }).waitFor();
      await request.getByRole('button', { name: 'Accept' }).click();
      const dialog = a.getByRole('dialog', { name: 'Accept Rental Request' });
      expect(await dialog.getByLabel('Loan length (days)').inputValue()).toBe('14');
      await dialog.getByRole('button', { name: 'Accept Request' }).click();
      await toastSays(a, 'Request Accepted');
      await expect.poll(() => status(request)).toBe('Accepted');
      await request.getByText('Due').waitFor();
      await expectCredits(a, 3);
    });

    await withFailureScreenshot(b, 'dvd-club-b', async () => {
      // B sees the acceptance; B's credit is now held.
      const mine = await loanCard(b, 'Outgoing', 'Jurassic Park');
      expect(await status(mine)).toBe('Accepted');
      await expectCredits(b, 2);
    });

    await withFailureScreenshot(a, 'dvd-club-a', async () => {
      const loan = await loanCard(a, 'Incoming', 'Jurassic Park');
      await loan.getByRole('button', { name: 'Mark Handed Over' }).click();
      await a.getByText('Handed Over', { exact: true }).first().waitFor();
      await expect.poll(() => status(loan)).toBe('Handed Over');
      // While it is out, the disc is marked on loan in A's collection.
      await a.reload();
      const disc = a
        .getByRole('list', { name: 'Your collection' })
        .getByRole('article', { name: /^Jurassic Park/ });
      await disc.getByText('On loan').waitFor();
    });

    await withFailureScreenshot(b, 'dvd-club-b', async () => {
      const mine = await loanCard(b, 'Outgoing', 'Jurassic Park');
      expect(await status(mine)).toBe('Handed Over');
      await expectCredits(b, 2);
    });

    await withFailureScreenshot(a, 'dvd-club-a', async () => {
      // B brings it back; A marks it returned and the held credit comes to A.
      const loan = await loanCard(a, 'Incoming', 'Jurassic Park');
      await loan.getByRole('button', { name: 'Mark Returned' }).click();
      const dialog = a.getByRole('dialog', { name: 'Mark Returned' });
      expect(await dialog.getByLabel('Condition on return').inputValue()).toBe('Mint');
      await dialog.getByLabel('Condition on return').selectOption('Excellent');
      await dialog.getByRole('button', { name: 'Mark Returned' }).click();
      await toastSays(a, 'Marked Returned');
      await expectCredits(a, 4);
      await a.getByText('Past incoming (1)').waitFor();
      await a.reload();
      await expectCredits(a, 4);
      const disc = a
        .getByRole('list', { name: 'Your collection' })
        .getByRole('article', { name: /^Jurassic Park/ });
      await disc.getByText('Excellent').waitFor();
      expect(await disc.getByText('On loan').count()).toBe(0);
    });

    await withFailureScreenshot(b, 'dvd-club-b', async () => {
      await b.goto(`${base}/dvd-club`);
      const outgoing = b.getByRole('region', { name: /^Outgoing/ });
      await outgoing.getByText('Past outgoing (1)').click();
      const done = outgoing.getByRole('article', { name: /^Jurassic Park/ });
      expect(await status(done)).toBe('Returned');
      await expectCredits(b, 2);
      await b.reload();
      await expectCredits(b, 2);
    });

    expect(problems).toEqual([]);
    await a.close();
    await b.close();
  }, 240_000);
});
