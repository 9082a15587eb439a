import type { FilmCard } from '../../recommender/film.ts';
import type { Intent } from '../intent.ts';
import { pickOne } from '../text.ts';
import * as lines from './lines.ts';
import { notInCatalog, resolveSubject } from './subject.ts';
import type { Turn } from './turn.ts';

// 'Which is longer, Titanic or Gladiator?': two catalog films side by side on one fact.

type Compare = Extract<Intent, { kind: 'compare' }>;

const WORDS: Record<Compare['measure'], [more: string, less: string]> = {
  runtime: ['longer', 'shorter'],
  year: ['newer', 'older'],
  rating: ['better rated', 'rated lower'],
};

export async function compare(turn: Turn, { measure, more, titles }: Compare): Promise<string> {
  const films: FilmCard[] = [];
  for (const typed of titles) {
    const subject = await resolveSubject(turn, typed);
    if (subject === 'which') return pickOne(lines.WHICH_FILM, turn.seed);
    if (!subject || subject.kind === 'disc') return notInCatalog(turn, typed);
    if (subject.partial) return notInCatalog(turn, typed, subject.film);
    films.push(subject.film);
  }
  const [a, b] = films as [FilmCard, FilmCard];
  const name = (f: FilmCard) => turn.mentions.name(f);
  if (a.id === b.id) return `That's the same tape twice — ${name(a)}.`;
  const value = (f: FilmCard) =>
    measure === 'runtime' ? f.runtime : measure === 'year' ? f.year : f.voteAverage;
  const missing = films.find((f) => value(f) === null);
  if (missing) {
    const other = missing === a ? b : a;
    return `${unknown(measure, name(missing))} so I can't call it against ${name(other)}.`;
  }
  const [va, vb] = [value(a)!, value(b)!];
  if (va === vb) return `Dead heat: ${name(a)} and ${name(b)} ${same(measure, va)}.`;
  const [win, lose] = (more ? va > vb : va < vb) ? [a, b] : [b, a];
  const word = WORDS[measure][more ? 0 : 1];
  return `${name(win)} is ${word}: ${detail(measure, win, lose, name(lose))}`;
}

function unknown(measure: Compare['measure'], name: string): string {
  if (measure === 'runtime') return `The box for ${name} doesn't list a running time,`;
  if (measure === 'year') return `The box for ${name} doesn't say when it came out,`;
  return `Renters haven't rated ${name},`;
}

function same(measure: Compare['measure'], value: number): string {
  if (measure === 'runtime') return `both run ${value} minutes`;
  if (measure === 'year') return `both came out in ${value}`;
  return `both rate ${value.toFixed(1)} out of 10`;
}

function detail(measure: Compare['measure'], win: FilmCard, lose: FilmCard, loser: string): string {
  if (measure === 'runtime') return `${win.runtime} minutes against ${lose.runtime} for ${loser}.`;
  if (measure === 'year') return `it came out in ${win.year}, ${loser} in ${lose.year}.`;
  return `renters give it ${win.voteAverage!.toFixed(1)} out of 10, ${loser} ${lose.voteAverage!.toFixed(1)}.`;
}
