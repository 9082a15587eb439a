import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { confirmAddress, setUpStage } from './stage.ts';

// Two members in two browsers: a completed loan (set up through the REST API) suggests them to
// each other; B asks to connect and A accepts (docs/product.md §3 'Connection request'), which opens
// A's page kept to connections; they trade messages that arrive live over /ws, and the owner's bell
// counts the news and clears.

// Mail goes to a real SMTP server: B confirms their address from it (borrowing needs it).
const stage = setUpStage({ browsers: 2, mail: true });

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

async function signUp(page: Page, first: string, last: string): Promise<void> {
  const base = stage.server.baseUrl;
  await page.goto(`${base}/login?returnTo=%2Fconnections`);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name (optional)').fill(first);
  await page.getByLabel('Last name (optional)').fill(last);
  await page.getByLabel('Email').fill(`${first.toLowerCase()}-${run}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('be-kind-rewind');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${base}/connections`);
}

/** A REST call with the page's session cookie (and our Origin, for the CSRF guard). */
async function api<T>(page: Page, path: string, data: unknown = {}): Promise<T> {
  const base = stage.server.baseUrl;
  const response = await page.request.post(`${base}/api${path}`, { data, headers: { Origin: base } });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function openMessages(page: Page, name: RegExp) {
  await page.goto(`${stage.server.baseUrl}/connections`);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByRole('navigation', { name: 'Choose a connection' }).getByRole('button', { name }).click();
  return page.getByRole('region', { name: /^Conversation with/ });
}

const toast = (page: Page, text: string) => page.locator('li[data-state="open"]', { hasText: text });

describe('Connections, messages and the bell', () => {
  it('suggests two members after a loan, connects them once both agree, lets them talk live, and counts then clears the bell', async () => {
    const a = await stage.browsers[0]!.context.newPage();
    const b = await stage.browsers[1]!.context.newPage();
    const problems: string[] = [];
    for (const page of [a, b]) page.on('pageerror', (error) => problems.push(error.message));

    await withFailureScreenshot(a, 'connections-a', async () => {
      await signUp(a, 'Alice', 'Archer');
      // Lending needs a confirmed address (docs/product.md §3).
      await confirmAddress(stage, a, `alice-${run}@example.com`);
      await signUp(b, 'Bruno', 'Baker');
      await confirmAddress(stage, b, `bruno-${run}@example.com`);

      // Before any loan: nobody to talk to yet.
      await expect.poll(() => a.getByText('No connections yet').isVisible(), { timeout: 15_000 }).toBe(true);
      await expect(a.getByRole('link', { name: 'Go to the DVD Club' }).getAttribute('href')).resolves.toBe(
        '/dvd-club',
      );

      // A lends B a Blu-ray of Alien, start to finish.
      const disc = await api<{ id: number; ownerId: string }>(a, '/dvd-club/collection', {
        title: 'Alien',
        year: 1979,
        format: 'Blu-ray',
        condition: 'Mint',
        visibility: 'rentable',
      });
      const loan = await api<{ id: number }>(b, '/dvd-club/rental-requests', {
        mediaId: disc.id,
        ownerId: disc.ownerId,
        message: 'May I borrow it this weekend?',
      });
      await api(a, `/dvd-club/rental-requests/${loan.id}/accept`);
      await api(a, `/dvd-club/rental-requests/${loan.id}/handover`);
      await api(a, `/dvd-club/rental-requests/${loan.id}/return`, { condition: 'Mint' });

      // A keeps her page to her connections: the loan alone does not open it to B.
      await api(a, '/social/profile', { visibility: 'connections' });
      const heading = (page: Page) => page.getByRole('heading', { level: 1 });
      await b.goto(`${stage.server.baseUrl}/members/${disc.ownerId}`);
      await heading(b).filter({ hasText: 'Page Not Found' }).waitFor({ timeout: 15_000 });

      // The loan suggests Alice to Bruno; he asks to connect.
      await b.goto(`${stage.server.baseUrl}/connections`);
      const suggested = b.getByRole('region', { name: 'Members who share your movies' });
      await suggested.getByText('Connected through: Alien').waitFor({ timeout: 15_000 });
      await suggested.getByRole('button', { name: 'Connect Alice A.' }).click();
      await toast(b, 'Alice A. will be asked to connect.').waitFor();
      await b.getByRole('region', { name: 'Your requests' }).getByText('Waiting for an answer').waitFor();

      // Alice is asked, and accepts.
      await a.goto(`${stage.server.baseUrl}/connections`);
      const asking = a.getByRole('region', { name: 'Asking to connect' });
      await asking.getByRole('button', { name: 'Accept Bruno B.' }).click({ timeout: 15_000 });
      await toast(a, 'You and Bruno B. are now connected.').waitFor();

      // Now her page, kept to connections, opens for him.
      await b.goto(`${stage.server.baseUrl}/members/${disc.ownerId}`);
      await heading(b).filter({ hasText: 'Alice A.' }).waitFor({ timeout: 15_000 });

      // Each sees the other under Your Connections.
      for (const [page, other] of [
        [a, /Bruno/],
        [b, /Alice/],
      ] as const) {
        await page.goto(`${stage.server.baseUrl}/connections`);
        const card = page.getByRole('article').filter({ hasText: other });
        await card.waitFor({ timeout: 15_000 });
        await expect(card.textContent()).resolves.toContain('Connected through: Alien');
        await expect(card.textContent()).resolves.toContain('1 shared movie');
        await expect(card.textContent()).resolves.toMatch(/rental/i);
      }

      // A's bell has been ringing (the rental request, the loan steps, the request to connect).
      await a.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor({ timeout: 15_000 });

      // They talk; each message arrives in the other browser without a reload.
      const chatA = await openMessages(a, /Bruno/);
      const chatB = await openMessages(b, /Alice/);
      await chatA.getByText('Start the conversation!').waitFor();
      await chatB.getByText('Start the conversation!').waitFor();
      // Give both sockets a moment to be identified.
      await a.waitForTimeout(500);

      await chatA.getByLabel('Message', { exact: true }).fill('Hope you enjoyed <b>Alien</b>!');
      await chatA.getByLabel('Message', { exact: true }).press('Enter');
      await toast(a, 'Message sent!').waitFor();
      await chatB.getByRole('log').getByText('Hope you enjoyed <b>Alien</b>!').waitFor({ timeout: 10_000 });

      await chatB.getByLabel('Message', { exact: true }).fill('Loved it. Aliens next?');
      await chatB.getByRole('button', { name: 'Send message' }).click();
      await toast(b, 'Message sent!').waitFor();
      await chatA.getByRole('log').getByText('Loved it. Aliens next?').waitFor({ timeout: 10_000 });
      // Sent once, shown once.
      expect(await chatA.getByRole('log').getByText('Loved it. Aliens next?').count()).toBe(1);

      // A's bell counts the new message too; mark all read clears it.
      const bellA = a.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await bellA.click();
      const panel = a.getByRole('region', { name: 'Notifications' });
      await panel
        .getByText(/message/i)
        .first()
        .waitFor();
      await panel.getByRole('button', { name: 'Mark all read' }).click();
      await a.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 10_000 });

      // The Test button rings A's own bell: one unread, with a toast.
      await panel.getByRole('button', { name: 'Test' }).click();
      await a.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 10_000 });
      await toast(a, 'Test Notification').waitFor();

      expect(problems).toEqual([]);
    });
  }, 180_000);
});
