import { directorsOf, type FilmCard } from '../../recommender/film.ts';
import { takeGenres } from '../aisles.ts';
import { findPerson } from '../shelf.ts';
import { articleFor, capitalise, joinClauses, listOf, pickOne } from '../text.ts';
import { askAnswer } from './ask-answers.ts';
import { discAnswer, type FilmFact, shelfLine } from './club-answers.ts';
import * as lines from './lines.ts';
import { personAnswer } from './people-answers.ts';
import { genreNames, withGenres } from './picks.ts';
import { copiesOnShelf, notInCatalog, resolveSubject } from './subject.ts';
import type { Turn } from './turn.ts';

// One film's facts: who directed it, when it came out, how long it runs, or all of it. A film only
// members have is answered from its case; a catalog film's answer says who has it on the shelf.

export async function filmFact(turn: Turn, typed: string, asked: FilmFact | FilmFact[]): Promise<string> {
  const facts = Array.isArray(asked) ? asked : [asked];
  const subject = await resolveSubject(turn, typed);
  if (subject === 'which') return pickOne(lines.WHICH_FILM, turn.seed);
  if (!subject) {
    if (facts[0] !== 'about') return notInCatalog(turn, typed);
    // 'tell me about kubrick': a person, or an aisle ('tell me about a good horror movie').
    const person = await findPerson(turn.catalog, typed);
    if (person) return personAnswer(turn, person);
    return (await askAnswer(turn)) ?? notInCatalog(turn, typed);
  }
  if (subject.kind === 'disc') return discAnswer(turn, subject.discs, facts[0]!);
  const { film, partial } = subject;
  if (partial) return notInCatalog(turn, typed, film);
  const answers: string[] = [];
  for (const [i, fact] of facts.entries()) {
    // Named once, at the start; a second fact says 'It'.
    answers.push(
      await factAnswer(turn, film, fact, i === 0 ? turn.mentions.name(film) : 'It', facts.length > 1),
    );
  }
  const another = facts.includes('about') ? otherOfTheName(turn, typed, film) : '';
  return `${answers.join(' ')}${another}${shelfLine(await copiesOnShelf(turn, subject))}`;
}

async function factAnswer(
  turn: Turn,
  film: FilmCard,
  fact: FilmFact,
  name: string,
  brief: boolean,
): Promise<string> {
  switch (fact) {
    case 'director':
      return director(turn, film, name, brief);
    case 'year':
      return year(turn, film, name);
    case 'runtime':
      return runtime(film, name);
    case 'cast':
      return cast(turn, film, name);
    case 'about':
      return facts(film, name, await topBilled(turn, film, ABOUT_CAST));
  }
}

/** Unrated films older than this may share their title with the one meant. */
const OBSCURE_BEFORE = 2000;

/**
 * An unrated film of a plain title may not be the one meant (the catalog's Parasite is the 1982
 * one; films made abroad are missing): said so, once.
 */
function otherOfTheName(turn: Turn, typed: string, film: FilmCard): string {
  const obscure = film.voteCount === 0 && film.year !== null && film.year < OBSCURE_BEFORE;
  if (!obscure || turn.catalog.source !== 'embedded' || /\b(?:19|20)\d\d\b/.test(typed)) return '';
  return ` If you meant a newer film of that name, it isn't in my catalog — set up a TMDB key and I'll know it.`;
}

/** The first `count` names of the catalog's bill. */
async function topBilled(turn: Turn, film: FilmCard, count: number): Promise<string[]> {
  return ((await turn.catalog.getMovie(film.id))?.cast ?? []).slice(0, count).map((c) => c.name);
}

/** The top-billed cast, as the catalog lists them. */
async function cast(turn: Turn, film: FilmCard, name: string): Promise<string> {
  const names = await topBilled(turn, film, CAST_NAMED);
  if (!names.length) return `The box for ${name} doesn't list the cast, sorry.`;
  const directors = directorsOf(film);
  const by = directors.length ? ` ${pickOne(DIRECTED_BY, film.id)(listOf(directors))}` : '';
  return `${name} stars ${listOf(names)}.${by}`;
}

const CAST_NAMED = 5;
/** Names of the bill in an answer about the film. */
const ABOUT_CAST = 3;
const DIRECTED_BY: ((names: string) => string)[] = [
  (n) => `${n} directed.`,
  (n) => `${n} called the shots.`,
  (n) => `Directed by ${n}.`,
];

