import type { FilmCard } from '../../recommender/film.ts';
import { aisleOf } from '../aisles.ts';
import type { ShelfDisc } from '../club-shelf.ts';
import type { FactAsked } from '../intent.ts';
import { capitalise, listOf, pickOne, titleMatch } from '../text.ts';
import * as lines from './lines.ts';
import { genreName } from './picks.ts';
import { copiesOnShelf, notInCatalog, resolveSubject, type Subject } from './subject.ts';
import type { Turn } from './turn.ts';

// The members' DVD Club shelf in Chuck's words (docs/product.md §2 'Shelf'): who has a film, what
// is on it, and what the case says about a film the catalog lacks.

/** What a question asks about one film. */
export type FilmFact = FactAsked;

/** Owners named before 'and N more'. */
const OWNERS_NAMED = 3;
/** Films from the same director named after a club film's director. */
const SAME_DIRECTOR = 2;

/** 'Walker has it on Blu-ray', 'Walker has it on Blu-ray, Dana Reyes on DVD and Sam on VHS (out on loan)'. */
function holders(discs: readonly ShelfDisc[]): string {
  const byOwner = new Map<string, ShelfDisc>();
  for (const disc of discs) {
    // An owner's copy that is in beats one that is out.
    const known = byOwner.get(disc.ownerName);
    if (!known || (known.onLoan && !disc.onLoan)) byOwner.set(disc.ownerName, disc);
  }
  const copies = [...byOwner.values()];
  const parts = copies
    .slice(0, OWNERS_NAMED)
    .map(
      (d, i) => `${d.ownerName}${i === 0 ? ' has it' : ''} on ${d.format}${d.onLoan ? ' (out on loan)' : ''}`,
    );
  const more = copies.length - OWNERS_NAMED;
  if (more > 0) parts.push(`${more} more ${more === 1 ? 'member' : 'members'}`);
  return listOf(parts);
}

/** 'On the DVD Club shelf, Walker has it on Blu-ray.' after an answer about a catalog film; '' when nobody has it. */
export function shelfLine(discs: readonly ShelfDisc[]): string {
  return discs.length ? ` On the DVD Club shelf, ${holders(discs)}.` : '';
}

/**
 * A film only members have: said so ('Heat (1995) isn't in my catalog, but Walker has it on
 * Blu-ray'), then what the case says about what was asked.
 */
export async function discAnswer(turn: Turn, discs: readonly ShelfDisc[], fact: FilmFact): Promise<string> {
  const listed = (pick: (d: ShelfDisc) => unknown) => discs.find((d) => pick(d) !== null);
  const name = turn.mentions.disc(listed((d) => d.year) ?? discs[0]!);
  const head = `${name} isn't in my catalog, but ${holders(discs)}.`;
  const director = listed((d) => d.director)?.director ?? null;
  const runtime = listed((d) => d.runtimeMinutes)?.runtimeMinutes ?? null;
  const year = listed((d) => d.year)?.year ?? null;
  switch (fact) {
    case 'director': {
      if (!director) return `${head} The case doesn't say who directed it, though.`;
      const others = await turn.catalog.findFilms({
        related: { genreIds: [], directors: [director] },
        limit: SAME_DIRECTOR,
      });
      const also = others.length
        ? ` Also on my shelf from ${director}: ${listOf(others.map((f) => turn.mentions.name(f)))}.`
        : '';
      return `${head} The case says ${director} directed it.${also}`;
    }
    case 'year':
      return year
        ? `${head} Going by the case, it came out in ${year}.`
        : `${head} The case doesn't say when it came out.`;
    case 'runtime':
      return runtime
        ? `${head} The case says it runs ${runtime} minutes.`
        : `${head} The case doesn't list a running time, though.`;
    case 'cast':
      return `${head} The case doesn't list the cast, though.`;
    case 'about': {
      const genre = listed((d) => d.genre)?.genre ?? null;
      const facts = [
        director ? `directed by ${director}` : null,
        runtime ? `${runtime} minutes` : null,
        genre ? genre.toLowerCase() : null,
      ].filter(Boolean);
      return facts.length ? `${head} Going by the case: ${facts.join(', ')}.` : head;
    }
  }
}

/** 'does anyone have X': the members who have it, and in what format. */
export async function whoHas(turn: Turn, typed: string): Promise<string> {
  const subject = await resolveSubject(turn, typed);
  if (subject === 'which') return pickOne(lines.WHICH_FILM, turn.seed);
  // Nothing by that title anywhere: the typed words are not repeated back as if they were a film.
  if (!subject) return pickOne(lines.NOBODY_HAS_IT, turn.seed);
  if (subject.kind === 'disc') {
    return `${await discAnswer(turn, subject.discs, 'about')} ${pickOne(lines.REQUEST_IT, turn.seed)}`;
  }
  return filmOnShelf(turn, typed, subject);
}

async function filmOnShelf(
  turn: Turn,
  typed: string,
  subject: Extract<Subject, { kind: 'film' }>,
): Promise<string> {
  const { film, partial } = subject;
  if (partial) return notInCatalog(turn, typed, film);
  const discs = await copiesOnShelf(turn, subject);
  const name = turn.mentions.name(film);
  if (!discs.length) {
    return `Nobody in the DVD Club has ${name} on the shelf right now — but it's in my catalog, so ask me anything about it.`;
  }
  return `${name}? ${capitalise(holders(discs))}. ${pickOne(lines.REQUEST_IT, turn.seed)}`;
}

/** 'what's on the shelf': the newest rentable discs, or those of a genre or director when asked. */
export async function shelfListing(turn: Turn, search: string | null): Promise<string> {
  // 'any scary movies on the shelf' searches the genre as members list it ('Horror').
  const genre = search ? aisleOf(search, await turn.latestYear()).genres[0] : undefined;
  const discs = await turn.shelf.newest((genre ? genreName(genre.ids[0]!) : search) ?? undefined);
  if (!discs.length)
    return pickOne(search ? lines.NOTHING_LIKE_THAT_ON_SHELF : lines.EMPTY_CLUB_SHELF, turn.seed);
  const linked = discs.flatMap((d) => (d.movieId === null ? [] : [d.movieId]));
  const films = new Map((await turn.catalog.films(linked)).map((f) => [f.id, f]));
  const items = discs.map(
    (d) =>
      `${discName(turn, d, films)} on ${d.format} from ${d.ownerName}${d.onLoan ? ' (out on loan)' : ''}`,
  );
  return `${pickOne(lines.SHELF_OPENERS, turn.seed)} ${listOf(items)}. Ask me who has a title and I'll check the shelf for you.`;
}

/** A disc by the catalog film it was added from when the titles agree, else as its owner listed it. */
function discName(turn: Turn, disc: ShelfDisc, films: ReadonlyMap<number, FilmCard>): string {
  const film = disc.movieId === null ? undefined : films.get(disc.movieId);
  const same = film && titleMatch(disc.title, film.title);
  return film && (same === 'exact' || same === 'close') ? turn.mentions.name(film) : turn.mentions.disc(disc);
}
