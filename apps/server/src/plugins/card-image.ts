// The store's 1200x630 link-preview cards (a member's Year in Rewind, a list of films): an SVG in the
// app's colours drawn to PNG by resvg (the app's canvas is not available on the server), with the
// machine's DejaVu fonts.
import { RecentlyMade } from '@chuck/api';
import { Resvg } from '@resvg/resvg-js';
import { escapeHtml, SITE_NAME, truncate } from './page-meta.ts';

export const CARD = { width: 1200, height: 630 };
/** Fonts every machine of ours has (Debian's DejaVu); the figures read the same in any of them. */
export const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";
export const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";
export const COLOURS = {
  midnight950: '#070a1f',
  midnight800: '#151c4a',
  ticket: '#ffd23f',
  pink: '#ff4fae',
  cyan: '#45e3ff',
  ink: '#f2f4ff',
  muted: '#aab2dd',
};

/** Link previews may keep a card a while; a page turned private stops being served at once. */
export const CARD_CACHE_CONTROL = 'public, max-age=300';

/**
 * Cards drawn, by what they show (so a change draws anew), and for how long: a shared link brings
 * many crawlers to one card, and drawing one takes the server about 100 ms.
 */
export const drawnCards = () => new RecentlyMade<string, Buffer>(100, 10 * 60_000);

/** Text for the card: escaped, and cut short so nothing runs off it. */
export const cardText = (value: string, max: number) => escapeHtml(truncate(value, max));

/** What every card has besides its body: the ticket-yellow label at the top left, the store's name. */
interface CardFrame {
  label: string;
  /** Where the store's name stands, right-aligned: at the foot, or level with the label (y 90). */
  signatureY: number;
}

/** A whole card: the night sky with its pink spill, its label and the store's name, and `body` on it. */
export function cardSvg({ label, signatureY }: CardFrame, body: string): string {
  const { width, height } = CARD;
  // The label's mono type advances 17 px a letter; 20 px of ticket either side.
  const labelWidth = 40 + label.length * 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${COLOURS.midnight800}"/><stop offset="1" stop-color="${COLOURS.midnight950}"/>
    </linearGradient>
    <radialGradient id="spill" cx="1" cy="0" r="0.8">
      <stop offset="0" stop-color="${COLOURS.pink}" stop-opacity="0.3"/><stop offset="1" stop-color="${COLOURS.pink}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#spill)"/>
  <rect x="64" y="56" width="${labelWidth}" height="48" rx="6" fill="${COLOURS.ticket}"/>
  <text x="84" y="90" font-family="${MONO}" font-size="28" font-weight="bold" fill="${COLOURS.midnight950}">${escapeHtml(label)}</text>
  <text x="${width - 64}" y="${signatureY}" text-anchor="end" font-family="${MONO}" font-size="28" fill="${COLOURS.cyan}">${escapeHtml(SITE_NAME.toUpperCase())}</text>
${body}
</svg>`;
}

/** The card's SVG as PNG bytes. */
export function cardPng(svg: string): Buffer {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: CARD.width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return image.render().asPng();
}
