// The Year in Rewind link card (issue 29): a 1200x630 PNG for link previews, drawn server-side in the
// look of the app's recap card (apps/web/src/routes/library/rewind/rewind-card.ts): the year in big
// type, films and hours as a receipt's totals, the top genre and director, and the member's name.
// An SVG rendered by resvg (the app's canvas is not available on the server).
import type { Rewind } from '@chuck/api';
import { Resvg } from '@resvg/resvg-js';
import { escapeHtml, SITE_NAME, truncate } from './page-meta.ts';

export const CARD = { width: 1200, height: 630 };
/** Fonts every machine of ours has (Debian's DejaVu); the figures read the same in any of them. */
const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";
const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";
const C = {
  midnight950: '#070a1f',
  midnight800: '#151c4a',
  ticket: '#ffd23f',
  pink: '#ff4fae',
  cyan: '#45e3ff',
  ink: '#f2f4ff',
  muted: '#aab2dd',
};

const text = (value: string, max: number) => escapeHtml(truncate(value, max));
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The card's SVG: every value escaped, long names cut short so nothing runs off the card. */
function rewindCardSvg(name: string, rewind: Rewind): string {
  const hours = Math.round(rewind.hours);
  const facts = [
    ['TOP GENRE', rewind.topGenres[0]?.name],
    ['TOP DIRECTOR', rewind.topDirectors[0]?.name],
    ['HIGHEST RATED', rewind.highestRated[0]?.title],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.midnight800}"/><stop offset="1" stop-color="${C.midnight950}"/>
    </linearGradient>
    <radialGradient id="spill" cx="1" cy="0" r="0.8">
      <stop offset="0" stop-color="${C.pink}" stop-opacity="0.3"/><stop offset="1" stop-color="${C.pink}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${CARD.width}" height="${CARD.height}" fill="url(#sky)"/>
  <rect width="${CARD.width}" height="${CARD.height}" fill="url(#spill)"/>
  <rect x="64" y="56" width="360" height="48" rx="6" fill="${C.ticket}"/>
  <text x="84" y="90" font-family="${MONO}" font-size="28" font-weight="bold" fill="${C.midnight950}">MY YEAR IN REWIND</text>
  <text x="64" y="250" font-family="${FONT}" font-size="150" font-weight="bold" fill="${C.ink}">${rewind.year}</text>
  <text x="64" y="330" font-family="${FONT}" font-size="64" font-weight="bold" fill="${C.ticket}">${rewind.films.toLocaleString('en-US')}</text>
  <text x="64" y="368" font-family="${MONO}" font-size="28" fill="${C.muted}">${plural(rewind.films, 'FILM', 'FILMS')}</text>
  <text x="354" y="330" font-family="${FONT}" font-size="64" font-weight="bold" fill="${C.cyan}">${hours.toLocaleString('en-US')}</text>
  <text x="354" y="368" font-family="${MONO}" font-size="28" fill="${C.muted}">${plural(hours, 'HOUR', 'HOURS')}</text>
  <text x="644" y="330" font-family="${FONT}" font-size="64" font-weight="bold" fill="${C.pink}">${rewind.entries.toLocaleString('en-US')}</text>
  <text x="644" y="368" font-family="${MONO}" font-size="28" fill="${C.muted}">${plural(rewind.entries, 'WATCH', 'WATCHES')}</text>
${facts
  .map(
    ([label, value], i) =>
      `  <text x="64" y="${430 + i * 44}" font-family="${MONO}" font-size="28" fill="${C.pink}">${label}</text>
  <text x="330" y="${430 + i * 44}" font-family="${FONT}" font-size="28" fill="${C.ink}">${text(value, 48)}</text>`,
  )
  .join('\n')}
  <text x="64" y="590" font-family="${FONT}" font-size="30" font-weight="bold" fill="${C.ink}">${text(name, 40)}</text>
  <text x="${CARD.width - 64}" y="590" text-anchor="end" font-family="${MONO}" font-size="28" fill="${C.cyan}">${escapeHtml(SITE_NAME.toUpperCase())}</text>
</svg>`;
}

/** The card as PNG bytes. */
export function rewindCardPng(name: string, rewind: Rewind): Buffer {
  const svg = new Resvg(rewindCardSvg(name, rewind), {
    fitTo: { mode: 'width', value: CARD.width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return svg.render().asPng();
}
