import '@fontsource-variable/inter/wght.css';
import '@fontsource/bungee/400.css';
import '@fontsource/vt323/400.css';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">');

/** A page rendered ahead stays inert until the app owns all of it: nothing typed before then is lost. */
const live = () => root.removeAttribute('inert');

// A film page comes rendered with its film (src/prerender.tsx): the cache starts with what it showed.
const queryClient = createQueryClient();
const state = document.getElementById('query-state')?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

const app = (
  <StrictMode>
    <App queryClient={queryClient} onPageShown={live} />
  </StrictMode>
);

// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for its whole length.
startTransition(() => {
  if (root.hasChildNodes()) {
    // /, /landing (scripts/prerender-pages.ts) and the film pages (the server's film-page.ts) arrive
    // rendered: the app adopts that markup where it stands instead of painting it again, so the first
    // paint stays the largest and nothing shifts.
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
