import { startTestSmtp, type TestSmtp } from '@chuck/api/test-smtp';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import { apiPost, memberId, newMember, signUp, watchForBreakage } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

// docs/product.md §2 'Verify your address' and 'Delete my account', §6 the newsletter's double
// opt-in. Mail goes to a real SMTP server started here. Olive lends Ben a disc; Ben confirms his
// address, tries to delete his account while the disc is out (refused), the loan is settled, he
// deletes it, and Olive's DVD Club names him 'a former member'.
let smtp: TestSmtp | undefined;
const stage = setUpStage({
  browsers: 2,
  env: async () => {
    smtp = await startTestSmtp();
    return { SMTP_URL: smtp.url };
  },
});
afterAll(() => smtp?.close());

/** The link to `path` in the next mail to `email`. */
async function mailedLink(email: string, path: string): Promise<string> {
  const base = stage.server.baseUrl;
  const mail = await smtp!.waitForMail(email, 30_000);
  const link = new RegExp(`${base}${path}\\?token=[\\w%-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in: ${mail.text}`);
  return link;
}

interface Loan {
  id: number;
}

describe('accounts people can keep', () => {
  it('confirms the address; deleting is refused while a disc is out, done once it is settled; the lender sees a former member', async () => {
    const base = stage.server.baseUrl;
    const olive = await stage.browsers[0]!.context.newPage();
    const ben = await stage.browsers[1]!.context.newPage();
    const problems = { olive: watchForBreakage(olive), ben: watchForBreakage(ben) };
    const lender = newMember('Olive', 'Owen');
    const borrower = newMember('Ben', 'Burke');

    let mediaId = 0;
    await withFailureScreenshot(olive, 'deletion-olive', async () => {
      await signUp(olive, base, lender, '/');
      // Lending needs a confirmed address (docs/product.md §3): Olive opens her link.
      const link = new URL(await mailedLink(lender.email, '/verify-email'));
      await apiPost(olive, base, '/auth/verify-email', { token: link.searchParams.get('token') });
      const disc = await apiPost<{ id: number }>(olive, base, '/dvd-club/collection', {
        title: 'Heat',
        year: 1995,
        format: 'DVD',
        condition: 'Good',
        visibility: 'rentable',
      });
      mediaId = disc.id;
    });

    let loanId = 0;
    await withFailureScreenshot(ben, 'deletion-ben', async () => {
      await signUp(ben, base, borrower, '/profile');
      // The profile says the address is unverified until the mailed link is opened.
      await ben.getByText('Unverified').waitFor();
      await ben.goto(await mailedLink(borrower.email, '/verify-email'));
      await ben.getByRole('button', { name: 'Confirm my address' }).click();
      await ben.getByRole('status').filter({ hasText: 'Thanks! Your address is confirmed.' }).waitFor();
      await ben.goto(`${base}/profile`);
      await ben.getByText('Confirmed', { exact: true }).waitFor();

      const loan = await apiPost<Loan>(ben, base, '/dvd-club/rental-requests', {
        mediaId,
        ownerId: await memberId(olive, base),
      });
      loanId = loan.id;
    });
    await apiPost(olive, base, `/dvd-club/rental-requests/${loanId}/accept`, { loanDays: 7 });
    await apiPost(olive, base, `/dvd-club/rental-requests/${loanId}/handover`);
    await apiPost(ben, base, `/dvd-club/rental-requests/${loanId}/confirm`);

    // The disc is out: deleting is refused, and nothing is deleted.
    await withFailureScreenshot(ben, 'deletion-ben', async () => {
      await ben.goto(`${base}/profile`);
      await ben.getByRole('link', { name: 'Delete my account' }).click();
      await ben.waitForURL(`${base}/delete-account`);
      await ben.getByRole('button', { name: 'Download my library (CSV)' }).waitFor();
      await expectAccessible(ben, 'the delete-account screen');
      await ben.getByLabel('Your password').fill(borrower.password);
      await ben.getByRole('button', { name: 'Delete my account for good' }).click();
      await ben
        .getByRole('alert')
        .filter({ hasText: "You can't delete your account while a disc is out on loan to or from you" })
        .waitFor();
    });

    // The loan is settled: returned and confirmed.
    await apiPost(olive, base, `/dvd-club/rental-requests/${loanId}/return`, { condition: 'Good' });
    await apiPost(ben, base, `/dvd-club/rental-requests/${loanId}/confirm`);

    await withFailureScreenshot(ben, 'deletion-ben', async () => {
      await ben.getByRole('button', { name: 'Delete my account for good' }).click();
      await ben.getByRole('status').filter({ hasText: 'Your account is deleted.' }).waitFor();
      await ben.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    });

    // Olive's loan history names Ben 'a former member'.
    await withFailureScreenshot(olive, 'deletion-olive', async () => {
      await olive.goto(`${base}/dvd-club`);
      // Settled but not yet reviewed by her, the loan is still among the open ones (docs/product.md §3).
      const card = olive.getByRole('article', { name: /^Heat/ });
      await card.getByText('a former member').first().waitFor();
      expect(await card.getByText('Ben B.').count()).toBe(0);
    });

    // His address is free again: a new account can take it.
    await withFailureScreenshot(ben, 'deletion-ben', async () => {
      await signUp(ben, base, { ...borrower, first: 'Benjamin' }, '/');
    });

    expect(problems).toEqual({ olive: [], ben: [] });
    await olive.close();
    await ben.close();
  });

  it('joins the newsletter only through the link mailed to the address', async () => {
    const base = stage.server.baseUrl;
    const page: Page = await stage.browsers[0]!.context.newPage();
    const problems = watchForBreakage(page);
    const email = `reader-${Date.now()}@example.com`;
    await withFailureScreenshot(page, 'newsletter-opt-in', async () => {
      await page.goto(`${base}/`);
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByRole('status').filter({ hasText: 'Almost there!' }).waitFor();
      await page.goto(await mailedLink(email, '/newsletter/confirm'));
      await expectAccessible(page, 'the newsletter confirmation screen');
      await page.getByRole('button', { name: 'Yes, put me on the list' }).click();
      await page.getByRole('status').filter({ hasText: "You're on the list!" }).waitFor();
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});
