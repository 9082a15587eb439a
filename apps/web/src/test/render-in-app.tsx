import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/app-providers.tsx';
import { Toaster } from '../components/ui/toaster.tsx';

/**
 * `ui` inside the app's providers, beside the toaster, as a page holds a component (renderApp renders
 * the whole app); `user` clicks and types.
 */
export function renderInApp(ui: ReactNode, userOptions?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProviders>
      {ui}
      <Toaster />
    </AppProviders>,
  );
  return { ...view, user };
}
