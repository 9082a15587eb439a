import { directorsOf } from '../../recommender/film.ts';
import { quality } from '../../recommender/local/rank.ts';
import { PERSON_PRONOUNS } from '../intent.ts';
import { type FoundPerson, findPerson } from '../shelf.ts';
import { listOf, pickOne } from '../text.ts';
import { askAnswer } from './ask-answers.ts';
import * as lines from './lines.ts';
import { resolveSubject } from './subject.ts';
import type { Turn } from './turn.ts';

/** 'films by kubrick', 'what else did ridley scott make', 'what else did he make' (the last film's director). */
export async function filmsBy(turn: Turn, typed: string): Promise<string> {
  let name = typed;
  if (PERSON_PRONOUNS.test(typed)) {
    const subject = await resolveSubject(turn, 'it');
    const director =
      subject === 'which' || !subject
        ? null
        : subject.kind === 'film'
          ? (directorsOf(subject.film)[0] ?? null)
          : (subject.discs.find((d) => d.director)?.director ?? null);
    if (!director) return pickOne(lines.WHICH_PERSON, turn.seed);
    name = director;
  }
  const person = await findPerson(turn.catalog, name);
  if (!person) return (await askAnswer(turn)) ?? pickOne(lines.NO_PERSON, turn.seed);
  return personAnswer(turn, person);
}

/** A person's films on Chuck's shelves, best known first, with the one to grab. */
export function personAnswer(turn: Turn, person: FoundPerson): string {
  const fresh = person.films.filter((f) => !turn.exclude.has(f.id));
  const films = (fresh.length ? fresh : person.films).slice(0, 4);
  const best = [...films].sort((a, b) => quality(b) - quality(a))[0]!;
  const role = person.department === 'Acting' ? 'starring' : 'by';
  const surname = person.name.split(' ').at(-1)!;
  const list = listOf(films.map((f) => turn.mentions.name(f)));
  const tail = films.length > 1 ? ` If you only grab one, make it ${turn.mentions.again(best)}.` : '';
  return `${person.name}? ${pickOne(PERSON_PRAISE, films[0]!.id)} On my shelves ${role} ${surname}: ${list}.${tail}`;
}

const PERSON_PRAISE = ['Great taste.', "Now we're talking.", "One of the regulars' favourites."];
