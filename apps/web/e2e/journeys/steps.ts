import { type BrowserContext, type Locator, type Page, request } from 'playwright-core';
import { expect } from 'vitest';

// Steps that more than one browser journey takes: signing up, reading toasts, watching the console,
// and the keyboard and image checks every journey repeats on the screens it visits.

export interface Member {
  first: string;
  last: string;
  email: string;
  password: string;
}

/** A member with a unique email (the scratch database is per file, but reruns share nothing). */
export function newMember(first: string, last: string): Member {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { first, last, email: `${first.toLowerCase()}-${tag}@example.com`, password: 'be-kind-rewind' };
}

/** Creates the account through the login page's Create account tab and waits to land on `returnTo`. */
export async function signUp(page: Page, baseUrl: string, member: Member, returnTo = '/'): Promise<void> {
  await page.goto(`${baseUrl}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name (optional)').fill(member.first);
  await page.getByLabel('Last name (optional)').fill(member.last);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}${returnTo}`);
}

/** A REST call with the page's session cookie (and our Origin, for the CSRF guard). */
export async function apiPost<T>(page: Page, baseUrl: string, path: string, data: unknown = {}): Promise<T> {
  const response = await page.request.post(`${baseUrl}/api${path}`, { data, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A GET with the page's session cookie. */
export async function apiGet<T>(page: Page, baseUrl: string, path: string): Promise<T> {
  const response = await page.request.get(`${baseUrl}/api${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Another member, with no browser of their own (the REST API, in a cookie jar of their own), signs up,
 * confirms their address with the token `mailedToken` reads from their mail (lending needs it,
 * docs/product.md §3) and puts a disc of `film` up for rent: it is 'On the shelf' for everyone else.
 */
export async function lendThroughApi(
  baseUrl: string,
  lender: Member,
  film: { movieId: number; title: string },
  mailedToken: (email: string) => Promise<string>,
  /** The lender's town (GET /api/places), set before the disc goes up. */
  townId?: number,
): Promise<void> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  try {
    const post = async (path: string, data: unknown) => {
      const response = await api.post(path, { data });
      if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    };
    await post('/api/auth/register', {
      email: lender.email,
      password: lender.password,
      firstName: lender.first,
    });
    await post('/api/auth/verify-email', { token: await mailedToken(lender.email) });
    if (townId) await post('/api/social/profile', { townId });
    await post('/api/dvd-club/collection', {
      ...film,
      format: 'DVD',
      condition: 'Good',
      visibility: 'rentable',
    });
  } finally {
    await api.dispose();
  }
}

/** The signed-in member's id, as GET /api/auth/user reports it. */
export async function memberId(page: Page, baseUrl: string): Promise<string> {
  const response = await page.request.get(`${baseUrl}/api/auth/user`);
  if (!response.ok()) throw new Error(`GET /api/auth/user: ${response.status()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Keeps a note, in every page the context opens, of each toast shown: one toast is visible at a time
 * (docs/product.md §9), so a live notification can replace a success toast before a test looks for it.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  // An init script runs through the DevTools protocol, so the store's CSP does not apply to it.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __chuckToasts: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('li[data-state="open"]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/**
 * A toast with this title is (or, with recordToasts, was) shown. Radix also copies it into a
 * screen-reader announcement.
 */
export async function toastSays(page: Page, title: string): Promise<void> {
  const recorded = () =>
    page.evaluate(
      (wanted) =>
        ((window as { __chuckToasts?: string[] }).__chuckToasts ?? []).some((text) => text.includes(wanted)),
      title,
    );
  await expect
    .poll(async () => (await recorded()) || (await page.getByText(title, { exact: true }).count()) > 0, {
      timeout: 30_000,
    })
    .toBe(true);
}

/** A failed request the page is expected to make, which Chromium logs as a console error. */
export interface ExpectedFailure {
  status: number;
  url: RegExp;
}

/**
 * Collects uncaught page errors, console errors and console warnings (an unused preload, audio the
 * browser refused, ...): a visitor's console stays clean. Chromium reports every non-2xx fetch as a
 * console error "Failed to load resource"; those listed in `expected` are the app working as
 * specified, every other one (and every other error or warning) is a problem.
 */
export function watchConsole(page: Page, expected: readonly ExpectedFailure[] = []): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const url = message.location().url;
    const status = Number(/status of (\d{3})/.exec(message.text())?.[1]);
    if (expected.some((failure) => failure.status === status && failure.url.test(url))) return;
    problems.push(`console ${type} on ${page.url()}: ${message.text()} (${url})`);
  });
  return problems;
}

/** Goes to the front counter and waits for its Top 3 form. */
export async function openFrontCounter(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('main').getByRole('heading', { name: 'Your Top 3 Movies' }).waitFor();
  // The heading is in the page rendered ahead; the app's effects run once it has hydrated.
  await waitForHydration(page);
}

/**
 * Page errors and Content Security Policy refusals only: the page is broken even if the journey
 * passes. For journeys that expect many failed requests; watchConsole is the stricter check.
 */
export function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return problems;
}

/** Every <img> on the page says what it shows (alt="" marks a decorative one, which is also fine). */
export async function imagesWithoutAlt(page: Page): Promise<string[]> {
  return page
    .locator('img:not([alt])')
    .evaluateAll((images) => images.map((img) => img.outerHTML.slice(0, 120)));
}

async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Tab and Shift+Tab around the open dialog well past its controls: focus never leaves it. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  expect(await focusIsInside(dialog)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await focusIsInside(dialog), `focus left the dialog after ${i + 1} × ${key}`).toBe(true);
    }
  }
}

/** True when `target` has the keyboard focus. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** A page rendered ahead is inert until the app has hydrated it (it starts after the first paint). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor();
}

/** Presses Tab (at most `limit` times) until `target` has focus: proof it is in the tab order. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  await waitForHydration(page);
  for (let i = 0; i < limit; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await hasFocus(target), `Tab never reached ${target}`).toBe(true);
}

/**
 * Fills the home page's three Movie # boxes by keyboard only: Tab to each box, type part of a title,
 * ArrowDown and Enter on the first suggestion, then Tab to the submit button and press Enter.
 * Returns the titles the suggestions filled in.
 */
export async function saveTopThreeByKeyboard(page: Page, queries: readonly string[]): Promise<string[]> {
  const main = page.getByRole('main');
  const chosen: string[] = [];
  for (const [index, query] of queries.entries()) {
    const box = main.getByRole('combobox', { name: `Movie #${index + 1}` });
    await tabTo(page, box);
    await page.keyboard.type(query);
    await main
      .getByRole('listbox', { name: `Movie #${index + 1}` })
      .getByRole('option')
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    const title = await box.inputValue();
    expect(title.toLowerCase()).toContain(query.toLowerCase());
    chosen.push(title);
  }
  await tabTo(page, main.getByRole('button', { name: 'Get My Recommendations' }));
  await page.keyboard.press('Enter');
  await toastSays(page, 'Preferences Saved!');
  return chosen;
}

/** Types into a catalog search box and picks the film whose title is exactly `title`. */
export async function pickFromSearch(page: Page, box: Locator, title: string): Promise<void> {
  await box.fill(title);
  await page
    .getByRole('option')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first()
    .click();
}

/** Waits until no toast is open, so the next Escape reaches the dialog rather than a toast. */
export async function noToastOpen(page: Page): Promise<void> {
  await expect.poll(() => page.locator('li[data-state="open"]').count(), { timeout: 30_000 }).toBe(0);
}
