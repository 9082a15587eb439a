import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningBrowser, type RunningServer, startServer } from './harness.ts';
import { type ExpectedFailure, recordToasts, watchConsole } from './journeys/steps.ts';

export interface Stage {
  /** The file's server (started in beforeAll). */
  readonly server: RunningServer;
  /** The file's Chromiums, one per member who needs a browser of their own. */
  readonly browsers: readonly RunningBrowser[];
}

export interface StageOptions {
  /** How many Chromiums; by default one per `extraArgs` entry, or one. */
  browsers?: number;
  /** The server's environment; a function when it needs something started first (a stand-in's port). */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** Chromium switches per browser: `extraArgs[i]` goes to browser i (see launchBrowser). */
  extraArgs?: string[][];
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
  const running: RunningBrowser[] = [];
  beforeAll(async () => {
    for (let i = 0; i < count; i++) {
      const browser = await launchBrowser({ extraArgs: extraArgs[i] });
      // A live notification can replace a success toast at once (docs/product.md §9: one at a time).
      await recordToasts(browser.context);
      running.push(browser);
    }
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    server = await startServer({ env });
  }, 120_000);
  afterAll(async () => {
    for (const browser of running) await browser.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('The server is not started yet: use the stage inside a test or hook.');
      return server;
    },
    browsers: running,
  };
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
