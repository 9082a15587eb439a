import {
  type Conn,
  directorCredits,
  existingPeople,
  type PersonRow,
  rebuildWords,
  reorderAndAnalyze,
  replaceDirectors,
} from '../embedded/movies.repository.ts';
import { byRenown, KNOWN_FOR } from '../embedded/renown.ts';
import { derivedId, nextDerivedId, personKey } from './ids.ts';

/**
 * Refreshes what is derived from the films after an import: people, the search lexicon, the
 * tables' popularity order and the planner's statistics.
 */
export async function rebuildDerived(db: Conn): Promise<{ people: number }> {
  const result = await rebuildPeople(db);
  await rebuildWords(db);
  await reorderAndAnalyze(db);
  return result;
}

/**
 * People are derived from the films' directors: one person per normalised name, famous in
 * proportion to the votes their films drew, known for their best-regarded films. Run after every
 * import; existing people keep their ids.
 */
async function rebuildPeople(db: Conn): Promise<{ people: number }> {
  const credits = await directorCredits(db);
  type Film = (typeof credits)[number];
  const people = new Map<string, PersonRow & { films: Film[] }>();
  for (const film of credits) {
    for (const name of film.director.split(',').map((n) => n.trim())) {
      const key = personKey(name);
      if (!key) continue;
      let person = people.get(key);
      if (!person) {
        person = {
          id: 0,
          name,
          nameNorm: key,
          knownForDepartment: 'Directing',
          fame: 0,
          knownForIds: [],
          topPopularity: 0,
          films: [],
        };
        people.set(key, person);
      }
      if (person.films.includes(film)) continue;
      person.fame += film.voteCount;
      person.topPopularity = Math.max(person.topPopularity, film.popularity);
      person.films.push(film);
    }
  }
  for (const person of people.values()) {
    person.knownForIds = [...person.films]
      .sort(byRenown)
      .slice(0, KNOWN_FOR)
      .map((f) => f.id);
  }
  const known = new Map((await existingPeople(db)).map((p) => [p.nameNorm, p.id]));
  const used = new Set(known.values());
  // Sorted, so new people collide (and probe) the same way on every machine.
  for (const key of [...people.keys()].sort()) {
    const person = people.get(key)!;
    let id = known.get(key);
    if (id === undefined) {
      id = derivedId(`person:${key}`);
      while (used.has(id)) id = nextDerivedId(id);
      used.add(id);
    }
    person.id = id;
  }
  const rows = [...people.values()];
  await replaceDirectors(
    db,
    rows.map(({ films: _, ...person }) => person),
    rows.flatMap((p) => p.films.map((film) => ({ movieId: film.id, personId: p.id }))),
  );
  return { people: rows.length };
}
