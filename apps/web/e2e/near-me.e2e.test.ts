import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import { apiPost, lendThroughApi, newMember, signUp, toastSays, watchConsole } from './journeys/steps.ts';
import { confirmAddress, mailedToken, setUpStage } from './stage.ts';

// Issue 26 item 3 (docs/product.md §3 'Discs near you'): Ada sets her town in the profile editor
// and lends a disc; Yan in York lends one too; a visitor in another browser picks Leeds for the
// visit and sees the shelf nearest first, with distances, then only what is within 25 km.

const stage = setUpStage({ browsers: 2, mail: true });
const TAG = 'Zznearby';
const YORK = 2633352;

describe('discs near you', () => {
  it('a member sets her town by type-ahead; a visitor picks a town and sees Near me with distances', async () => {
    const base = stage.server.baseUrl;
    const [member, visitor] = await Promise.all(stage.browsers.map((browser) => browser.context.newPage()));
    if (!member || !visitor) throw new Error('two browsers expected');
    const consoles = [member, visitor].map((page) => watchConsole(page));
    await lendThroughApi(
      base,
      newMember('Yan', 'York'),
      { movieId: 949, title: `${TAG} York Tape` },
      (email) => mailedToken(stage, email),
      YORK,
    );

    await withFailureScreenshot(member, 'near-member', async () => {
      const ada = newMember('Ada', 'Bradley');
      await signUp(member, base, ada, '/profile');
      // Lending needs a confirmed address (docs/product.md §3).
      await confirmAddress(stage, member, ada.email);
      await member.getByRole('button', { name: 'Edit Profile' }).click();
      const town = member.getByRole('combobox', { name: 'Your town' });
      await town.fill('bradf');
      await member.getByRole('option', { name: 'Bradford, United Kingdom' }).waitFor();
      // Keyboard only: the first suggestion is the largest Bradford.
      await town.press('ArrowDown');
      await town.press('Enter');
      expect(await town.inputValue()).toBe('Bradford, United Kingdom');
      await member.getByRole('button', { name: 'Save Profile' }).click();
      await toastSays(member, 'Profile Updated!');
      await member.getByText('Bradford, United Kingdom').waitFor();
      await apiPost(member, base, '/dvd-club/collection', {
        title: `${TAG} Bradford Tape`,
        visibility: 'rentable',
      });
    });

    await withFailureScreenshot(visitor, 'near-visitor', async () => {
      await visitor.goto(`${base}/whats-on-the-shelf?search=${TAG}`);
      const shelf = visitor.getByRole('list', { name: 'Shelf' });
      await shelf.getByRole('article').first().waitFor();
      await visitor.getByRole('combobox', { name: 'Your town' }).fill('Leeds');
      await visitor.getByRole('option', { name: 'Leeds, United Kingdom' }).click();
      await shelf.getByText('Bradford, United Kingdom · about 13 km').waitFor();
      expect(await visitor.getByLabel('Order').inputValue()).toBe('near');
      const cards = shelf.getByRole('article');
      expect(await cards.count()).toBe(2);
      await expect.poll(() => cards.nth(0).textContent()).toContain(`${TAG} Bradford Tape`);
      expect(await cards.nth(0).textContent()).toContain('Bradford, United Kingdom · about 13 km');
      expect(await cards.nth(1).textContent()).toContain('York, United Kingdom · about 35 km');
      await expectAccessible(visitor, 'the shelf near Leeds');

      await visitor.getByLabel('Distance').selectOption({ label: 'Within 25 km' });
      await visitor.getByText('Found 1 rentable movie').waitFor();
      expect(await cards.count()).toBe(1);
      expect(await cards.nth(0).textContent()).toContain(`${TAG} Bradford Tape`);
      // The town stays for the visit: a reload keeps it and the order.
      await visitor.reload();
      await shelf.getByText('Bradford, United Kingdom · about 13 km').waitFor();
    });
    for (const problems of consoles) expect(problems).toEqual([]);
  });
});
