import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { apiPost, memberId, newMember, pickFromSearch, signUp, toastSays } from './journeys/steps.ts';
import { confirmAddress, setUpStage } from './stage.ts';

// Issue 32's proof, the list part, in two browsers: A makes a public ranked list, invites B (a
// connection) as an editor, B adds a film and A, whose list page stays open, sees it appear live.
const stage = setUpStage({ browsers: 2, mail: true });

describe('Lists of films, shared and collaborative', () => {
  it('A makes a public ranked list, invites B, and B’s film appears on A’s open page live', async () => {
    const base = stage.server.baseUrl;
    const a = await stage.browsers[0]!.context.newPage();
    const b = await stage.browsers[1]!.context.newPage();
    const problems: string[] = [];
    for (const page of [a, b]) page.on('pageerror', (error) => problems.push(error.message));
    let listUrl = '';

    await withFailureScreenshot(a, 'lists-a-makes', async () => {
      const alice = newMember('Alice', 'Lister');
      await signUp(a, base, alice, '/profile');
      await confirmAddress(stage, a, alice.email);
      const bruno = newMember('Bruno', 'Editor');
      await signUp(b, base, bruno, '/profile');
      await confirmAddress(stage, b, bruno.email);
      const [aId, bId] = [await memberId(a, base), await memberId(b, base)];
      // Connected the way members connect: the same film on both shelves, B asks, A accepts.
      for (const page of [a, b]) {
        await apiPost(page, base, '/dvd-club/collection', {
          title: 'Zzlists Bond',
          year: 1984,
          visibility: 'public',
        });
      }
      await apiPost(b, base, `/social/connections/${aId}`);
      await apiPost(a, base, `/social/connections/${bId}/accept`);

      // A makes the list from her member page, then makes it public and ranked.
      await a.goto(`${base}/members/${aId}`);
      await a.getByLabel('New list').fill('Heist night');
      await a.getByRole('button', { name: 'Make list' }).click();
      await a.waitForURL(/\/lists\/\d+$/);
      listUrl = a.url();
      await a.getByRole('heading', { level: 1, name: 'Heist night' }).waitFor();
      await a.getByLabel('Ranked (number the films in order)').check();
      await a.getByLabel('Who can see it').selectOption('public');
      await a.getByRole('button', { name: 'Save settings' }).click();
      await toastSays(a, 'Saved');
      await pickFromSearch(a, a.getByRole('combobox', { name: 'Add a film to this list' }), 'Heat');
      await a.getByRole('link', { name: 'Heat', exact: true }).waitFor();
      // B, her only connection, is the one the invitation offers.
      await a.getByRole('button', { name: 'Invite as editor' }).click();
      await a.getByText('Edited with Bruno').waitFor();
    });

    await withFailureScreenshot(b, 'lists-b-adds', async () => {
      await b.goto(listUrl);
      await b.getByRole('heading', { level: 1, name: 'Heist night' }).waitFor();
      await pickFromSearch(b, b.getByRole('combobox', { name: 'Add a film to this list' }), 'Collateral');
      await b.getByRole('link', { name: 'Collateral', exact: true }).waitFor();
    });

    await withFailureScreenshot(a, 'lists-a-sees-live', async () => {
      // A never reloads: the notification that B added a film refreshes her open page.
      const films = a.getByRole('list', { name: 'Films on this list' });
      await films.getByRole('link', { name: 'Collateral', exact: true }).waitFor({ timeout: 15_000 });
      expect(await films.getByRole('listitem').count()).toBe(2);
      await expect.poll(() => films.getByRole('listitem').nth(1).textContent()).toContain('added by Bruno');
      expect(await films.evaluate((el) => el.tagName)).toBe('OL');
    });
    expect(problems).toEqual([]);
  });
});
