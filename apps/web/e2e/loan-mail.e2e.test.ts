import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { apiPost, newMember, signUp, watchConsole } from './journeys/steps.ts';
import { confirmAddress, setUpStage } from './stage.ts';

// docs/product.md §3 'Loan mail' (issue 26 item 9): a request is mailed to the owner at once
// (within the minute's job), naming the film and the borrower and linking to the loan; the mail's
// 'Stop this kind of mail' turns that kind off, and the profile's Account card shows it off.

const stage = setUpStage({ browsers: 2, mail: true, publicUrl: true });
const TITLE = 'Zzloanmail The Conversation';

describe('loan mail', () => {
  it('mails the owner a request, and its link turns request mail off, as the profile then shows', async () => {
    const base = stage.server.baseUrl;
    const [o, b] = await Promise.all(stage.browsers.map((browser) => browser.context.newPage()));
    if (!o || !b) throw new Error('two browsers expected');
    const consoles = [o, b].map((page) => watchConsole(page));
    const olga = newMember('Olga', 'Ortiz');
    let disc = { id: 0 };
    let ownerId = '';
    await withFailureScreenshot(o, 'loan-mail-o', async () => {
      await signUp(o, base, olga, '/profile');
      await confirmAddress(stage, o, olga.email);
      disc = await apiPost<{ id: number }>(o, base, '/dvd-club/collection', {
        title: TITLE,
        visibility: 'rentable',
      });
      ownerId = (await (await o.request.get(`${base}/trpc/auth.me`)).json()).result.data.id;
    });
    await withFailureScreenshot(b, 'loan-mail-b', async () => {
      const bo = newMember('Bo', 'Bell');
      await signUp(b, base, bo, '/');
      await confirmAddress(stage, b, bo.email);
      await apiPost(b, base, '/dvd-club/rental-requests', { mediaId: disc.id, ownerId });
    });

    await withFailureScreenshot(o, 'loan-mail-o', async () => {
      // The timed steps run once a minute, and the loan mail right after them.
      const mail = await stage.smtp.waitForMail(olga.email, 90_000);
      expect(mail.subject).toBe(`Bo B. would like to borrow ${TITLE}`);
      expect(mail.text).toContain(`Open the loan: ${base}/dvd-club#loan-`);
      const stop = /Stop this kind of mail: (\S+)/.exec(mail.text)?.[1];
      if (!stop) throw new Error(`no unsubscribe link in: ${mail.text}`);
      await o.goto(stop);
      await o.getByText('Stop mailing me when a member asks to borrow your disc?').waitFor();
      await o.getByRole('button', { name: 'Stop This Mail' }).click();
      await o
        .getByRole('status')
        .getByText(
          "Done: no more mail when a member asks to borrow your disc. You'll still see it under the bell.",
        )
        .waitFor();
      await o.goto(`${base}/profile#loan-mail`);
      const settings = o.getByRole('region', { name: 'Loan mail' });
      const requests = settings.getByLabel('A member asks to borrow your disc');
      await requests.waitFor();
      expect(await requests.inputValue()).toBe('off');
      // Back on, from the profile.
      await requests.selectOption('Mail me at once');
      await o.reload();
      await settings.getByLabel('A member asks to borrow your disc').waitFor();
      await expect
        .poll(() => settings.getByLabel('A member asks to borrow your disc').inputValue(), {
          timeout: 15_000,
        })
        .toBe('now');
    });
    expect(consoles.flat()).toEqual([]);
  }, 300_000);
});
