// The Year in Rewind link card (issue 29): a 1200x630 PNG for link previews, drawn server-side in the
// look of the app's recap card (apps/web/src/routes/library/rewind/rewind-card.ts): the year in big
// type, films and hours as a receipt's totals, the top genre and director, and the member's name.
import type { Rewind } from '@chuck/api';
import { COLOURS as C, cardPng, cardSvg, cardText, FONT, MONO } from './card-image.ts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The card's SVG: every value escaped, long names cut short so nothing runs off the card. */
function rewindCardSvg(name: string, rewind: Rewind): string {
  const hours = Math.round(rewind.hours);
  const facts = [
    ['TOP GENRE', rewind.topGenres[0]?.name],
    ['TOP DIRECTOR', rewind.topDirectors[0]?.name],
    ['HIGHEST RATED', rewind.highestRated[0]?.title],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return cardSvg(
    { label: 'MY YEAR IN REWIND', signatureY: 590 },
    `  <text x="64" y="250" font-family="${FONT}" font-size="150" font-weight="bold" fill="${C.ink}">${rewind.year}</text>
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
  <text x="330" y="${430 + i * 44}" font-family="${FONT}" font-size="28" fill="${C.ink}">${cardText(value, 48)}</text>`,
  )
  .join('\n')}
  <text x="64" y="590" font-family="${FONT}" font-size="30" font-weight="bold" fill="${C.ink}">${cardText(name, 40)}</text>`,
  );
}

/** The card as PNG bytes. */
export function rewindCardPng(name: string, rewind: Rewind): Buffer {
  return cardPng(rewindCardSvg(name, rewind));
}
