// The only script of a server-rendered page (scripts/prerender-pages.ts): it starts the app once the
// page has painted. On a phone's network the app's scripts would otherwise share the connection with
// the page itself and hold back its first paint, which needs none of them; afterwards they load at
// full speed. Its tag names them: `data-app` the entry, `data-preload` its static imports.
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
if (!tag?.dataset.app) throw new Error('after-first-paint: no script[data-app] names the app');
const { app, preload = '' } = tag.dataset;

/** Resolves once the browser has painted the page's first content (at once where it cannot say). */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function afterFirstPaint(): Promise<void> {
  // A tab opened in the background paints nothing yet, and nothing competes with a paint.
  if (document.visibilityState === 'hidden') return;
  // The brand faces (font-display: block, inlined; scripts/web-fonts.ts) hide their text until
  // decoded; where a browser paints before that (Chrome holds its first paint for them, as the page
  // preloads them), the headings they draw come a frame or two later: wait for them as well.
  const blockFaces = [...document.fonts].filter((face) => face.display === 'block');
  await Promise.all([firstContentfulPaint(), ...blockFaces.map((face) => face.load().catch(() => {}))]);
  // Two frames: the first draws what the fonts changed, the second starts once it is painted.
  await nextFrame();
  await nextFrame();
}

await afterFirstPaint();
for (const href of preload.split(' ').filter(Boolean)) {
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
  link.crossOrigin = '';
  document.head.append(link);
}
await import(/* @vite-ignore */ app);
