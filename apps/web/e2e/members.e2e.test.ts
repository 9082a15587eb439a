import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { apiGet, apiPost, memberId, newMember, signUp, toastSays } from './journeys/steps.ts';
import { confirmAddress, setUpStage } from './stage.ts';

// Two members in two browsers (docs/product.md §2 'Member page'): B opens A's page from a shelf
// card and sees her Watching Soon and flair, with her name and bio as text; A keeps her page to her
// connections and B, not connected, gets Page Not Found; once a loan suggests them and both agree B sees it again;
// A blocks B, and B's message and rental request are refused while A's page is gone for B.

// Mail goes to a real SMTP server: B confirms their address from it (borrowing needs it).
const stage = setUpStage({ browsers: 2, mail: true });

/** Markup a member might type into a name or a bio: it must show as typed and never run. */
const NAME = 'Alice <b>A.</b>';
const BIO = 'Loves Alien <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

async function api(page: Page, method: 'PUT' | 'DELETE', path: string, data?: unknown) {
  const base = stage.server.baseUrl;
  const response = await page.request.fetch(`${base}/api${path}`, {
    method,
    data,
    headers: { Origin: base },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectNoInjectedMarkup(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main b, main script').count()).toBe(0);
}

describe('Member pages, privacy and blocking', () => {
  it('shows A to B from the shelf, hides her page by visibility and by a block, and hides her disc from B once blocked', async () => {
    const base = stage.server.baseUrl;
    const a = await stage.browsers[0]!.context.newPage();
    const b = await stage.browsers[1]!.context.newPage();
    const problems: string[] = [];
    for (const page of [a, b]) page.on('pageerror', (error) => problems.push(error.message));

    let aId = '';
    let bId = '';
    let disc = { id: 0, ownerId: '' };

    await withFailureScreenshot(a, 'members-a-setup', async () => {
      const alice = newMember('Alice', 'Archer');
      await signUp(a, base, alice, '/profile');
      // Lending needs a confirmed address (docs/product.md §3).
      await confirmAddress(stage, a, alice.email);
      const bruno = newMember('Bruno', 'Baker');
      await signUp(b, base, bruno, '/whats-on-the-shelf');
      await confirmAddress(stage, b, bruno.email);
      aId = await memberId(a, base);
      bId = await memberId(b, base);

      // A: a rentable disc, a Watching Soon pick, a flair badge, and a name and bio with markup in them.
      disc = await apiPost(a, base, '/dvd-club/collection', {
        title: 'Alien',
        year: 1979,
        format: 'Blu-ray',
        condition: 'Mint',
        visibility: 'rentable',
      });
      await api(a, 'PUT', '/profile/watching-soon', {
        movies: [{ title: 'The Thing', year: 1982, description: 'Antarctic nights' }],
      });
      await apiPost(a, base, '/profile/easter-egg');
      await apiPost(a, base, '/social/profile', { displayName: NAME, bio: BIO });
    });

    await withFailureScreenshot(b, 'members-b-opens-a', async () => {
      // B finds A's disc on the shelf and follows her name to her page.
      await b.goto(`${base}/whats-on-the-shelf`);
      const card = b.getByRole('article').filter({ hasText: 'Alien' });
      await card.getByRole('link', { name: NAME, exact: true }).click();
      await b.waitForURL(`${base}/members/${aId}`);
      await heading(b).filter({ hasText: NAME }).waitFor({ timeout: 15_000 });
      expect(await heading(b).textContent()).toBe(NAME);
      await b.getByRole('main').getByText(BIO, { exact: true }).waitFor();
      await b.getByRole('list', { name: 'Watching Soon picks' }).getByText('The Thing').waitFor();
      await b.getByRole('list', { name: 'Flair badges' }).getByText('Do Not Go In There').waitFor();
      // Not a connection: no taste match (it would tell B what A rated).
      expect(await b.getByRole('heading', { name: 'Taste Match' }).count()).toBe(0);
      await b.getByRole('button', { name: 'Block' }).waitFor();
      await expectNoInjectedMarkup(b);
    });

    await withFailureScreenshot(a, 'members-a-connections-only', async () => {
      // A keeps her page to her connections, through the profile card.
      await a.goto(`${base}/profile`);
      await a.getByRole('button', { name: 'Edit Profile' }).click();
      await a.getByLabel('Who can see my page').selectOption({ label: 'My connections' });
      await a.getByRole('button', { name: 'Save Profile' }).click();
      await toastSays(a, 'Profile Updated!');
    });

    await withFailureScreenshot(b, 'members-b-not-connected', async () => {
      // B is not connected: A's page is not found, exactly like an unknown member's.
      await b.reload();
      await heading(b).filter({ hasText: 'Page Not Found' }).waitFor({ timeout: 15_000 });
      await b.goto(`${base}/members/no-such-member`);
      await heading(b).filter({ hasText: 'Page Not Found' }).waitFor({ timeout: 15_000 });
    });

    // A loan from A to B, start to finish, suggests them to each other; B asks and A accepts (REST,
    // as the connections journey does in the browser).
    const loan = await apiPost<{ id: number }>(b, base, '/dvd-club/rental-requests', {
      mediaId: disc.id,
      ownerId: disc.ownerId,
      message: 'May I?',
    });
    for (const step of ['accept', 'handover'])
      await apiPost(a, base, `/dvd-club/rental-requests/${loan.id}/${step}`);
    await apiPost(a, base, `/dvd-club/rental-requests/${loan.id}/return`, { condition: 'Mint' });
    await apiPost(b, base, `/social/connections/${aId}`);
    await apiPost(a, base, `/social/connections/${bId}/accept`);
    const { connections } = await apiGet<{ connections: { id: number; otherUser: { id: string } }[] }>(
      b,
      base,
      '/social/connections',
    );
    const connectionId = connections.find((c) => c.otherUser.id === aId)?.id;
    expect(connectionId).toBeDefined();

    await withFailureScreenshot(b, 'members-b-connected', async () => {
      // Connected now: B sees the page again, with Message and the taste match.
      await b.goto(`${base}/members/${aId}`);
      await heading(b).filter({ hasText: NAME }).waitFor({ timeout: 15_000 });
      await b.getByRole('button', { name: 'Message' }).waitFor();
      await b.getByText('Not enough films in common yet').waitFor();
    });

    // Back to every member, so what hides her page next is the block alone.
    await apiPost(a, base, '/social/profile', { visibility: 'members' });

    await withFailureScreenshot(a, 'members-a-blocks-b', async () => {
      // A blocks B from B's page, after a confirm.
      await a.goto(`${base}/members/${bId}`);
      await heading(a).filter({ hasText: 'Bruno B.' }).waitFor({ timeout: 15_000 });
      await a.getByRole('button', { name: 'Block' }).click();
      const confirm = a.getByRole('dialog', { name: 'Block Bruno B.?' });
      await confirm.getByRole('button', { name: 'Block' }).click();
      await toastSays(a, 'Member Blocked');
      await a.getByRole('button', { name: 'Unblock' }).waitFor();
      // And finds B under Blocked Members on her profile.
      await a.goto(`${base}/profile`);
      await a
        .getByRole('list', { name: 'Blocked members' })
        .getByRole('link', { name: 'Bruno B.' })
        .waitFor();
    });

    await withFailureScreenshot(b, 'members-b-blocked', async () => {
      // B's message is refused.
      const sent = await b.request.post(`${base}/api/social/messages`, {
        data: { receiverId: aId, connectionId, message: 'Hello?' },
        headers: { Origin: base },
      });
      expect(sent.status()).toBeGreaterThanOrEqual(400);
      expect(sent.status()).toBeLessThan(500);

      // A's disc is gone from B's shelf, and a request sent anyway is answered as for any disc
      // not available: nothing tells B about the block.
      await b.goto(`${base}/whats-on-the-shelf`);
      // A's was the only disc on it.
      await b
        .getByRole('main')
        .getByText('No movies found', { exact: true })
        .first()
        .waitFor({ timeout: 15_000 });
      expect(await b.getByRole('article').filter({ hasText: 'Alien' }).count()).toBe(0);
      const request = await b.request.post(`${base}/api/dvd-club/rental-requests`, {
        data: { mediaId: disc.id, ownerId: disc.ownerId, message: 'Again?' },
        headers: { Origin: base },
      });
      expect(request.status()).toBe(409);
      expect(((await request.json()) as { message: string }).message).toBe(
        'This movie is not available for rental.',
      );

      // And A's page is gone for B.
      await b.goto(`${base}/members/${aId}`);
      await heading(b).filter({ hasText: 'Page Not Found' }).waitFor({ timeout: 15_000 });
    });

    expect(problems).toEqual([]);
  }, 240_000);
});
