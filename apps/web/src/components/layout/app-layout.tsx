import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

// Toasts wait in their store (lib/toast.ts) until the region that shows them has loaded.
const Toaster = lazy(async () => ({ default: (await import('../ui/toaster.tsx')).Toaster }));

/** Header, the current screen, footer and the toast region, on every page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const hydrated = useHydrated();
  // A new screen starts at the top, like a new page would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ticket-400 px-4 py-2 font-semibold text-midnight-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}
