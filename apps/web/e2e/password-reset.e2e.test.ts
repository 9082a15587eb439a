import { startTestSmtp, type TestSmtp } from '@chuck/api/test-smtp';
import { afterAll, describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { newMember, signUp, watchForBreakage } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

// docs/product.md §2 'Forgot your password': the mail goes to a real SMTP server started here.
let smtp: TestSmtp | undefined;
const stage = setUpStage({
  browsers: 2,
  env: async () => {
    smtp = await startTestSmtp();
    return { SMTP_URL: smtp.url };
  },
});
afterAll(() => smtp?.close());

describe('password reset journey', () => {
  it('forgot password → the mail arrives → its link sets a new password → the old session is gone', async () => {
    const base = stage.server.baseUrl;
    const member = newMember('Lorraine', 'Baines');
    // The member's old laptop, signed in.
    const laptop = await stage.browsers[0]!.context.newPage();
    // Where they forgot the password.
    const phone = await stage.browsers[1]!.context.newPage();
    const problems = { laptop: watchForBreakage(laptop), phone: watchForBreakage(phone) };

    await withFailureScreenshot(phone, 'password-reset', async () => {
      await signUp(laptop, base, member, '/profile');
      // The sign-up's address verification mail (docs/product.md §2), not the one this journey reads.
      expect((await smtp!.waitForMail(member.email, 30_000)).subject).toBe(
        "Confirm your address at Chuck's Video Store",
      );
      const account = laptop.getByRole('list', { name: 'Signed-in devices' });
      await account.getByText('This device').waitFor();

      await phone.goto(`${base}/login`);
      await phone.getByRole('link', { name: 'Forgot your password?' }).click();
      await phone.waitForURL(`${base}/forgot-password`);
      await phone.getByLabel('Email').fill(member.email);
      await phone.getByRole('button', { name: 'Send me a reset link' }).click();
      await phone
        .getByRole('status')
        .filter({ hasText: 'a link to choose a new password is on its way' })
        .waitFor();

      const mail = await smtp!.waitForMail(member.email, 30_000);
      expect(mail.subject).toBe("Reset your password at Chuck's Video Store");
      const link = new RegExp(`${base}/reset-password\\?token=[\\w%-]+`).exec(mail.text)?.[0];
      expect(link, mail.text).toBeDefined();

      await phone.goto(link!);
      await phone.getByLabel('New password', { exact: true }).fill('eighty-eight-mph');
      await phone.getByRole('button', { name: 'Set my new password' }).click();
      await phone
        .getByRole('status')
        .filter({ hasText: "Your new password is set, and you're signed in." })
        .waitFor();

      // The new password works: sign out, then in with it.
      const header = phone.getByRole('banner');
      await header.getByRole('link', { name: 'Sign Out' }).click();
      await header.getByRole('link', { name: 'Sign In' }).waitFor();
      await phone.goto(`${base}/login`);
      await phone.getByLabel('Email').fill(member.email);
      await phone.getByLabel('Password', { exact: true }).fill('eighty-eight-mph');
      await phone.getByRole('button', { name: 'Sign in' }).click();
      await phone.waitForURL(`${base}/`);
      await header.getByRole('link', { name: 'Profile: Lorraine' }).waitFor();

      // The laptop's session is gone.
      await laptop.reload();
      await laptop.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();

      // The used link is dead.
      await phone.goto(link!);
      await phone.getByLabel('New password', { exact: true }).fill('another-one-1955');
      await phone.getByRole('button', { name: 'Set my new password' }).click();
      await phone
        .getByRole('alert')
        .filter({ hasText: 'That reset link has expired or was already used.' })
        .waitFor();
    });

    expect(problems).toEqual({ laptop: [], phone: [] });
    await laptop.close();
    await phone.close();
  });
});
