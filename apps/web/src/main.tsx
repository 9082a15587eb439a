import '@fontsource-variable/inter/wght.css';
import '@fontsource/bungee/400.css';
import '@fontsource/vt323/400.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">');

// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for its whole length; the prerendered page (if any) stays on screen meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