/** 'is it scary': whether the film is shelved under the genre the words name. */
export async function isIt(turn: Turn, typed: string, quality: string): Promise<string> {
  const subject = await resolveSubject(turn, typed);
  if (subject === 'which') return pickOne(lines.WHICH_FILM, turn.seed);
  if (!subject) return notInCatalog(turn, typed);
  if (subject.kind === 'disc') return discAnswer(turn, subject.discs, 'about');
  if (subject.partial) return notInCatalog(turn, typed, subject.film);
  const film = subject.film;
  const name = turn.mentions.name(film);
  const wish = takeGenres(quality).genres[0]!;
  const genres = withGenres(film).genreIds;
  const shelved = listOf(genreNames(film));
  if (!genres.length) return `The box for ${name} doesn't say what kind of picture it is, sorry.`;
  return wish.ids.some((id) => genres.includes(id))
    ? `Yes — ${name} is shelved under ${shelved}. ${lines.takeOn(film.voteAverage, film.id)}`
    : `Not really — ${name} is ${shelved}, no ${wish.label} to speak of.`;
}

/** Who directed it; unless `brief`, two more of theirs. */
async function director(turn: Turn, film: FilmCard, name: string, brief: boolean): Promise<string> {
  const directors = directorsOf(film);
  if (!directors.length) {
    return `The box for ${name} doesn't list a director, sorry — the label must've peeled off. ${lines.takeOn(film.voteAverage, film.id)}`;
  }
  const head = `${name} was directed by ${listOf(directors)}.`;
  if (brief) return head;
  const others = await turn.catalog.findFilms({
    related: { genreIds: [], directors: [directors[0]!] },
    exclude: [film.id],
    limit: 2,
  });
  if (!others.length) return `${head} ${lines.takeOn(film.voteAverage, film.id)}`;
  const them = directors.length > 1 ? 'them' : directors[0]!;
  return `${head} Also on my shelf from ${them}: ${listOf(others.map((f) => turn.mentions.name(f)))}.`;
}

const RELEASE_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The release date when the catalog has it ('May 25, 1979'), else the year. */
async function year(turn: Turn, film: FilmCard, name: string): Promise<string> {
  const released = (await turn.catalog.getMovie(film.id))?.release_date ?? null;
  const date = released ? new Date(`${released}T00:00:00Z`) : null;
  const take = lines.takeOn(film.voteAverage, film.id);
  if (date && !Number.isNaN(date.getTime())) {
    return `${name} opened in theaters on ${RELEASE_DATE.format(date)}. ${take}`;
  }
  if (film.year) return `${name} came out in ${film.year}. ${take}`;
  return `The box for ${name} doesn't say when it came out, sorry. ${take}`;
}

function runtime(film: FilmCard, name: string): string {
  const minutes = film.runtime;
  if (!minutes) return `The box for ${name} doesn't list a running time, sorry — the sticker's worn off.`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const spelled =
    hours === 0
      ? ''
      : ` — that's ${hours} hour${hours > 1 ? 's' : ''}${rest ? ` ${rest} minute${rest > 1 ? 's' : ''}` : ''}`;
  return `${name} runs ${minutes} minutes${spelled}. ${lines.lengthRemark(minutes, film.id)}`;
}

/** Year, directors, the top of the bill, runtime, genres, certificate and rating, then Chuck's take. */
function facts(film: FilmCard, name: string, cast: readonly string[]): string {
  const directors = directorsOf(film);
  const head = directors.length
    ? `${name}${name === 'It' ? ' was' : ','} directed by ${listOf(directors)}.`
    : `${name} doesn't list a director on the box.`;
  const genres = genreNames(film).slice(0, 2);
  const kind = [film.runtime ? `${film.runtime}-minute` : '', genres.join(' / ')].filter(Boolean).join(' ');
  const bits: string[] = [];
  if (cast.length) bits.push(`starring ${listOf(cast)}`);
  if (kind) bits.push(`${cast.length ? 'it' : 'It'}'s ${articleFor(kind)} ${kind} picture`);
  if (film.mpaaRating && /^(?:G|PG|PG-13|R|NC-17)$/.test(film.mpaaRating))
    bits.push(`rated ${film.mpaaRating}`);
  if (film.voteAverage !== null) bits.push(`renters give it ${film.voteAverage.toFixed(1)} out of 10`);
  const detail = bits.length ? ` ${capitalise(joinClauses(bits))}.` : '';
  return `${head}${detail} ${lines.takeOn(film.voteAverage, film.id)}`;
}
