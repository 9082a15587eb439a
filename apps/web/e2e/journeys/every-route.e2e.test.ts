import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, seriousA11yViolations } from '../axe.ts';
import { ARTIFACTS_DIR } from '../harness.ts';
import { confirmAddress, setUpStage } from '../stage.ts';
import {
  apiPost,
  type ExpectedFailure,
  imagesWithoutAlt,
  type Member,
  memberId,
  newMember,
  signUp,
  watchConsole,
} from './steps.ts';

// Every screen of the store, signed out and signed in, on a phone (360 px) and a desktop (1280 px):
// it fits the width, shows its main heading, throws nothing, logs no console error or warning and
// has no serious or critical axe violation. One server and one page for the whole loop.

const stage = setUpStage({ mail: true });
let page: Page | undefined;
/** Console and page errors, appended as they happen; each screen reads the ones it caused. */
let log: string[] = [];
const member: Member = newMember('Rita', 'Reel');
let ritaId = '';

const UNKNOWN_ID = 'no-such-member';
/** The unknown member's collection answers 404: the page shows 'Collection not found'. */
const UNKNOWN_COLLECTION: ExpectedFailure = { status: 404, url: new RegExp(UNKNOWN_ID) };
/** The only failed request the console may report. */
const expectedFailures: ExpectedFailure[] = [UNKNOWN_COLLECTION];

interface Route {
  path: () => string;
  /** The visible h1 (a redirect shows the page it lands on). */
  heading: RegExp;
  /** Signed in, a different h1. */
  headingSignedIn?: RegExp;
  /** Text in <main> that proves the page's content loaded, not just its frame. */
  shows?: string;
}

const LOGIN = /^Your membership card, please$/;

