import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../axe.ts';
import { withFailureScreenshot } from '../harness.ts';
import { mailedToken, openVisitorTab, setUpStage } from '../stage.ts';
import {
  apiGet,
  expectFocusTrapped,
  hasFocus,
  imagesWithoutAlt,
  lendThroughApi,
  newMember,
  noToastOpen,
  openFrontCounter,
  pickFromSearch,
  saveTopThreeByKeyboard,
  signUp,
  toastSays,
} from './steps.ts';

// A visitor becomes a member: what they did signed out (a top 3, a rating) comes with them, then
// the member's library: watchlist (with a film another member lends 'On the shelf'), seen, profile,
// Watching Soon, flair and the back room.

const stage = setUpStage({ mail: true });

describe('new member journey', () => {
  it('keeps the visitor’s top 3, then queues, sees, edits the profile and Watching Soon, earns flair', async () => {
    const { page, problems, base, main } = await openVisitorTab(stage);
    const cards = main.getByRole('article');

    await withFailureScreenshot(page, 'member', async () => {
      // Signed out: a top 3 and a thumbs up.
      await openFrontCounter(page, base);
      const favourites = await saveTopThreeByKeyboard(page, ['jaws', 'rocky', 'fargo']);
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(5);
      const liked = (await cards.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
      await cards.first().getByRole('button', { name: 'Thumbs up' }).click();
      await toastSays(page, 'Thanks for the feedback!');

      // Sign up: the session's top 3 is now the member's.
      await signUp(page, base, newMember('Marty', 'Member'));
      await page.getByRole('banner').getByRole('link', { name: 'Profile: Marty' }).waitFor();
      await main.getByRole('button', { name: 'Change Movies' }).waitFor();
      for (const favourite of favourites) {
        await main
          .getByRole('listitem')
          .filter({ hasText: `: ${favourite}` })
          .first()
          .waitFor();
      }

      // A pick onto the watchlist from the front counter.
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const queued = (await cards.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
      await cards.first().getByRole('button', { name: 'Add to Watchlist' }).click();
      await cards.first().getByText('On your watchlist').waitFor();
      expect(queued.length).toBeGreaterThan(0);
      expect(liked.length).toBeGreaterThan(0);

      // 'I Own It' on a pick: the Add to Collection dialog for that film (cancelled here).
      const owned = cards.nth(1);
      const ownedTitle = (await owned.getByRole('heading', { level: 3 }).textContent()) ?? '';
      await owned.getByRole('button', { name: 'I Own It' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add to Collection' });
      await addDialog.getByText(ownedTitle, { exact: true }).waitFor();
      await addDialog.getByLabel('Format').waitFor();
      await expectAccessible(page, 'the Add to Collection dialog', { include: '[role="dialog"]' });
      await addDialog.getByRole('button', { name: 'Cancel' }).click();
      await addDialog.waitFor({ state: 'detached' });

      // Another member lends the queued film.
      const watchlist = await apiGet<{ movieId: number; title: string }[]>(page, base, '/user/watchlist');
      const film = watchlist.find((item) => item.title === queued);
      expect(film).toBeDefined();
      await lendThroughApi(
        base,
        newMember('Lena', 'Lender'),
        { movieId: film!.movieId, title: queued },
        (email) => mailedToken(stage, email),
      );

      // The profile: the pick is in the queue, 'On the shelf' with a rental to ask for; seen it, liked it.
      await page.goto(`${base}/profile`);
      const queue = page.getByRole('list', { name: 'Watchlist queue' });
      await queue.getByRole('button', { name: queued, exact: true }).waitFor();
      const queuedRow = queue.getByRole('listitem').filter({ hasText: queued });
      await queuedRow.getByRole('link', { name: /On the shelf/ }).waitFor();
      await queuedRow.getByRole('button', { name: 'Request Rental' }).waitFor();
      expect(await imagesWithoutAlt(page)).toEqual([]);
      await expectAccessible(page, 'the profile with a queued film');

      // The film's detail dialog by keyboard: Enter opens, focus stays in, Escape closes, focus returns.
      await noToastOpen(page);
      const opener = queue.getByRole('button', { name: queued, exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      const detail = page.getByRole('dialog', { name: queued });
      await detail.getByRole('heading', { name: 'About' }).waitFor();
      await expectAccessible(page, 'the movie detail dialog', { include: '[role="dialog"]' });
      await expectFocusTrapped(page, detail);
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });
      await expect.poll(() => hasFocus(opener)).toBe(true);

      await page.getByRole('button', { name: `Mark ${queued} seen: liked it` }).click();
      const seen = page.getByRole('list', { name: "Movies you've seen" });
      await seen.getByRole('listitem').filter({ hasText: queued }).filter({ hasText: 'Liked' }).waitFor();

      // Profile edit.
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const form = page.getByRole('form', { name: 'Edit profile' });
      await form.getByLabel('Display name').fill('Marty the Member');
      await form.getByLabel('Bio').fill('Rewinds before returning.');
      await expectAccessible(page, 'the profile edit form', { include: 'form[aria-label="Edit profile"]' });
      await form.getByRole('button', { name: 'Save Profile' }).click();
      await toastSays(page, 'Profile Updated!');
      await page.getByText('Rewinds before returning.', { exact: true }).waitFor();

      // Watching Soon edit.
      await page.getByRole('button', { name: 'Edit Watching Soon' }).click();
      await pickFromSearch(page, page.getByRole('combobox', { name: 'Movie for pick #1' }), 'Speed');
      await expectAccessible(page, 'the Watching Soon editor');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toastSays(page, 'Updated!');
      await page
        .getByRole('list', { name: 'Watching Soon picks' })
        .getByRole('listitem')
        .filter({ hasText: 'Speed' })
        .waitFor();

      // Flair for what this member has done: the top 3 (carried over), the queue and the seen film.
      const badges = page.getByRole('list', { name: 'Flair badges' });
      for (const name of ['Top 3 on the Counter', 'Rewind Ready', 'Opening Night']) {
        await badges.getByText(name, { exact: true }).waitFor({ timeout: 15_000 });
      }
      await expectAccessible(page, 'the profile after the edits');

      // The back room.
      await page.getByRole('button', { name: 'Employees only' }).click();
      await page.waitForURL(`${base}/easter-egg`);
      await page.getByRole('heading', { level: 1, name: 'Do NOT go in there' }).waitFor();
      await expectAccessible(page, 'the back room');
      await page.getByRole('link', { name: 'Back to Profile' }).click();
      await badges.getByText('Do Not Go In There', { exact: true }).waitFor({ timeout: 15_000 });
    });

    expect(problems).toEqual([]);
    await page.close();
  }, 150_000);
});
