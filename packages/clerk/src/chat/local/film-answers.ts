import { directorsOf, type FilmCard } from '../../recommender/film.ts';
import { findPerson } from '../shelf.ts';
import { articleFor, capitalise, joinClauses, listOf, pickOne } from '../text.ts';
import { discAnswer, type FilmFact, shelfLine } from './club-answers.ts';
import * as lines from './lines.ts';
import { personAnswer } from './people-answers.ts';
import { aisleAnswer, genreNames } from './picks.ts';
import { closestLead, copiesOnShelf, resolveSubject } from './subject.ts';
import type { Turn } from './turn.ts';

// One film's facts: who directed it, when it came out, how long it runs, or all of it. A film only
// members have is answered from its case; a catalog film's answer says who has it on the shelf.

export async function filmFact(turn: Turn, typed: string, fact: FilmFact): Promise<string> {
  const subject = await resolveSubject(turn, typed);
  if (subject === 'which') return pickOne(lines.WHICH_FILM, turn.seed);
  if (!subject) {
    if (fact !== 'about') return pickOne(lines.NOT_ON_SHELF, turn.seed);
    // 'tell me about kubrick': a person, or an aisle ('tell me about a good horror movie').
    const person = await findPerson(turn.catalog, typed);
    if (person) return personAnswer(turn, person);
    return (await aisleAnswer(turn)) ?? pickOne(lines.NOT_ON_SHELF, turn.seed);
  }
  if (subject.kind === 'disc') return discAnswer(turn, subject.discs, fact);
  const { film, partial } = subject;
  const lead = partial ? closestLead(turn, film) : '';
  // Named once: in the lead when it is only the closest title, else at the start of the answer.
  const name = partial ? turn.mentions.again(film) : turn.mentions.name(film);
  let answer: string;
  switch (fact) {
    case 'director':
      answer = await director(turn, film, name);
      break;
    case 'year':
      answer = await year(turn, film, name);
      break;
    case 'runtime':
      answer = runtime(film, name);
      break;
    case 'about':
      answer = facts(film, partial ? 'It' : name);
      break;
  }
  return `${lead}${answer}${shelfLine(await copiesOnShelf(turn, subject))}`;
}

async function director(turn: Turn, film: FilmCard, name: string): Promise<string> {
  const directors = directorsOf(film);
  if (!directors.length) {
    return `The box for ${name} doesn't list a director, sorry — the label must've peeled off. ${lines.takeOn(film.voteAverage, film.id)}`;
  }
  const head = `${name} was directed by ${listOf(directors)}.`;
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

/** Year, directors, runtime, genres, certificate and rating, then Chuck's take. */
function facts(film: FilmCard, name: string): string {
  const directors = directorsOf(film);
  const head = directors.length
    ? `${name}${name === 'It' ? ' was' : ','} directed by ${listOf(directors)}.`
    : `${name} doesn't list a director on the box.`;
  const genres = genreNames(film).slice(0, 2);
  const kind = [film.runtime ? `${film.runtime}-minute` : '', genres.join(' / ')].filter(Boolean).join(' ');
  const bits: string[] = [];
  if (kind) bits.push(`It's ${articleFor(kind)} ${kind} picture`);
  if (film.mpaaRating && /^(?:G|PG|PG-13|R|NC-17)$/.test(film.mpaaRating))
    bits.push(`rated ${film.mpaaRating}`);
  if (film.voteAverage !== null) bits.push(`renters give it ${film.voteAverage.toFixed(1)} out of 10`);
  const detail = bits.length ? ` ${capitalise(joinClauses(bits))}.` : '';
  return `${head}${detail} ${lines.takeOn(film.voteAverage, film.id)}`;
}
