import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { Router } from 'wouter';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { AppProviders } from './app-providers.tsx';
import { AppRoutes } from './app-routes.tsx';

export interface AppProps {
  /** Tests pass wouter's memoryLocation; the browser's address bar otherwise. */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
}

export function App({ location }: AppProps) {
  return (
    <AppProviders>
      <Router {...(location ? { hook: location.hook, searchHook: location.searchHook } : {})}>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </Router>
    </AppProviders>
  );
}
