// Test support: the real unauthorized handling with the page redirect swapped for a spy, and the
// sound module's playSound as a spy (jsdom has no WebAudio). Import this file before the app (a bare
// `import './fake-redirect-and-sound.ts'` first in the test file: the app's modules bind what they import
// when they load).
import { vi } from 'vitest';

export const spies = {
  redirect: vi.fn(),
  playSound: vi.fn(async (_name: string) => true),
  /** The options each unauthorized handling was given (title, description, delayMs). */
  unauthorized: vi.fn(),
};

vi.mock('../../../lib/unauthorized.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/unauthorized.ts')>();
  return {
    ...actual,
    handleUnauthorized: (options: Parameters<typeof actual.handleUnauthorized>[0] = {}) => {
      spies.unauthorized(options);
      return actual.handleUnauthorized({ ...options, redirect: spies.redirect });
    },
  };
});

vi.mock('../../../lib/sound.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/sound.ts')>();
  return { ...actual, playSound: spies.playSound };
});
