import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, four projects: pure unit tests, integration against a real database (PostgreSQL when
// DATABASE_URL is set, PGlite otherwise), web components in jsdom, and browser journeys in Chromium.
export default defineConfig({
  test: {
    // One file per core: Vitest's default of one fewer ran a two-core machine's files one at a time.
    // The browser journeys (no file parallelism) still run one at a time, after everything else.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'packages/*/src/**/*.int.test.ts',
            'apps/server/src/**/*.int.test.ts',
            'apps/server/test/**/*.int.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
