import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import { expectCredits } from './journeys/lending-steps.ts';
import { apiPost, newMember, signUp, toastSays, watchConsole } from './journeys/steps.ts';
import { confirmAddress, setUpStage } from './stage.ts';

// Issue 26 items 1, 2 and 8 in two browsers: Abe and Bea have never met. Abe asks for Bea's disc;
// they talk in the loan's own thread (each sees the other's message arrive), Bea accepts (Abe's
// credits badge follows live), they agree a hand-over (proposed, countered, accepted) and both put
// it in their calendars.

const stage = setUpStage({ browsers: 2, mail: true });
const TITLE = 'Zzarrange Night Moves';

/** The loan card for the film in the DVD Club's incoming or outgoing group, as the page shows it now. */
const card = (page: Page, group: 'Incoming' | 'Outgoing') =>
  page
    .getByRole('region', { name: new RegExp(`^${group}`) })
    .getByRole('article', { name: new RegExp(`^${TITLE}`) });

const thread = (loan: Locator, other: string) =>
  loan.getByRole('region', { name: `Messages with ${other} about ${TITLE}` });
const plan = (loan: Locator) => loan.getByRole('region', { name: `Hand-over of ${TITLE}` });

async function say(loan: Locator, other: string, text: string) {
  const box = thread(loan, other);
  await box.getByLabel(`Message ${other}`).fill(text);
  await box.getByRole('button', { name: 'Send' }).click();
  await box.getByText(text).waitFor();
}

