import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { apiPost, memberId, newMember, signUp, toastSays } from './journeys/steps.ts';
import { confirmAddress, setUpStage } from './stage.ts';

// docs/product.md §3 'Reports and moderation', three members in three browsers: Ana borrows Sam's
// disc and reports him from his page; the moderator (in MODERATOR_EMAILS) finds the report on
// /moderation and suspends Sam; Sam's open page is signed out live and his other disc leaves Ana's
// open shelf; the moderator unsuspends him and the log shows both actions.

const moderator = newMember('Mona', 'Moderator');
const stage = setUpStage({ browsers: 3, mail: true, env: { MODERATOR_EMAILS: moderator.email } });

async function signUpConfirmed(page: Page, who: ReturnType<typeof newMember>, returnTo: string) {
  await signUp(page, stage.server.baseUrl, who, returnTo);
  // Lending and borrowing need a confirmed address (docs/product.md §3).
  await confirmAddress(stage, page, who.email);
}

describe('Reports and moderation', () => {
  it('a report after a loan, a suspension that signs the member out live and empties their shelf, an unsuspension, the log', async () => {
    const base = stage.server.baseUrl;
    const ana = await stage.browsers[0]!.context.newPage();
    const sam = await stage.browsers[1]!.context.newPage();
    const mod = await stage.browsers[2]!.context.newPage();
    const anaMember = newMember('Ana', 'Archer');
    const samMember = newMember('Sam', 'Stone');
    let samId = '';

    await withFailureScreenshot(ana, 'moderation-setup', async () => {
      await signUpConfirmed(ana, anaMember, '/whats-on-the-shelf');
      await signUpConfirmed(sam, samMember, '/dvd-club');
      await signUpConfirmed(mod, moderator, '/');
      samId = await memberId(sam, base);
      // Sam lends Ana one disc and keeps another on the shelf.
      const lent = await apiPost<{ id: number }>(sam, base, '/dvd-club/collection', {
        title: 'Zzmod Heat',
        visibility: 'rentable',
      });
      await apiPost(sam, base, '/dvd-club/collection', { title: 'Zzmod Repo Man', visibility: 'rentable' });
      const loan = await apiPost<{ id: number }>(ana, base, '/dvd-club/rental-requests', {
        mediaId: lent.id,
        ownerId: samId,
      });
      await apiPost(sam, base, `/dvd-club/rental-requests/${loan.id}/accept`, { loanDays: 7 });
    });

    await withFailureScreenshot(ana, 'moderation-report', async () => {
      await ana.goto(`${base}/members/${samId}`);
      await ana.getByRole('button', { name: /^Report Sam/ }).click();
      const dialog = ana.getByRole('dialog', { name: 'Report to the moderators' });
      await dialog.getByLabel('Harassment').check();
      await dialog
        .getByLabel('Note for the moderators (optional)')
        .fill('Zzmod rude messages after the loan');
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await toastSays(ana, 'Report sent');
      // Ana keeps the shelf open: Sam's other disc is on it.
      await ana.goto(`${base}/whats-on-the-shelf`);
      await ana.getByRole('article').filter({ hasText: 'Zzmod Repo Man' }).waitFor();
    });

    await withFailureScreenshot(mod, 'moderation-suspend', async () => {
      await mod.goto(`${base}/`);
      await mod.getByRole('link', { name: 'Moderation' }).click();
      await mod.waitForURL(`${base}/moderation`);
      const report = mod.getByRole('listitem', { name: /^Report about Sam/ });
      await report.getByText('Zzmod rude messages after the loan').waitFor();
      await report.getByRole('button', { name: 'Suspend' }).click();
      const dialog = mod.getByRole('dialog', { name: /^Suspend Sam/ });
      await dialog.getByLabel('Reason').fill('Zzmod harassing members');
      await dialog.getByRole('button', { name: 'Suspend' }).click();
      await toastSays(mod, 'Member suspended');
    });

    await withFailureScreenshot(sam, 'moderation-signed-out', async () => {
      // The session watch closes his socket; his open page turns into a visitor's.
      await sam.getByRole('link', { name: 'Sign In' }).first().waitFor({ timeout: 15_000 });
      const login = await sam.request.post(`${base}/api/auth/login`, {
        data: { email: samMember.email, password: samMember.password },
        headers: { Origin: base },
      });
      expect(login.status()).toBe(403);
      expect(((await login.json()) as { message: string }).message).toBe(
        'Your membership is suspended indefinitely: Zzmod harassing members',
      );
    });

    await withFailureScreenshot(ana, 'moderation-shelf', async () => {
      // The open shelf asks again every 10 seconds: the suspended owner's disc is gone.
      await ana
        .getByRole('article')
        .filter({ hasText: 'Zzmod Repo Man' })
        .waitFor({ state: 'detached', timeout: 25_000 });
    });

    await withFailureScreenshot(mod, 'moderation-unsuspend', async () => {
      await mod.getByRole('button', { name: /^Unsuspend Sam/ }).click();
      await toastSays(mod, 'Suspension ended');
      const log = mod.getByRole('list', { name: 'Moderation log' });
      await log.getByText(/ended the suspension of/).waitFor();
      await log.getByText(/suspended\s+Sam.*indefinitely/).waitFor();
      await log.getByText('Why: Zzmod harassing members').waitFor();
    });
  });
});
