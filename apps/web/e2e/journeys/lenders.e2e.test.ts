import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../axe.ts';
import { withFailureScreenshot } from '../harness.ts';
import { confirmAddress, setUpStage } from '../stage.ts';
import {
  addDiscThroughSearch,
  confirmAsBorrower,
  expectBorrowerSees,
  expectCredits,
  loanCard,
  loanStatus,
  openMarkReturned,
  openMessages,
  unreadCount,
} from './lending-steps.ts';
import {
  expectFocusTrapped,
  hasFocus,
  imagesWithoutAlt,
  newMember,
  signUp,
  toastSays,
  watchConsole,
} from './steps.ts';

// Two members in two browsers: A puts a disc up for rent, B asks for it and A's bell rings live;
// the loan runs to its return with B confirming each of A's steps, B's credit is spent, and the
// two, connected once A asks and B accepts, talk live.

// Mail goes to a real SMTP server: B confirms their address from it (borrowing needs it).
const stage = setUpStage({ browsers: 2, mail: true });

describe('two lenders journey', () => {
  it('lends a disc from A to B with a live bell, both sides confirming, connects them and carries their messages live', async () => {
    const base = stage.server.baseUrl;
    const a = await stage.browsers[0]!.context.newPage();
    const b = await stage.browsers[1]!.context.newPage();
    // Both start signed out, on the login page.
    const problemsA = watchConsole(a);
    const problemsB = watchConsole(b);

    await withFailureScreenshot(a, 'lenders-a', async () => {
      const alice = newMember('Alice', 'Archer');
      await signUp(a, base, alice, '/dvd-club');
      // Lending needs a confirmed address (docs/product.md §3).
      await confirmAddress(stage, a, alice.email);
      await expectCredits(a, 3);
      const disc = await addDiscThroughSearch(a, 'jurassic park', 'Jurassic Park', {
        format: 'Blu-ray',
        condition: 'Mint',
        visibility: 'Earn Credits',
      });
      await disc.getByText('Rentable').waitFor();
      expect(await imagesWithoutAlt(a)).toEqual([]);
      await expectAccessible(a, 'the DVD Club with a disc');
    });

    let unreadBefore = 0;
    await withFailureScreenshot(b, 'lenders-b', async () => {
      const bruno = newMember('Bruno', 'Bell');
      await signUp(b, base, bruno, '/dvd-club');
      await confirmAddress(stage, b, bruno.email);
      await expectCredits(b, 3);
      // A sits on the DVD Club page from here on: no reloads until the bell has rung.
      unreadBefore = await unreadCount(a);

      await b.goto(`${base}/whats-on-the-shelf`);
      await b.getByLabel('Search the shelf').fill('jurassic');
      // The search applies after its debounce; until then the unfiltered shelf is still showing.
      await b.getByRole('button', { name: 'Remove filter Search: “jurassic”' }).waitFor();
      const card = b.getByRole('article', { name: /^Jurassic Park/ });
      await card.getByText('Available from Alice A.').waitFor();
      expect(await imagesWithoutAlt(b)).toEqual([]);
      await expectAccessible(b, 'the shelf');

      // The request dialog by keyboard: Enter opens it, focus is trapped, then the request goes.
      const request = card.getByRole('button', { name: 'Request Rental' });
      await request.focus();
      await b.keyboard.press('Enter');
      const dialog = b.getByRole('dialog', { name: 'Request Rental' });
      await dialog.waitFor();
      await expectAccessible(b, 'the Request Rental dialog', { include: '[role="dialog"]' });
      await expectFocusTrapped(b, dialog);
      await b.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => hasFocus(request)).toBe(true);
      await b.keyboard.press('Enter');
      await dialog.getByLabel('Message to the owner (optional)').fill('Dinosaur night on Friday?');
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await toastSays(b, 'Rental Request Sent!');
    });

    await withFailureScreenshot(a, 'lenders-a', async () => {
      // Live: A's bell counts the request without a reload.
      await expect.poll(() => unreadCount(a), { timeout: 15_000 }).toBeGreaterThan(unreadBefore);
      const bell = a.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
      expect(await bell.getByTestId('unread-badge').textContent()).toBe(String(await unreadCount(a)));
      await bell.click();
      const panel = a.getByRole('region', { name: 'Notifications' });
      await panel
        .getByText(/Jurassic Park/)
        .first()
        .waitFor();
      const panelId = await bell.getAttribute('aria-controls');
      await expectAccessible(a, 'the notification panel', { include: `[id="${panelId}"]` });

      // Accept for the default 14 days, then hand it over.
      const loan = await loanCard(a, base, 'Incoming', 'Jurassic Park');
      await loan.getByText('“Dinosaur night on Friday?”').waitFor();
      await loan.getByRole('button', { name: 'Accept' }).click();
      const accept = a.getByRole('dialog', { name: 'Accept Rental Request' });
      await expectAccessible(a, 'the Accept dialog', { include: '[role="dialog"]' });
      await accept.getByRole('button', { name: 'Accept Request' }).click();
      await toastSays(a, 'Request Accepted');
      await expect.poll(() => loanStatus(loan)).toBe('Accepted');
      await loan.getByRole('button', { name: 'Mark Handed Over' }).click();
      await expect.poll(() => loanStatus(loan)).toBe('Handed Over');
      await expectAccessible(a, 'the DVD Club with a loan out');
    });

    await withFailureScreenshot(b, 'lenders-b', async () => {
      await expectBorrowerSees(b, base, 'Jurassic Park', { status: 'Handed Over', credits: 2 });
      await confirmAsBorrower(b, base, 'Jurassic Park', 'I Have It');
    });

    await withFailureScreenshot(a, 'lenders-a', async () => {
      // Back on the shelf: A marks it returned; A's pay waits for B to confirm (and, as B paid with
      // welcome credits, for B to lend a disc of their own).
      const dialog = await openMarkReturned(a, base, 'Jurassic Park');
      await dialog.getByRole('button', { name: 'Mark Returned' }).click();
      await toastSays(a, 'Marked Returned');
      await expectCredits(a, 3);
    });

    await withFailureScreenshot(b, 'lenders-b', async () => {
      await confirmAsBorrower(b, base, 'Jurassic Park', 'Confirm Return');
      await expectCredits(b, 2);
    });

    // The loan suggests them to each other; A asks and B accepts (docs/product.md §3 'Connection
    // request'): connected, each lists the other, and their messages arrive live.
    await withFailureScreenshot(a, 'lenders-connect', async () => {
      await a.goto(`${base}/connections`);
      const suggested = a.getByRole('region', { name: 'Members who share your movies' });
      await suggested.getByText('Connected through: Jurassic Park').waitFor({ timeout: 15_000 });
      await suggested.getByRole('button', { name: /^Connect Bruno/ }).click();
      await toastSays(a, 'Request Sent');
    });
    await withFailureScreenshot(b, 'lenders-accept', async () => {
      await b.goto(`${base}/connections`);
      const asking = b.getByRole('region', { name: 'Asking to connect' });
      await asking.getByRole('button', { name: /^Accept Alice/ }).click({ timeout: 15_000 });
      await toastSays(b, 'Connected!');
    });
    for (const [page, other] of [
      [a, /Bruno/],
      [b, /Alice/],
    ] as const) {
      await withFailureScreenshot(page, 'lenders-connections', async () => {
        await page.goto(`${base}/connections`);
        const card = page.getByRole('article').filter({ hasText: other });
        await card.waitFor({ timeout: 15_000 });
        expect(await card.textContent()).toContain('Connected through: Jurassic Park');
        await expectAccessible(page, 'Your Connections');
      });
    }

    await withFailureScreenshot(a, 'lenders-messages', async () => {
      const chatA = await openMessages(a, base, /Bruno/);
      const chatB = await openMessages(b, base, /Alice/);
      await chatA.getByText('Start the conversation!').waitFor();
      await chatB.getByText('Start the conversation!').waitFor();
      await expectAccessible(a, 'the Messages tab');

      const messageA = chatA.getByLabel('Message', { exact: true });
      await messageA.fill('Hope the dinosaurs behaved!');
      await messageA.press('Enter');
      await chatB.getByRole('log').getByText('Hope the dinosaurs behaved!').waitFor({ timeout: 15_000 });

      const messageB = chatB.getByLabel('Message', { exact: true });
      await messageB.fill('They did. Lost World next?');
      await messageB.press('Enter');
      await chatA.getByRole('log').getByText('They did. Lost World next?').waitFor({ timeout: 15_000 });
    });

    expect([...problemsA, ...problemsB]).toEqual([]);
    await a.close();
    await b.close();
  }, 240_000);
});
