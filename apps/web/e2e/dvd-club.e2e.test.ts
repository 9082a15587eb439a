import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import {
  addDiscThroughSearch,
  confirmAsBorrower,
  expectBorrowerSees,
  expectCredits,
  loanCard,
  loanStatus,
  openMarkReturned,
} from './journeys/lending-steps.ts';
import { newMember, signUp, toastSays } from './journeys/steps.ts';
import { confirmAddress, setUpStage } from './stage.ts';

// Two members in two browsers lend one Blu-ray: A lists it, B finds it on the shelf and asks for
// it, A accepts and hands it over, B confirms, A marks it returned and B confirms that too. Each
// sees every step; B's credit is spent once, and A's pay waits because B paid with welcome credits
// and has lent nothing yet (docs/product.md §3 'Credits').

// Mail goes to a real SMTP server: B confirms their address from it (borrowing needs it).
const stage = setUpStage({ browsers: 2, mail: true });

describe('DVD Club lending journey', () => {
  it("lends a Blu-ray from member A to member B, step by step, for exactly one of B's credits", async () => {
    const base = stage.server.baseUrl;
    const a = await stage.browsers[0]!.context.newPage();
    const b = await stage.browsers[1]!.context.newPage();
    const problems: string[] = [];
    for (const page of [a, b]) page.on('pageerror', (error) => problems.push(error.message));

    await withFailureScreenshot(a, 'dvd-club-a', async () => {
      const alice = newMember('Alice', 'Archer');
      await signUp(a, base, alice, '/dvd-club');
      // Lending needs a confirmed address (docs/product.md §3).
      await confirmAddress(stage, a, alice.email);
      await expectCredits(a, 3);

      // A adds a rentable Blu-ray through the add search.
      const disc = await addDiscThroughSearch(a, 'jurassic park', 'Jurassic Park', {
        format: 'Blu-ray',
        condition: 'Mint',
        visibility: 'Earn Credits',
      });
      await disc.getByText('Rentable').waitFor();
      await disc.getByText('Blu-ray').waitFor();

      // And 13 rentable DVDs straight through the API, so the shelf has a second page.
      const added = await a.evaluate(async () => {
        let ok = 0;
        for (let i = 1; i <= 13; i++) {
          const response = await fetch('/api/dvd-club/collection', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ title: `Rewind Reel ${i}`, year: 1990 + i, visibility: 'rentable' }),
          });
          if (response.ok) ok++;
        }
        return ok;
      });
      expect(added).toBe(13);
    });

    await withFailureScreenshot(b, 'dvd-club-b', async () => {
      const bruno = newMember('Bruno', 'Bell');
      await signUp(b, base, bruno, '/dvd-club');
      await confirmAddress(stage, b, bruno.email);
      await expectCredits(b, 3);

      // B browses the shelf: 14 discs over 2 pages, filters, search, and a reload that keeps them.
      await b.goto(`${base}/whats-on-the-shelf`);
      await b.getByText('Found 14 rentable movies').waitFor();
      await b.getByText('Page 1 of 2').waitFor();
      expect(await b.getByRole('list', { name: 'Shelf' }).getByRole('article').count()).toBe(12);
      await b.getByRole('button', { name: 'Next' }).click();
      await b.getByText('Page 2 of 2').waitFor();
      await expect.poll(() => b.getByRole('list', { name: 'Shelf' }).getByRole('article').count()).toBe(2);
      await b.waitForURL(`${base}/whats-on-the-shelf?page=2`);

      await b.getByLabel('Format').selectOption('Blu-ray');
      await b.getByText('Found 1 rentable movie', { exact: true }).waitFor();
      await b.getByRole('button', { name: 'Remove filter Format: Blu-ray' }).waitFor();
      await b.getByRole('button', { name: 'Clear All' }).click();
      await b.getByText('Found 14 rentable movies').waitFor();

      await b.getByLabel('Search the shelf').fill('jurassic');
      await b.getByText('Found 1 rentable movie', { exact: true }).waitFor();
      await b.waitForURL(`${base}/whats-on-the-shelf?search=jurassic`);
      await b.reload();
      await b.getByText('Found 1 rentable movie', { exact: true }).waitFor();
      expect(await b.getByLabel('Search the shelf').inputValue()).toBe('jurassic');

      const card = b.getByRole('article', { name: /^Jurassic Park/ });
      await card.getByText('Available from Alice A.').waitFor();
      await card.getByRole('button', { name: 'Request Rental' }).click();
      const dialog = b.getByRole('dialog', { name: 'Request Rental' });
      await dialog.getByLabel('Message to the owner (optional)').fill('  Dinosaur night on Friday?  ');
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await toastSays(b, 'Rental Request Sent!');
      await dialog.waitFor({ state: 'detached' });

      await expectBorrowerSees(b, base, 'Jurassic Park', { status: 'Requested', credits: 3 });
    });

    await withFailureScreenshot(a, 'dvd-club-a', async () => {
      // A sees the request, with B's note, and accepts it for the default 14 days.
      const request = await loanCard(a, base, 'Incoming', 'Jurassic Park');
      expect(await loanStatus(request)).toBe('Requested');
      await request.getByText('“Dinosaur night on Friday?”').waitFor();
      await request.getByRole('link', { name: 'Bruno B.' }).waitFor();
      await request.getByRole('button', { name: 'Accept' }).click();
      const dialog = a.getByRole('dialog', { name: 'Accept Rental Request' });
      expect(await dialog.getByLabel('Loan length (days)').inputValue()).toBe('14');
      await dialog.getByRole('button', { name: 'Accept Request' }).click();
      await toastSays(a, 'Request Accepted');
      await expect.poll(() => loanStatus(request)).toBe('Accepted');
      await request.getByText('Due').waitFor();
      await expectCredits(a, 3);
    });

    // B sees the acceptance; B's credit is now held.
    await withFailureScreenshot(b, 'dvd-club-b', () =>
      expectBorrowerSees(b, base, 'Jurassic Park', { status: 'Accepted', credits: 2 }),
    );

    await withFailureScreenshot(a, 'dvd-club-a', async () => {
      const loan = await loanCard(a, base, 'Incoming', 'Jurassic Park');
      await loan.getByRole('button', { name: 'Mark Handed Over' }).click();
      await a.getByText('Handed Over', { exact: true }).first().waitFor();
      await expect.poll(() => loanStatus(loan)).toBe('Handed Over');
      // While it is out, the disc is marked on loan in A's collection.
      await a.reload();
      const disc = a
        .getByRole('list', { name: 'Your collection' })
        .getByRole('article', { name: /^Jurassic Park/ });
      await disc.getByText('On loan').waitFor();
    });

    await withFailureScreenshot(b, 'dvd-club-b', async () => {
      await expectBorrowerSees(b, base, 'Jurassic Park', { status: 'Handed Over', credits: 2 });
      await confirmAsBorrower(b, base, 'Jurassic Park', 'I Have It');
    });

    await withFailureScreenshot(a, 'dvd-club-a', async () => {
      // B brings it back; A marks it returned, and B confirms the return.
      const dialog = await openMarkReturned(a, base, 'Jurassic Park');
      expect(await dialog.getByLabel('Condition on return').inputValue()).toBe('Mint');
      await dialog.getByLabel('Condition on return').selectOption('Excellent');
      await dialog.getByRole('button', { name: 'Mark Returned' }).click();
      await toastSays(a, 'Marked Returned');
      await expectCredits(a, 3);
    });

    await withFailureScreenshot(b, 'dvd-club-b', () =>
      confirmAsBorrower(b, base, 'Jurassic Park', 'Confirm Return'),
    );

    await withFailureScreenshot(a, 'dvd-club-a', async () => {
      await a.reload();
      // Settled and not yet reviewed, the loan stays among the open ones (issue 26 item 6).
      await a
        .getByText(
          /Bruno B\. paid with welcome credits: your 1 credit comes once they lend a disc of their own/,
        )
        .waitFor();
      await expectCredits(a, 3);
      const disc = a
        .getByRole('list', { name: 'Your collection' })
        .getByRole('article', { name: /^Jurassic Park/ });
      await disc.getByText('Excellent').waitFor();
      expect(await disc.getByText('On loan').count()).toBe(0);
    });

    await withFailureScreenshot(b, 'dvd-club-b', async () => {
      await b.goto(`${base}/dvd-club`);
      const outgoing = b.getByRole('region', { name: /^Outgoing/ });
      const done = outgoing.getByRole('article', { name: /^Jurassic Park/ });
      expect(await loanStatus(done)).toBe('Returned');
      await expectCredits(b, 2);
      await b.reload();
      await expectCredits(b, 2);
    });

    expect(problems).toEqual([]);
    await a.close();
    await b.close();
  }, 240_000);
});
