import { renderToString } from 'react-dom/server';
import { App } from './app/app.tsx';

/**
 * The markup of `path` as a first-time visitor's browser first renders it (nothing fetched yet, no
 * effects run): made once at build time, so the page paints before its script has downloaded.
 */
export function prerender(path: string): string {
  const location = { hook: () => [path, () => {}] as [string, () => void], searchHook: () => '' };
  return renderToString(<App location={location} />);
}
