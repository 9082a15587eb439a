import type { Plugin } from 'vite';

/**
 * How the three web fonts load without moving the page (a late font reflows text, and Lighthouse
 * measured that as up to 0.28 of layout shift on /landing):
 * - The brand faces' Latin subsets (Bungee 14 KB, VT323 18 KB; the logo and every heading) are
 *   inlined into the stylesheet, so they are there at the first paint.
 * - Every other face, Inter (48 KB) above all, is used only if it arrives within the browser's short
 *   block period (`font-display: optional`); otherwise the fallback stays for the visit and the font,
 *   now cached, is used from the next page load on.
 */
const INLINED_FACES = /\/(bungee|vt323)-latin-400-normal\.woff2$/;

/** For `build.assetsInlineLimit`: the brand faces inline, anything else by Vite's own rule. */
export function inlineBrandFaces(file: string): boolean | undefined {
  return INLINED_FACES.test(file) ? true : undefined;
}

/** Rewrites fontsource's `font-display: swap` to `optional` as its stylesheets are imported. */
export function optionalFontDisplay(): Plugin {
  return {
    name: 'chuck:optional-font-display',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource(-variable)?[\\/].*\.css$/.test(id)) return undefined;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}
