import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app.tsx';

/**
 * The whole app (providers, layout, routes) at `path` ('/login?returnTo=/x'), with recorded history
 * and `navigate`, to go somewhere as the address bar would.
 */
export function renderApp(path = '/') {
  const location = memoryLocation({ path, record: true });
  // No pause between keystrokes: the same events, far fewer timers.
  const user = userEvent.setup({ delay: null });
  const view = render(<App location={location} />);
  return { ...view, user, history: location.history, navigate: location.navigate };
}

/**
 * For a file of whole-app renders on shared 2-core machines under load: 40 s a test (room above the
 * project's 15 s) and 10 s waits, with the lazy screen (`loadScreen`) compiled once before the first.
 */
export function wholeAppRenders(loadScreen: () => Promise<unknown>): void {
  vi.setConfig({ testTimeout: 40_000 });
  beforeAll(async () => {
    await loadScreen();
    configure({ asyncUtilTimeout: 10_000 });
  });
}
