import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { watchForBreakage } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

const stage = setUpStage();

describe('account journey', () => {
  it('creates an account, signs out, signs back in and finds the 404 page', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchForBreakage(page);
    const base = stage.server.baseUrl;
    const email = `edna-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'be-kind-rewind';
    const header = page.getByRole('banner');

    await withFailureScreenshot(page, 'auth-journey', async () => {
      await page.goto(`${base}/`);
      await expect.poll(() => page.title()).toBe("Chuck's Video Store");

      // Signed out: the header's Sign In goes through /api/login to the login page.
      await header.getByRole('link', { name: 'Sign In' }).click();
      await page.waitForURL(`${base}/login?returnTo=%2F`);

      await page.getByRole('tab', { name: 'Create account' }).click();
      await page.getByLabel('First name (optional)').fill('Edna');
      await page.getByLabel('Last name (optional)').fill('Krabappel');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();

      // Signed in: back home, profile button, bell and sign-out in the header.
      await page.waitForURL(`${base}/`);
      await header.getByRole('link', { name: 'Profile: Edna' }).waitFor();
      await header.getByRole('button', { name: 'Notifications' }).waitFor();
      await page.reload();
      await header.getByRole('link', { name: 'Profile: Edna' }).waitFor();

      await header.getByRole('link', { name: 'Sign Out' }).click();
      await page.waitForURL(`${base}/`);
      await header.getByRole('link', { name: 'Sign In' }).waitFor();
      expect(await header.getByRole('link', { name: 'Profile: Edna' }).count()).toBe(0);

      // A wrong password is explained inline; the right one signs in again.
      await header.getByRole('link', { name: 'Sign In' }).click();
      await page.waitForURL(/\/login\?returnTo=/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('not-my-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${base}/`);
      await header.getByRole('link', { name: 'Profile: Edna' }).waitFor();

      // Any unknown path is the store's 404 page, served by the SPA fallback.
      await page.goto(`${base}/this-aisle-does-not-exist`);
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      await page.getByRole('link', { name: 'Back to the front desk' }).click();
      await page.waitForURL(`${base}/`);
    });

    expect(problems).toEqual([]);
    await page.close();
  });
});
