/** docs/product.md §9: share images are 1200x630 PNGs (the size link previews use). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The site's fonts, as the canvas names them (loaded by the app's @fontsource imports). */
export const FONTS = {
  display: '"Bungee", "Arial Black", Impact, sans-serif',
  retro: '"VT323", "Courier New", monospace',
  sans: '"Inter Variable", system-ui, sans-serif',
};
