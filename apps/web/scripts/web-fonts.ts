import type { Plugin } from 'vite';

/**
 * How the three web fonts load without moving the page (a font arriving after the first paint
 * reflows the text, and Lighthouse measured that as up to 0.28 of layout shift on /landing):
 * - The brand faces' Latin subsets (Bungee 14 KB and VT323 18 KB: the logo, the headings, the aisle
 *   tags) are inlined into the stylesheet and wait for nothing, so they are there at the first paint
 *   (`font-display: block` only covers the moment it takes to decode them).
 * - Inter's Latin face (48 KB, the body text) is preloaded by every page and used only if it is there
 *   within the browser's short block period (`font-display: optional`). Chrome holds the first paint
 *   for a preloaded optional font, so on a fast connection the page starts in Inter; on a slow one it
 *   starts in the fallback and stays in it for the visit, with the font cached for the next.
 * - Every other face (other alphabets) is optional too.
 */
const BRAND_FACES = /(bungee|vt323)-latin-400-normal\.woff2/;
const PRELOADED_FACE = 'inter-latin-wght-normal.woff2';

/** For `build.assetsInlineLimit`: the brand faces inline, anything else by Vite's own rule. */
export function inlineBrandFaces(file: string): boolean | undefined {
  return BRAND_FACES.test(file) ? true : undefined;
}

/** Sets each fontsource @font-face's `font-display` as above, and preloads Inter from every page. */
export function webFonts(): Plugin {
  return {
    name: 'chuck:web-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource(-variable)?[\\/].*\.css$/.test(id)) return undefined;
      const faces = code.replace(/@font-face\s*{[^}]*}/g, (face) =>
        face.replace(
          /font-display:\s*swap/,
          `font-display: ${BRAND_FACES.test(face) ? 'block' : 'optional'}`,
        ),
      );
      return { code: faces, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.some((name) => name.endsWith(PRELOADED_FACE)),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
