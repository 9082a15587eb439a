import {
  type Conn,
  type CreditRow,
  existingPeople,
  filmCredits,
  type PersonRow,
  rebuildWords,
  reorderAndAnalyze,
  replaceCredits,
} from '../embedded/movies.repository.ts';
import { byRenown, KNOWN_FOR, type RatedFilm } from '../embedded/renown.ts';
import { derivedId, nextDerivedId, personKey } from './ids.ts';

/**
 * Refreshes what is derived from the films after an import: people, the search lexicon, the
 * tables' popularity order and the planner's statistics.
 */
export async function rebuildDerived(
  db: Conn,
  options: {
    /** The films went into an empty table best known first: they are in order already. */
    inOrder?: boolean;
  } = {},
): Promise<{ people: number }> {
  const result = await rebuildPeople(db);
  await rebuildWords(db);
  await reorderAndAnalyze(db, { films: !options.inOrder });
  return result;
}

/**
 * People are derived from the films' directors and casts: one person per normalised name, famous
 * in proportion to how well known their films are (votes, or the catalog's estimate) and how high
 * they are billed, known for their best-regarded films. Run after every import; existing people keep their ids.
 */
async function rebuildPeople(db: Conn): Promise<{ people: number }> {
  const films = await filmCredits(db);
  type Film = (typeof films)[number];
  type Person = PersonRow & { credits: Map<Film, { job: CreditRow['job']; billing: number | null }[]> };
  const people = new Map<string, Person>();
  const credit = (name: string, film: Film, job: CreditRow['job'], billing: number | null) => {
    const key = personKey(name);
    if (!key) return;
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
        credits: new Map(),
      };
      people.set(key, person);
    }
    const jobs = person.credits.get(film) ?? [];
    // A name listed twice in one cast counts once.
    if (jobs.some((j) => j.job === job)) return;
    jobs.push({ job, billing });
    person.credits.set(film, jobs);
  };
  for (const film of films) {
    for (const name of film.director?.split(',') ?? []) credit(name.trim(), film, 'Director', null);
    for (const [i, name] of film.castNames.entries()) credit(name.trim(), film, 'Cast', i);
  }
  for (const person of people.values()) {
    let fame = 0;
    let top = 0;
    for (const [film, jobs] of person.credits) {
      const share = film.popularity * Math.max(...jobs.map(creditWeight));
      fame += share;
      top = Math.max(top, share);
    }
    person.fame = Math.round(fame);
    // Weighed against films in mixed results: their best-known film, as far as it is theirs.
    person.topPopularity = top;
    person.knownForIds = [...person.credits.keys()]
      .sort(byRegard)
      .slice(0, KNOWN_FOR)
      .map((f) => f.id);
    const jobs = [...person.credits.values()].flat();
    const directed = jobs.filter((j) => j.job === 'Director').length;
    person.knownForDepartment = directed >= jobs.length - directed ? 'Directing' : 'Acting';
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
  // Best known first, the order search wants the table in (see reorderAndAnalyze).
  const rows = [...people.values()].sort((a, b) => b.fame - a.fame);
  await replaceCredits(
    db,
    rows.map(({ credits: _, ...person }) => person),
    rows.flatMap((p) =>
      [...p.credits].flatMap(([film, jobs]) =>
        jobs.map((j) => ({ movieId: film.id, personId: p.id, job: j.job, billing: j.billing })),
      ),
    ),
  );
  return { people: rows.length };
}

/** The better regarded first (a high score from few votes counts for little); then the better known. */
function byRegard(a: RatedFilm & { popularity: number }, b: RatedFilm & { popularity: number }): number {
  return byRenown(a, b) || b.popularity - a.popularity;
}

/**
 * How much of a film's fame goes to someone credited on it: all of it to its directors and its
 * star, less down the bill, so a day player in ten blockbusters does not outrank their stars.
 */
const BILLING_SHARE = [1, 0.8, 0.6, 0.5, 0.4];
function creditWeight(credit: { job: CreditRow['job']; billing: number | null }): number {
  if (credit.job === 'Director') return 1;
  return BILLING_SHARE[credit.billing ?? BILLING_SHARE.length] ?? 0.2;
}