const ROUTES: Route[] = [
  { path: () => '/', heading: /^Chuck's Video Store$/, shows: 'Your Top 3 Movies' },
  { path: () => '/landing', heading: /^Welcome to Chuck's Video Store$/ },
  { path: () => '/profile', heading: LOGIN, headingSignedIn: /^Your Profile$/ },
  { path: () => '/dvd-club', heading: /^DVD Club$/ },
  { path: () => '/whats-on-the-shelf', heading: /^What's On The Shelf$/ },
  { path: () => `/user/${ritaId}/collection`, heading: /Rita/, shows: 'Ghostbusters' },
  {
    path: () => `/user/${UNKNOWN_ID}/collection`,
    heading: /^Member Collection$/,
    shows: 'Collection not found',
  },
  { path: () => `/members/${ritaId}`, heading: /^Rita R\.$/, shows: 'Lending Record' },
  { path: () => '/social-share-demo', heading: /^Social Share Demo$/ },
  { path: () => '/connections', heading: /^Connections$/ },
  { path: () => '/donate', heading: /^Donate$/, shows: 'Donations are not configured on this server' },
  { path: () => '/easter-egg', heading: /^Do NOT go in there$/ },
  { path: () => '/login', heading: LOGIN },
  { path: () => '/forgot-password', heading: /^Forgot your password\?$/ },
  { path: () => '/reset-password?token=not-a-real-one', heading: /^Choose a new password$/ },
  { path: () => '/verify-email?token=not-a-real-one', heading: /^Confirm your address$/ },
  { path: () => '/newsletter/confirm?token=not-a-real-one', heading: /^Newsletter$/ },
  { path: () => '/loan-mail/unsubscribe?token=not-a-real-one&kind=rental_request', heading: /^Loan mail$/ },
  { path: () => '/delete-account', heading: /^Delete my account$/ },
  { path: () => '/diary', heading: /^Diary$/ },
  { path: () => '/rewind/2024', heading: /^2024 in Rewind$/ },
  { path: () => '/this-aisle-does-not-exist', heading: /^Page Not Found$/ },
];

beforeAll(async () => {
  const { server } = stage;
  page = await stage.browsers[0]!.context.newPage();
  log = watchConsole(page, expectedFailures);
  // Rita owns a rentable disc, so the shelf and her collection page have a card (and a poster) to check.
  await signUp(page, server.baseUrl, member);
  // Lending needs a confirmed address (docs/product.md §3).
  await confirmAddress(stage, page, member.email);
  await apiPost(page, server.baseUrl, '/dvd-club/collection', {
    title: 'Ghostbusters',
    year: 1984,
    format: 'VHS',
    condition: 'Good',
    visibility: 'rentable',
  });
  ritaId = await memberId(page, server.baseUrl);
  // Her page, collection and Watching Soon are for everyone, visitors too (docs/product.md §2 'Member page').
  await apiPost(page, server.baseUrl, '/social/profile', { visibility: 'public' });
});

/** One screen's checks; returns what is wrong with it (an empty list when all is well). */
async function checkRoute(p: Page, route: Route, signedIn: boolean, width: number): Promise<string[]> {
  const where = `${route.path()} (${signedIn ? 'signed in' : 'signed out'}, ${width} px)`;
  const found: string[] = [];
  const logged = log.length;
  await p.goto(`${stage.server.baseUrl}${route.path()}`, { waitUntil: 'networkidle' });
  const heading = (signedIn && route.headingSignedIn) || route.heading;
  try {
    await p.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible', timeout: 15_000 });
    if (route.shows) await p.getByRole('main').getByText(route.shows).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    found.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
  }
  const visibleH1s = await p.locator('h1:visible').count();
  if (visibleH1s !== 1) found.push(`${where}: ${visibleH1s} visible h1 elements`);
  const { scrollWidth, innerWidth } = await p.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) found.push(`${where}: scrolls sideways (${scrollWidth} > ${innerWidth})`);
  for (const img of await imagesWithoutAlt(p)) found.push(`${where}: <img> without alt: ${img}`);
  for (const violation of await seriousA11yViolations(p)) found.push(`${where}: ${violation}`);
  found.push(...log.slice(logged).map((problem) => `${where}: ${problem}`));
  if (found.length > 0) {
    const file = join(ARTIFACTS_DIR, `every-route-${width}-${signedIn ? 'in' : 'out'}-${Date.now()}.png`);
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await p.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    found.push(`(screenshot: ${file})`);
  }
  return found;
}

async function checkEveryRoute(signedIn: boolean, width: number): Promise<string[]> {
  const p = page!;
  await p.setViewportSize({ width, height: 800 });
  const found: string[] = [];
  for (const route of ROUTES) found.push(...(await checkRoute(p, route, signedIn, width)));
  return found;
}

describe('every route, signed out and signed in, at 360 and 1280 px', () => {
  it('catches a page axe objects to (the checker itself works)', async () => {
    const p = page!;
    // An image with no alt and an unlabelled button: both serious or critical for axe.
    await p.goto(`${stage.server.baseUrl}/this-aisle-does-not-exist`);
    await p.evaluate(() => {
      const probe = document.createElement('div');
      probe.id = 'axe-probe';
      probe.append(document.createElement('img'), document.createElement('button'));
      document.body.append(probe);
    });
    const violations = await seriousA11yViolations(p, { include: '#axe-probe' });
    expect(violations.join('\n')).toMatch(/image-alt/);
    expect(violations.join('\n')).toMatch(/button-name/);
    await expect(expectAccessible(p, 'the probe', { include: '#axe-probe' })).rejects.toThrow(/axe found/);
    expect(await imagesWithoutAlt(p)).toHaveLength(1);
  });

  it('catches a console warning or error (the console watch itself works)', async () => {
    const p = page!;
    await p.goto(`${stage.server.baseUrl}/this-aisle-does-not-exist`);
    const logged = log.length;
    await p.evaluate(() => {
      console.warn('probe warning');
      console.error('probe error');
    });
    await expect.poll(() => log.length - logged).toBe(2);
    expect(log.slice(logged).join('\n')).toMatch(
      /console warning .*probe warning[\s\S]*console error .*probe error/,
    );
    log.splice(logged);
  });

  describe('signed out', () => {
    // A visitor's console stays clean too: the identity check answers null, not a 401.
    beforeAll(async () => {
      // Leave the signed-in page first: a request or socket of its still in flight could otherwise
      // bring the session cookie back after it is cleared.
      await page!.goto('about:blank');
      await stage.browsers[0]!.context.clearCookies();
    });

    for (const width of [360, 1280]) {
      it(`at ${width} px`, async () => {
        expect(await checkEveryRoute(false, width)).toEqual([]);
      }, 120_000);
    }

    it('stays clean for a while after the page loads (Chromium warns late of an unused preload)', async () => {
      const p = page!;
      const logged = log.length;
      for (const path of ['/', '/easter-egg']) {
        await p.goto(`${stage.server.baseUrl}${path}`, { waitUntil: 'networkidle' });
        await p.waitForTimeout(4000);
      }
      expect(log.slice(logged)).toEqual([]);
    }, 60_000);
  });

  describe('signed in', () => {
    beforeAll(async () => {
      await apiPost(page!, stage.server.baseUrl, '/auth/login', {
        email: member.email,
        password: member.password,
      });
    });

    for (const width of [360, 1280]) {
      it(`at ${width} px`, async () => {
        expect(await checkEveryRoute(true, width)).toEqual([]);
      }, 120_000);
    }
  });
});
