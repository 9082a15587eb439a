import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { toastSays } from './steps.ts';

// The DVD Club's lending steps, shared by the browser journeys that lend a disc from one member to
// another (the DVD Club test and the two-member lenders journey).

/** The DVD Club header's credit balance, once loaded. */
export async function expectCredits(page: Page, amount: number): Promise<void> {
  await expect
    .poll(() => page.getByRole('status', { name: 'Your credits' }).textContent(), { timeout: 15_000 })
    .toBe(String(amount));
}

/** Reloads the DVD Club and returns the loan card for `title` in the incoming or outgoing group. */
export async function loanCard(page: Page, baseUrl: string, group: 'Incoming' | 'Outgoing', title: string) {
  await page.goto(`${baseUrl}/dvd-club`);
  const region = page.getByRole('region', { name: new RegExp(`^${group}`) });
  await region.waitFor();
  return region.getByRole('article', { name: new RegExp(`^${title}`) }).first();
}

/** A loan card's status line, without its 'Status: ' prefix. */
export async function loanStatus(card: Locator): Promise<string | undefined> {
  return (
    await card
      .locator('span', { hasText: /^Status:/ })
      .first()
      .textContent()
  )?.replace('Status: ', '');
}

/** The borrower's Outgoing card for `title` shows `status`, and their balance is `credits`. */
export async function expectBorrowerSees(
  page: Page,
  baseUrl: string,
  title: string,
  { status, credits }: { status: string; credits: number },
): Promise<void> {
  const mine = await loanCard(page, baseUrl, 'Outgoing', title);
  expect(await loanStatus(mine)).toBe(status);
  await expectCredits(page, credits);
}

/**
 * The borrower confirms the owner's last step on the loan of `title` (docs/product.md §3 'Loan'):
 * 'I Have It' after the hand-over, 'Confirm Return' after the return.
 */
export async function confirmAsBorrower(
  page: Page,
  baseUrl: string,
  title: string,
  step: 'I Have It' | 'Confirm Return',
): Promise<void> {
  const mine = await loanCard(page, baseUrl, 'Outgoing', title);
  await mine.getByRole('button', { name: step }).click();
  await toastSays(page, step === 'I Have It' ? 'Hand-over Confirmed' : 'Return Confirmed');
}

/** Opens the owner's Mark Returned dialog for the loan of `title`. */
export async function openMarkReturned(page: Page, baseUrl: string, title: string): Promise<Locator> {
  const loan = await loanCard(page, baseUrl, 'Incoming', title);
  await loan.getByRole('button', { name: 'Mark Returned' }).click();
  return page.getByRole('dialog', { name: 'Mark Returned' });
}

/** Adds a disc through the DVD Club's add search (the page must be the DVD Club, signed in). */
export async function addDiscThroughSearch(
  page: Page,
  search: string,
  title: string,
  disc: { format: string; condition: string; visibility: string },
): Promise<Locator> {
  await page.getByLabel('Search movies to add').fill(search);
  await page.getByRole('button', { name: `Add ${title}`, exact: true }).click();
  const form = page.getByRole('form', { name: `Add ${title} to your collection` });
  await form.getByLabel('Format').selectOption(disc.format);
  await form.getByLabel('Condition').selectOption(disc.condition);
  await form.getByLabel('Visibility').selectOption({ label: disc.visibility });
  await form.getByRole('button', { name: 'Add to Collection' }).click();
  await toastSays(page, 'Movie Added');
  return page
    .getByRole('list', { name: 'Your collection' })
    .getByRole('article', { name: new RegExp(`^${title}`) });
}

/** Opens the Messages tab of Connections on the conversation with the member matching `name`. */
export async function openMessages(page: Page, baseUrl: string, name: RegExp): Promise<Locator> {
  await page.goto(`${baseUrl}/connections`);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByRole('navigation', { name: 'Choose a connection' }).getByRole('button', { name }).click();
  return page.getByRole('region', { name: /^Conversation with/ });
}

/** The header bell's unread count, read from its accessible name ('Notifications, 3 unread'). */
export async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}
