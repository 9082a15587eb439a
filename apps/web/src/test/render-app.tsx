import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app.tsx';

/** The whole app (providers, layout, routes) at `path` ('/login?returnTo=/x'), with recorded history. */
export function renderApp(path = '/') {
  const location = memoryLocation({ path, record: true });
  // No pause between keystrokes: the same events, far fewer timers.
  const user = userEvent.setup({ delay: null });
  const view = render(<App location={location} />);
  return { ...view, user, history: location.history };
}