/** A local date-time picker value three days ahead, at half past ten. */
function threeDaysAhead(): string {
  const at = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:30`;
}

/** Downloads the card's calendar file: its content, and the content type the server sends. */
async function downloadCalendar(page: Page, loan: Locator, base: string) {
  const link = plan(loan).getByRole('link', { name: 'Add to calendar' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await readFile((await download.path())!, 'utf8');
  const answer = await page.request.get(`${base}${await link.getAttribute('href')}`);
  return { text, type: answer.headers()['content-type'], name: download.suggestedFilename() };
}

describe('two strangers arrange a loan', () => {
  it('thread live both ways, credits badge live, a hand-over proposed, countered and agreed, calendar files', async () => {
    const base = stage.server.baseUrl;
    const [a, b] = await Promise.all(stage.browsers.map((browser) => browser.context.newPage()));
    if (!a || !b) throw new Error('two browsers expected');
    const consoles = [a, b].map((page) => watchConsole(page));

    // Bea lends a disc and keeps the DVD Club open.
    await withFailureScreenshot(b, 'arrange-b', async () => {
      const bea = newMember('Bea', 'Baker');
      await signUp(b, base, bea, '/dvd-club');
      // Lending needs a confirmed address (docs/product.md §3).
      await confirmAddress(stage, b, bea.email);
      await apiPost(b, base, '/dvd-club/collection', { title: TITLE, visibility: 'rentable' });
      await b.reload();
      await b
        .getByRole('region', { name: /^Incoming/ })
        .getByRole('heading', { name: 'Incoming (0)' })
        .waitFor();
    });

    // Abe, a stranger, finds it on the shelf and asks for it; the loan card opens their thread.
    await withFailureScreenshot(a, 'arrange-a', async () => {
      const abe = newMember('Abe', 'Archer');
      await signUp(a, base, abe, '/');
      await confirmAddress(stage, a, abe.email);
      await a.goto(`${base}/whats-on-the-shelf?search=${encodeURIComponent(TITLE)}`);
      await a
        .getByRole('article', { name: new RegExp(`^${TITLE}`) })
        .getByRole('button', { name: 'Request Rental' })
        .click();
      await a
        .getByRole('dialog', { name: 'Request Rental' })
        .getByRole('button', { name: 'Send Request' })
        .click();
      await toastSays(a, 'Rental Request Sent!');
      await a.goto(`${base}/dvd-club`);
      await expectCredits(a, 3);
      await say(card(a, 'Outgoing'), 'Bea B.', 'Hi Bea! Could we meet near the station?');
    });

    // Bea's page shows the request and Abe's message without a reload; she answers.
    await withFailureScreenshot(b, 'arrange-b', async () => {
      const loan = card(b, 'Incoming');
      await thread(loan, 'Abe A.')
        .getByText('Hi Bea! Could we meet near the station?')
        .waitFor({ timeout: 15_000 });
      await say(loan, 'Abe A.', 'Sure, or I can post it.');
    });
    await withFailureScreenshot(a, 'arrange-a', async () => {
      await thread(card(a, 'Outgoing'), 'Bea B.')
        .getByText('Sure, or I can post it.')
        .waitFor({ timeout: 15_000 });
    });

    // Bea accepts: Abe's credit is held, and his badge and bell say so without a reload.
    await withFailureScreenshot(b, 'arrange-b', async () => {
      await card(b, 'Incoming').getByRole('button', { name: 'Accept', exact: true }).click();
      await b
        .getByRole('dialog', { name: 'Accept Rental Request' })
        .getByRole('button', { name: 'Accept Request' })
        .click();
      await toastSays(b, 'Request Accepted');
    });
    await withFailureScreenshot(a, 'arrange-a', async () => {
      await expectCredits(a, 2);
      await a
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await a
        .getByRole('region', { name: 'Notifications', exact: true })
        .getByText(/1 credit is held for Zzarrange Night Moves until it's back\. You have 2 credits\./)
        .waitFor();
      await a.keyboard.press('Escape');
    });

    // Abe proposes a meeting; Bea counters with the post; Abe accepts.
    await withFailureScreenshot(a, 'arrange-a', async () => {
      const section = plan(card(a, 'Outgoing'));
      await section.getByRole('button', { name: 'Propose a Hand-over' }).click();
      await section.getByLabel('Where').fill('The station café on Market Street');
      await section.getByLabel('When').fill(threeDaysAhead());
      await section.getByRole('button', { name: 'Propose', exact: true }).click();
      await toastSays(a, 'Hand-over Proposed');
      await section.getByText(/^You proposed: Meet at The station café on Market Street/).waitFor();
    });
    await withFailureScreenshot(b, 'arrange-b', async () => {
      const section = plan(card(b, 'Incoming'));
      await section.getByText(/^Abe A\. proposes: Meet at The station café/).waitFor({ timeout: 15_000 });
      await expectAccessible(b, 'a loan card with its thread and a hand-over proposal');
      await section.getByRole('button', { name: 'Propose Another' }).click();
      await section.getByLabel('By post').check();
      await section.getByLabel('Tracking note (optional)').fill('Royal Mail, signed for');
      await section.getByRole('button', { name: 'Propose', exact: true }).click();
      await toastSays(b, 'Hand-over Proposed');
    });
    await withFailureScreenshot(a, 'arrange-a', async () => {
      const section = plan(card(a, 'Outgoing'));
      await section
        .getByText('Bea B. proposes: By post (tracking: Royal Mail, signed for)')
        .waitFor({ timeout: 15_000 });
      await section.getByRole('button', { name: 'Accept Plan' }).click();
      await toastSays(a, 'Hand-over Agreed');
      await section.getByText('By post (tracking: Royal Mail, signed for)').waitFor();
    });

    // Both cards show the agreed plan, and both members download the calendar file.
    for (const [page, group] of [
      [b, 'Incoming'],
      [a, 'Outgoing'],
    ] as const) {
      await withFailureScreenshot(page, 'arrange-calendar', async () => {
        const loan = card(page, group);
        await plan(loan)
          .getByText(/^Agreed:/)
          .waitFor({ timeout: 15_000 });
        const file = await downloadCalendar(page, loan, base);
        expect(file.type).toBe('text/calendar; charset=utf-8');
        expect(file.name).toMatch(/^loan-\d+\.ics$/);
        expect(file.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
        expect(file.text.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(2);
        expect(file.text).toContain(`SUMMARY:${TITLE} goes by post`);
      });
    }
    expect(consoles.flat()).toEqual([]);
  });
});
