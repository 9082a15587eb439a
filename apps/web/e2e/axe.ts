import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core's own build, injected into the page under test (no network, no CDN).
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: Promise<string> | undefined;

/** The impacts that fail a journey: issue 10 asks for no serious or critical violations. */
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

/** Constructed style sheets are CSSOM, so the store's CSP (style-src 'self') allows them. */
const FLATTEN_DECORATION =
  'body { background-image: none !important } *::before, *::after { background-image: none !important }';

export interface AxeCheckOptions {
  /** A CSS selector to check instead of the whole document (e.g. one open dialog). */
  include?: string;
}

/**
 * Runs axe-core on the page (or on `include`) and returns the serious and critical violations,
 * formatted one node per line, so a failing `expect(...).toEqual([])` reads like a to-do list.
 */
export async function seriousA11yViolations(page: Page, options: AxeCheckOptions = {}): Promise<string[]> {
  await settled(page);
  axeSource ??= readFile(axePath, 'utf8');
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Not addScriptTag: the store's CSP (script-src 'self') rightly refuses inline scripts, and a refusal
  // would itself be a console error. Evaluating through the DevTools protocol is not subject to CSP.
  if (!hasAxe) await page.evaluate(await axeSource);
  const results = await page.evaluate(
    async ({ include, flatten }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      // The body's faint neon glow and the CRT scanlines are gradients; axe cannot measure text on a
      // gradient and files every such node under "incomplete", so contrast would go unchecked almost
      // everywhere. For the run, those decorative layers give way to the solid colour beneath them.
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(flatten);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      try {
        return (await axe.run(include ? { include: [include] } : document, {
          resultTypes: ['violations'],
        })) as AxeResults;
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      }
    },
    { include: options.include ?? null, flatten: FLATTEN_DECORATION },
  );
  return results.violations
    .filter((violation) => violation.impact && FAILING.includes(violation.impact))
    .flatMap(describeViolation);
}

/**
 * Fails with a readable list when `where` has serious or critical axe violations. `label` names the
 * screen or dialog in the message.
 */
export async function expectAccessible(page: Page, label: string, options: AxeCheckOptions = {}) {
  const violations = await seriousA11yViolations(page, options);
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} serious/critical problem(s) on ${label} (${page.url()}):\n  ${violations.join('\n  ')}`,
    );
  }
}

/**
 * Waits until nothing on the page is loading (aria-busy) or mid-transition: stale results dimmed
 * while a search refetches, or a fade still running, would otherwise be measured at their faded
 * colours and fail contrast for a moment no reader dwells on.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 10_000,
  });
  await page.evaluate(async () => {
    // Infinite animations (a pulsing dot, a turning reel) never finish; only the finite ones are waited for.
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

function describeViolation(violation: Result): string[] {
  return violation.nodes.map((node) => {
    const target = node.target.map(String).join(' ');
    const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
    const html = node.html.length > 160 ? `${node.html.slice(0, 157)}...` : node.html;
    return `[${violation.impact}] ${violation.id}: ${violation.help} | ${target} | ${html} | ${why}`;
  });
}
