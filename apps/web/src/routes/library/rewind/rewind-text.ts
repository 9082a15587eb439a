import { SHARE_HASHTAGS } from '../../../components/share/share-text.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';

export type Rewind = RouterOutputs['rewind']['get'];

/** '7.5' under ten hours, else '1,204'. */
export const hoursText = (hours: number) =>
  hours < 10 ? hours.toFixed(1) : Math.round(hours).toLocaleString('en-US');

/** '1 film', '1,204 films'. */
export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Another member's view of this Rewind: the link a shared recap carries. */
export function rewindUrl(userId: string, year: number, origin = window.location.origin): string {
  return `${origin}/members/${encodeURIComponent(userId)}/rewind/${year}`;
}

/** What 'Copy Text' puts on the clipboard for a Rewind recap: the words, then the link. */
export function recapText(rewind: Rewind, link: string): string {
  const tops = [
    rewind.topGenres[0] ? `Top genre: ${rewind.topGenres[0].name}.` : '',
    rewind.topDirectors[0] ? `Top director: ${rewind.topDirectors[0].name}.` : '',
  ].filter(Boolean);
  return [
    `My ${rewind.year} in Rewind: ${plural(rewind.films, 'film', 'films')} and ${hoursText(rewind.hours)} hours on tape.`,
    ...tops,
    SHARE_HASHTAGS,
  ]
    .join(' ')
    .concat(`\n${link}`);
}

/** 'chucks-rewind-2025-vhs.png' */
export const recapFileName = (year: number, filter: string) =>
  `chucks-rewind-${year}-${filter.replace('_', '-')}.png`;
