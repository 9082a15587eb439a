import type { FilmCard } from '../../recommender/film.ts';
import { copiesOf, type ShelfDisc } from '../club-shelf.ts';
import { filmSubject, PRONOUNS, parseIntent } from '../intent.ts';
import { findFilm } from '../shelf.ts';
import { titleCase } from '../text.ts';
import type { Turn } from './turn.ts';

/** The film a question is about. */
export type Subject =
  /**
   * A catalog film; `partial` when it is only the closest title ('heat' → 'In the Heat of the
   * Night'); `discs`: its copies on the members' shelf, when they were already looked up.
   */
  | { kind: 'film'; film: FilmCard; partial: boolean; discs?: ShelfDisc[] }
  /** A film the catalog lacks that members have on the shelf: its copies, closest title first. */
  | { kind: 'disc'; discs: ShelfDisc[] };

/**
 * What a typed title means: the film last discussed for 'it', else a catalog film by that title
 * (typos forgiven), else a film members have on the shelf, else the closest catalog title. Null
 * when nothing fits; 'which' for 'it' with nothing discussed yet.
 */
export async function resolveSubject(turn: Turn, typed: string): Promise<Subject | null | 'which'> {
  if (PRONOUNS.test(typed)) return (await lastSubject(turn)) ?? 'which';
  return lookUp(turn, typed);
}

async function lookUp(turn: Turn, typed: string): Promise<Subject | null> {
  const found = await findFilm(turn.catalog, typed);
  if (found && found.match !== 'partial') return { kind: 'film', film: found.film, partial: false };
  // Not in the catalog by that title: a member may have it ('heat'); else the closest title will do.
  const partial = found?.film ?? null;
  const candidates = await turn.shelf.discsOf({ title: typed, movieId: partial?.id ?? null });
  const onlyOnShelf = copiesOf(candidates, { title: typed, movieId: null }).filter(
    (disc) => disc.movieId === null || disc.movieId !== partial?.id,
  );
  if (onlyOnShelf.length) return { kind: 'disc', discs: onlyOnShelf };
  if (!partial) return null;
  return { kind: 'film', film: partial, partial: true, discs: copiesOf(candidates, keyOf(partial)) };
}

/**
 * The film last discussed: what the visitor last asked about by name, or else the first film of
 * the latest reply that named one. A reply about a film only members have names no catalog film
 * but may name others ('Also on my shelf from Michael Mann'), so the question comes first.
 */
async function lastSubject(turn: Turn): Promise<Subject | null> {
  const history = turn.request.history;
  const asked = (i: number) => {
    const said = history[i];
    return said?.role === 'user' ? filmSubject(parseIntent(said.content)) : null;
  };
  for (let i = history.length - 1; i >= 0; i--) {
    const said = history[i]!;
    const typed = said.role === 'user' ? asked(i) : asked(i - 1);
    // 'who directed it' was about an earlier film: keep looking back.
    if (typed && PRONOUNS.test(typed)) continue;
    if (typed) return lookUp(turn, typed);
    const id = said.role === 'assistant' ? said.movieIds?.[0] : undefined;
    if (id === undefined) continue;
    const [film] = await turn.catalog.films([id]);
    return film ? { kind: 'film', film, partial: false } : null;
  }
  return null;
}

/** The subject's copies on the members' shelf (looked up now unless they already were). */
export async function copiesOnShelf(turn: Turn, subject: Subject): Promise<ShelfDisc[]> {
  if (subject.kind === 'disc') return subject.discs;
  if (subject.discs) return subject.discs;
  const key = keyOf(subject.film);
  return copiesOf(await turn.shelf.discsOf(key), key);
}

function keyOf(film: FilmCard) {
  return { title: film.title, movieId: film.id };
}

/**
 * A title the catalog lacks, said plainly ('Parasite isn't in my catalog — set up a TMDB key and
 * I'll know it'), with the closest title only as a question: never answered for as if it were it.
 */
export function notInCatalog(turn: Turn, typed: string, closest: FilmCard | null = null): string {
  const key = turn.catalog.source === 'embedded' ? " — set up a TMDB key and I'll know it" : '';
  const guess = closest ? ` Did you mean ${turn.mentions.name(closest)}?` : '';
  return `${titleCase(typed)} isn't in my catalog${key}.${guess}`;
}
