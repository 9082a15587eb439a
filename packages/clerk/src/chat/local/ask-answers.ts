import { type Ask, type AskedPerson, hasFilmConstraint, parseAsk } from '../ask/ask.ts';
import { capitalise, listOf, pickOne, titleCase } from '../text.ts';
import { askedFilms, type KnownPerson, resolvePeople } from './asked-films.ts';
import * as lines from './lines.ts';
import { genreLabel, PICKS, takeLine } from './picks.ts';
import type { Turn } from './turn.ts';

// Requests with constraints ('a comedy under 90 minutes', 'spielberg from the 90s', 'no horror'):
// every film named meets every one of them.

/**
 * An answer to the constraints the message names, or null when it names none (words that may be
 * a name but are nobody's are no constraint).
 */
export async function askAnswer(turn: Turn): Promise<string | null> {
  const ask = parseAsk(turn.text, await turn.latestYear());
  if (!ask) return null;
  const people = await resolvePeople(turn.catalog, ask.people);
  const explicit = people.unknown.some((p) => p.role !== 'any');
  if (!hasFilmConstraint(ask) && !people.known.length && !explicit) return null;
  return answerAsk(turn, ask, '', people);
}

/** The films that meet the ask, or an honest 'nothing fits'; `lead` is said first. */
export async function answerAsk(
  turn: Turn,
  ask: Ask,
  lead = '',
  people?: { known: KnownPerson[]; unknown: AskedPerson[] },
): Promise<string> {
  const { known, unknown } = people ?? (await resolvePeople(turn.catalog, ask.people));
  const named = unknown.filter((p) => p.role !== 'any');
  // Only a person asked for, and nobody by that name: nothing to answer from.
  if (!hasFilmConstraint(ask) && !known.length) return `${lead}${pickOne(lines.NO_PERSON, turn.seed)}`;
  const noSuchPerson = named.length
    ? "I don't have anybody by that name on my cards, but here's the rest. "
    : '';
  const onlyIds = known.length ? common(known.map((p) => p.filmIds)) : undefined;
  const films = await askedFilms(turn.catalog, ask, { onlyIds, exclude: [...turn.exclude], count: PICKS });
  const described = describeAsk(ask, known);
  if (!films.length) return `${lead}${noSuchPerson}${pickOne(NOTHING_FITS, turn.seed)(described)}`;
  const list = listOf(films.map((f) => turn.mentions.name(f)));
  const opener = pickOne(OPENERS, turn.seed)(described);
  const take = films.length > 1 ? ` ${takeLine(turn, films[0]!)}` : '';
  return `${lead}${noSuchPerson}${opener} ${list}.${take}`;
}

/** Film ids every list holds. */
function common(lists: readonly number[][]): number[] {
  return lists.reduce((kept, list) => kept.filter((id) => list.includes(id)));
}

/** 'a comedy from the 90s with Tom Hanks, under 90 minutes, no Star Wars'. */
function describeAsk(ask: Ask, people: readonly KnownPerson[]): string {
  const kind = ask.mood
    ? ask.mood.label
    : ask.genres.length
      ? `${ask.genres.map((g) => g.label).join(' / ')} films`
      : 'films';
  const makers = people.filter((p) => p.role !== 'actor').map((p) => `${p.name}'s`);
  const whose = makers.length ? `${listOf(makers)} ${kind.replace(/^(?:an? |something )/, '')}` : kind;
  const parts = [
    ask.sort === 'rating' ? `the best-rated ${whose.replace(/^(?:an? |something )/, '')}` : whose,
  ];
  for (const p of people) if (p.role === 'actor') parts.push(`with ${p.name}`);
  if (ask.years) parts.push(yearWords(ask.years.label));
  if (ask.runtime) parts.push(ask.runtime.label);
  const avoided = ask.withoutGenres.filter((id) => !ask.mood?.avoid.includes(id));
  if (avoided.length) parts.push(`no ${listOf([...new Set(avoided.map(genreLabel))])}`);
  for (const words of ask.withoutTitles) parts.push(`no ${titleCase(words)}`);
  return parts.join(', ').replace(/, (from|with|after|before|since) /g, ' $1 ');
}

/** 'the 70s' → 'from the 70s'; 'after 2015' as it is. */
function yearWords(label: string): string {
  return /^(?:after|before|since)\b/.test(label) ? label : `from ${label}`;
}

const OPENERS: ((described: string) => string)[] = [
  (d) => `${capitalise(d)}? Coming right up:`,
  (d) => `For ${d}, I'd grab`,
  (d) => `${capitalise(d)} — I know just the shelf:`,
  (d) => `${capitalise(d)}? Try`,
];

const NOTHING_FITS: ((described: string) => string)[] = [
  (d) =>
    `Nothing on my shelves is ${d}, I'm afraid. Loosen one thing — the decade, the length — and I'll look again.`,
  (d) => `I walked every aisle and came back empty for ${d}. Drop one of those and I'll find you something.`,
];
