import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import { newMember, signUp, toastSays, watchConsole } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

/** The machines are shared and slow; give list updates time to land. */
const POLL = { timeout: 15_000 };

const stage = setUpStage();

const DIARY =
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
  '2023-05-01,Alien,1979,https://boxd.it/u1,4.5,,,2023-05-01\n' +
  '2023-06-09,Tremors,1990,https://boxd.it/u2,3.5,,,2023-06-09\n';

describe('undoing an import after a reload (issue 29)', () => {
  it('imports a diary, reloads, finds the import under Past imports and undoes it there', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchConsole(page);
    const base = stage.server.baseUrl;

    await withFailureScreenshot(page, 'import-undo', async () => {
      await signUp(page, base, newMember('Undo', 'Import'), '/profile');
      await page.getByLabel('Import from Letterboxd or IMDb').setInputFiles({
        name: 'diary.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(DIARY),
      });
      const preview = page.getByRole('region', { name: 'Import preview' });
      await preview.getByRole('button', { name: 'Apply import' }).click(POLL);
      await toastSays(page, 'Import Complete');
      const seen = page.getByRole('list', { name: "Movies you've seen" });
      for (const title of ['Alien', 'Tremors'])
        await seen.getByRole('button', { name: title, exact: true }).waitFor(POLL);

      // After a reload the report is gone, but the import is listed with its undo.
      await page.reload();
      const past = page.getByRole('region', { name: 'Past imports' });
      const item = past.getByRole('listitem').filter({ hasText: 'diary.csv' });
      await item.waitFor(POLL);
      expect(await item.textContent()).toContain(
        '2 imported · 2 diary entries · 0 already present · 0 unmatched',
      );
      await expectAccessible(page, 'the past imports');
      await item.getByRole('button', { name: 'Undo' }).click();
      await toastSays(page, 'Import undone');
      await item.getByText(/^Undone/).waitFor(POLL);
      expect(await item.getByRole('button', { name: 'Undo' }).count()).toBe(0);
      await seen.getByRole('button', { name: 'Alien', exact: true }).waitFor({ state: 'detached', ...POLL });
      expect(await seen.getByRole('button', { name: 'Tremors', exact: true }).count()).toBe(0);
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});
