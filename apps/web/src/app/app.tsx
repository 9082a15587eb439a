import type { QueryClient } from '@tanstack/react-query';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { Router } from 'wouter';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { AppProviders } from './app-providers.tsx';
import { AppRoutes } from './app-routes.tsx';

export interface AppProps {
  /** Tests pass wouter's memoryLocation; the browser's address bar otherwise. */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
  /** A server-rendered page's cache, holding what the server fetched for it; a new one otherwise. */
  queryClient?: QueryClient;
  /** Runs once the first page is live (see AppRoutes). */
  onPageShown?: () => void;
}

export function App({ location, queryClient, onPageShown }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <Router {...(location ? { hook: location.hook, searchHook: location.searchHook } : {})}>
        <AppLayout>
          <AppRoutes onPageShown={onPageShown} />
        </AppLayout>
      </Router>
    </AppProviders>
  );
}
