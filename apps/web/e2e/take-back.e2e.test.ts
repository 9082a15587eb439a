import { startTestSmtp, type TestSmtp } from '@chuck/api/test-smtp';
import { afterAll, describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { newMember, signUp, watchForBreakage } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

// docs/product.md §2 'Taking your account back' (issue 33): somebody with the password moves the card
// to their inbox from a second browser; the member takes it back from the old inbox's mail, is asked
// for a new password, and the second browser is signed out while it watches. Mail goes to a real SMTP
// server started here.
let smtp: TestSmtp | undefined;
const stage = setUpStage({
  browsers: 2,
  env: async () => {
    smtp = await startTestSmtp();
    return { SMTP_URL: smtp.url };
  },
});
afterAll(() => smtp?.close());

/** The link to `path` in the next mail to `email` that has one. */
async function linkIn(email: string, path: string): Promise<{ link: string; text: string }> {
  const base = stage.server.baseUrl;
  for (;;) {
    const mail = await smtp!.waitForMail(email, 30_000);
    const link = new RegExp(`${base}${path}\\?token=[\\w%-]+`).exec(mail.text)?.[0];
    if (link) return { link, text: mail.text };
  }
}

describe('taking an account back', () => {
  it('a second browser moves the address; the old inbox undoes it, a new password is asked, the second browser is signed out live', async () => {
    const base = stage.server.baseUrl;
    const member = newMember('Marty', 'McFly');
    const theirs = newMember('Needles', 'Douglas');
    const mine = await stage.browsers[0]!.context.newPage();
    const intruder = await stage.browsers[1]!.context.newPage();
    const problems = { mine: watchForBreakage(mine), intruder: watchForBreakage(intruder) };

    await withFailureScreenshot(intruder, 'take-back-intruder', async () => {
      await signUp(mine, base, member, '/profile');
      // Somebody who knows the password signs in elsewhere and moves the card to their inbox.
      await intruder.goto(`${base}/login?returnTo=%2Fprofile`);
      await intruder.getByLabel('Email').fill(member.email);
      await intruder.getByLabel('Password', { exact: true }).fill(member.password);
      await intruder.getByRole('button', { name: 'Sign in' }).click();
      await intruder.waitForURL(`${base}/profile`);
      const form = intruder.getByRole('form', { name: 'Change email address' });
      await form.getByLabel('New email address').fill(theirs.email);
      await form.getByLabel('Password').fill(member.password);
      await form.getByRole('button', { name: 'Change address' }).click();
      const { link: confirm } = await linkIn(theirs.email, '/verify-email');
      await intruder.goto(confirm);
      await intruder.getByRole('button', { name: 'Confirm my address' }).click();
      await intruder
        .getByRole('status')
        .filter({ hasText: 'your membership card now uses your new address' })
        .waitFor();
      await intruder.goto(`${base}/profile`);
      await intruder.getByRole('banner').getByRole('link', { name: 'Profile: Marty' }).waitFor();
    });

    await withFailureScreenshot(mine, 'take-back-mine', async () => {
      // The old inbox is told, without the new address in full, and can undo it.
      const { link, text } = await linkIn(member.email, '/take-back');
      expect(text).toContain(
        "Your address at Chuck's Video Store was changed to n•••@example.com. If this wasn't you, take your account back",
      );
      await mine.goto(link);
      await mine.getByRole('button', { name: 'Take my account back' }).click();
      // Asked for a new password on the reset page.
      await mine.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      await mine.getByRole('status').filter({ hasText: 'Your card is yours again' }).waitFor();
      await mine.getByLabel('New password', { exact: true }).fill('hill-valley-1985');
      await mine.getByRole('button', { name: 'Set my new password' }).click();
      await mine
        .getByRole('status')
        .filter({ hasText: "Your new password is set, and you're signed in." })
        .waitFor();
    });

    await withFailureScreenshot(intruder, 'take-back-intruder-out', async () => {
      // The intruder's page, untouched since, shows them signed out (the live line closed).
      await intruder.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
      // The old password opens nothing.
      await intruder.goto(`${base}/login`);
      await intruder.getByLabel('Email').fill(member.email);
      await intruder.getByLabel('Password', { exact: true }).fill(member.password);
      await intruder.getByRole('button', { name: 'Sign in' }).click();
      await intruder.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
    });

    // The card has its old address again.
    await mine.goto(`${base}/profile`);
    await mine.getByText(member.email).first().waitFor();
    expect(problems).toEqual({ mine: [], intruder: [] });
    await mine.close();
    await intruder.close();
  });
});
