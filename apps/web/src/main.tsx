import '@fontsource-variable/inter/wght.css';
import '@fontsource/bungee/400.css';
import '@fontsource/vt323/400.css';
import './styles.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">');

/** The prerendered page stays inert until the app owns it: nothing typed before then is lost. */
function LiveOnceHydrated() {
  useEffect(() => root?.removeAttribute('inert'), []);
  return null;
}

const app = (
  <StrictMode>
    <App />
    <LiveOnceHydrated />
  </StrictMode>
);

// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for its whole length.
startTransition(() => {
  if (root.hasChildNodes()) {
    // / and /landing arrive prerendered (scripts/prerender-pages.ts): the app adopts that markup where
    // it stands instead of painting it again, so the first paint stays the largest and nothing shifts.
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
