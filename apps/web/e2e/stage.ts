import { startTestSmtp, type TestSmtp } from '@chuck/api/test-smtp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningBrowser, type RunningServer, startServer } from './harness.ts';
import { apiPost, type ExpectedFailure, recordToasts, watchConsole } from './journeys/steps.ts';

export interface Stage {
  /** The file's server (started in beforeAll). */
  readonly server: RunningServer;
  /** The file's Chromiums, one per member who needs a browser of their own. */
  readonly browsers: readonly RunningBrowser[];
  /** The SMTP server the file's mail goes to (with `mail: true`). */
  readonly smtp: TestSmtp;
}

export interface StageOptions {
  /** How many Chromiums; by default one per `extraArgs` entry, or one. */
  browsers?: number;
  /** The server's environment; a function when it needs something started first (a stand-in's port). */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** Chromium switches per browser: `extraArgs[i]` goes to browser i (see launchBrowser). */
  extraArgs?: string[][];
  /** Send the server's mail to a real SMTP server started here (`stage.smtp`), e.g. to confirm addresses. */
  mail?: boolean;
  /** Set PUBLIC_URL to the server's own address, as loan mail needs (it has no request to take one from). */
  publicUrl?: boolean;
}

/**
 * One built server and fresh Chromiums for the whole test file: started before its tests
 * (browsers first, so a missing Chromium fails fast with its own message) and stopped after them.
 * Every page records the toasts it shows, so `toastSays` sees one that was replaced at once.
 */
export function setUpStage(options: StageOptions = {}): Stage {
  const { extraArgs = [] } = options;
  const count = options.browsers ?? Math.max(extraArgs.length, 1);
  let server: RunningServer | undefined;
  let smtp: TestSmtp | undefined;
  const running: RunningBrowser[] = [];
  beforeAll(async () => {
    for (let i = 0; i < count; i++) {
      const browser = await launchBrowser({ extraArgs: extraArgs[i] });
      // A live notification can replace a success toast at once (docs/product.md §9: one at a time).
      await recordToasts(browser.context);
      running.push(browser);
    }
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    if (options.mail) smtp = await startTestSmtp();
    server = await startServer({
      env: { ...env, ...(smtp ? { SMTP_URL: smtp.url } : {}) },
      publicUrl: options.publicUrl ?? false,
    });
  }, 120_000);
  afterAll(async () => {
    for (const browser of running) await browser.close();
    await server?.stop();
    await smtp?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('The server is not started yet: use the stage inside a test or hook.');
      return server;
    },
    browsers: running,
    get smtp() {
      if (!smtp) throw new Error('No SMTP server: set up the stage with `mail: true`.');
      return smtp;
    },
  };
}

/**
 * Opens the link the store mailed `email` at sign-up (docs/product.md §2 'Verify your address'), as
 * the /verify-email page does: borrowing needs a confirmed address (§3 'Credits'). Needs `mail: true`.
 */
export async function confirmAddress(stage: Stage, page: Page, email: string): Promise<void> {
  await apiPost(page, stage.server.baseUrl, '/auth/verify-email', { token: await mailedToken(stage, email) });
}

/** The token of the confirmation link the store mailed `email`. Needs `mail: true`. */
export async function mailedToken(stage: Stage, email: string): Promise<string> {
  const mail = await stage.smtp.waitForMail(email, 30_000);
  const token = /\/verify-email\?token=([\w%-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no /verify-email link in: ${mail.text}`);
  return decodeURIComponent(token);
}

/**
 * A fresh signed-out tab in the stage's first browser, its console watched (see watchConsole;
 * `expected` lists the failed requests the journey makes on purpose).
 */
export async function openVisitorTab(stage: Stage, expected: readonly ExpectedFailure[] = []) {
  const page = await stage.browsers[0]!.context.newPage();
  return {
    page,
    problems: watchConsole(page, expected),
    base: stage.server.baseUrl,
    main: page.getByRole('main'),
  };
}
