import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../axe.ts';
import { withFailureScreenshot } from '../harness.ts';
import { openVisitorTab, setUpStage } from '../stage.ts';
import {
  expectFocusTrapped,
  hasFocus,
  imagesWithoutAlt,
  openFrontCounter,
  saveTopThreeByKeyboard,
  tabTo,
  toastSays,
} from './steps.ts';

// A first-time visitor, mostly by keyboard: the door chime's flag, a top 3 from the suggestions,
// Chuck's picks, a rating, a search, the Share dialog, a chat with Chuck, the newsletter and the
// tip jar. Every screen and dialog on the way is checked with axe.

const stage = setUpStage();

describe('first-time visitor journey', () => {
  it('walks in, gets picks, rates, searches, shares, chats, subscribes and finds the tip jar', async () => {
    // The one failed request it makes on purpose: an address the newsletter refuses (a 400).
    const { page, problems, base, main } = await openVisitorTab(stage, [
      { status: 400, url: /\/trpc\/newsletter\.subscribe/ },
    ]);

    await withFailureScreenshot(page, 'visitor', async () => {
      // A fresh browser: no has-visited flag until the front door opens.
      await openFrontCounter(page, base);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('chuck.hasVisited'))).toBe('true');
      await expectAccessible(page, 'the front counter');

      // The top 3 from the suggestions, keyboard only; Chuck answers with five picks.
      const favourites = await saveTopThreeByKeyboard(page, ['matrix', 'alien', 'heat']);
      const cards = main.getByRole('article');
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(5);
      for (const favourite of favourites) {
        await main
          .getByRole('listitem')
          .filter({ hasText: `: ${favourite}` })
          .first()
          .waitFor();
      }
      expect(await imagesWithoutAlt(page)).toEqual([]);
      await expectAccessible(page, 'the front counter with recommendations');

      // A thumbs up, by keyboard.
      const first = cards.first();
      const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const thumbsUp = first.getByRole('button', { name: 'Thumbs up' });
      await thumbsUp.focus();
      await page.keyboard.press('Enter');
      await toastSays(page, 'Thanks for the feedback!');
      await expect.poll(() => thumbsUp.getAttribute('aria-pressed')).toBe('true');

      // The Share dialog: Enter opens it, focus stays inside, Escape closes it and returns focus.
      const share = first.getByRole('button', { name: `Share ${title}` });
      await share.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Share ${title}` });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByRole('img', { name: /^Share card preview/ }).count()).toBe(1);
      await expectAccessible(page, 'the Share dialog', { include: '[role="dialog"]' });
      await expectFocusTrapped(page, dialog);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => hasFocus(share)).toBe(true);

      // Chuck's chat: open from the launcher, say hello, hear back.
      const launcher = page.getByRole('button', { name: 'Chat with Chuck' });
      await launcher.focus();
      await page.keyboard.press('Enter');
      const chat = page.getByRole('region', { name: 'Chuck - Movie Clerk' });
      const box = chat.getByRole('textbox', { name: 'Message Chuck' });
      await box.fill('hello');
      await box.press('Enter');
      const log = chat.getByRole('log', { name: 'Chat messages' });
      // Each bubble starts with who said it, for screen readers ('You: ' / 'Chuck: ').
      await log.getByText('You: hello', { exact: true }).waitFor();
      await log
        .getByText(/^Chuck: \S/)
        .first()
        .waitFor({ timeout: 30_000 });
      await expectAccessible(page, 'the chat widget', { include: '[aria-labelledby="chat-widget-title"]' });
      await chat.getByRole('button', { name: 'Close chat' }).click();

      // The newsletter in the support section: the server's own words come back, and an address it
      // refuses is marked on the field itself.
      const email = page.getByLabel('Email address');
      await email.fill('visitor@nowhere');
      await email.press('Enter');
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      expect(await email.evaluate((el) => el.getAttribute('aria-describedby'))).toBeTruthy();
      await page.getByText('Enter a valid email address', { exact: true }).first().waitFor();
      await email.fill(`visitor-${Date.now()}@example.com`);
      expect(await email.getAttribute('aria-invalid')).toBeNull();
      await email.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Almost there!' }).waitFor();

      // A search from the landing page's quick search, by keyboard, with the film's poster.
      await page.goto(`${base}/landing`);
      const search = main.getByRole('combobox', { name: 'Quick movie search' });
      await tabTo(page, search);
      await page.keyboard.type('jurassic');
      await main.getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const result = main.getByRole('region', { name: 'Jurassic Park' });
      await result.getByText(/Directed by/).waitFor();
      expect(await imagesWithoutAlt(page)).toEqual([]);
      await expectAccessible(page, 'the landing page with a search result');

      // The tip jar, with Stripe unconfigured on this server: the amounts, and why no card form.
      await page.goto(`${base}/donate`);
      await main.getByText('Donations are not configured on this server').waitFor();
      await main.getByRole('button', { name: /\$10\s*Coffee Run/ }).click();
      await main.getByText(/Want to chip in \$10 anyway\?/).waitFor();
      await expectAccessible(page, 'the donate page');

      // The back room: a visitor's way out is the front desk (no profile to go back to).
      await page.goto(`${base}/easter-egg`);
      await main.getByRole('link', { name: 'Back to the Front Desk' }).click();
      await page.waitForURL(`${base}/`);

      // Back at the front counter, the top 3 and the rating were kept for this visitor.
      await page.goto(`${base}/`);
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(5);
      await expect
        .poll(() =>
          main
            .getByRole('article', { name: title, exact: true })
            .getByRole('button', { name: 'Thumbs up' })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
    });

    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
