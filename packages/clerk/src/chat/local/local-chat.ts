import { type Catalog, TMDB_GENRES } from '@chuck/catalog';
import { directorsOf, type Film, type FilmCard } from '../../recommender/film.ts';
import { recommendLocally } from '../../recommender/local/local-engine.ts';
import { quality } from '../../recommender/local/rank.ts';
import { kindOf } from '../../recommender/local/reasons.ts';
import { shelfFilmsIn, withShelfGenres } from '../../recommender/local/shelf-knowledge.ts';
import type { Taste } from '../../recommender/taste.ts';
import { type Aisle, aisleOf, describeAisle, type GenreWish, isEmptyAisle } from '../aisles.ts';
import type { ChatReply, ChatRequest, ChatTurn } from '../chat-types.ts';
import { type Intent, PRONOUNS, parseIntent, simplify } from '../intent.ts';
import { type FoundPerson, findFilm, findPerson, latestYearCache } from '../shelf.ts';
import { label, listOf, pickOne, seedOf, titleMatch } from '../text.ts';
import * as lines from './lines.ts';

/** Films offered per answer: a short reply names a handful, not a catalogue page. */
const PICKS = 3;
/** Assistant replies whose films are not offered again (variety when asked twice). */
const RECENT_REPLIES = 6;
/** Aisle candidates scored per answer, best known first. */
const AISLE_POOL = 150;
/** Fewest ratings a film needs to be picked from an aisle (relaxed when the aisle is thin). */
const AISLE_MIN_VOTES = 2_000;

/** The films a reply names, in order; the reply names no others. */
class Mentions {
  readonly ids: number[] = [];
  /** 'Title (Year)', recorded as named. */
  name(film: Film): string {
    if (!this.ids.includes(film.id)) this.ids.push(film.id);
    return label(film);
  }
  /** The bare title of a film already named once. */
  again(film: Film): string {
    if (!this.ids.includes(film.id)) this.ids.push(film.id);
    return film.title;
  }
}

interface Turn {
  catalog: Catalog;
  request: ChatRequest;
  /** The message, simplified (lower case, no video prefix). */
  text: string;
  seed: number;
  mentions: Mentions;
  /** Films not to offer: recently offered, disliked, seen or queued. */
  exclude: Set<number>;
}

export interface LocalChat {
  reply(catalog: Catalog, request: ChatRequest): Promise<ChatReply>;
}

/** Chuck's grounded local engine: intent rules over the catalog. Every title comes from the shelf. */
export function createLocalChat(): LocalChat {
  const latestYear = latestYearCache();

  async function answer(turn: Turn, intent: Intent): Promise<string> {
    switch (intent.kind) {
      case 'greeting':
        return pickOne(lines.GREETINGS, turn.seed);
      case 'thanks':
        return pickOne(lines.THANKS, turn.seed);
      case 'goodbye':
        return pickOne(lines.GOODBYES, turn.seed);
      case 'hours':
        return pickOne(lines.HOURS, turn.seed);
      case 'help':
        // 'help me find a scary movie' asks for the movie, not the manual.
        return (await aisleAnswer(turn)) ?? pickOne(lines.HELP, turn.seed);
      case 'about':
        return about(turn, intent.subject);
      case 'director-of':
        return directorOf(turn, intent.title);
      case 'films-by':
        return filmsBy(turn, intent.person);
      case 'like':
        return like(turn, intent.title);
      case 'recommend':
        return recommend(turn);
      case 'more':
        return more(turn);
      case 'unknown':
        return unknown(turn, intent.text);
    }
  }

  async function about(turn: Turn, subject: string): Promise<string> {
    const film = await subjectFilm(turn, subject);
    if (film === 'which') return pickOne(lines.WHICH_FILM, turn.seed);
    if (film)
      return film.partial
        ? `${closestLead(turn, film.film)}${facts(turn, film.film, true)}`
        : facts(turn, film.film);
    const person = await findPerson(turn.catalog, subject);
    if (person) return personAnswer(turn, person);
    return (await aisleAnswer(turn)) ?? pickOne(lines.NOT_ON_SHELF, turn.seed);
  }

  async function directorOf(turn: Turn, title: string): Promise<string> {
    const found = await subjectFilm(turn, title);
    if (found === 'which') return pickOne(lines.WHICH_FILM, turn.seed);
    if (!found) return pickOne(lines.NOT_ON_SHELF, turn.seed);
    const { film, partial } = found;
    const lead = partial ? closestLead(turn, film) : '';
    const directors = directorsOf(film);
    if (!directors.length) {
      return `${lead}The box for ${turn.mentions.name(film)} doesn't list a director, sorry — the label must've peeled off. ${lines.takeOn(film.voteAverage, film.id)}`;
    }
    const named = partial ? turn.mentions.again(film) : turn.mentions.name(film);
    const head = `${lead}${named} was directed by ${listOf(directors)}.`;
    const others = await turn.catalog.findFilms({
      related: { genreIds: [], directors: [directors[0]!] },
      exclude: [film.id],
      limit: 2,
    });
    if (!others.length) return `${head} ${lines.takeOn(film.voteAverage, film.id)}`;
    const them = directors.length > 1 ? 'them' : directors[0]!;
    return `${head} Also on my shelf from ${them}: ${listOf(others.map((f) => turn.mentions.name(f)))}.`;
  }

  async function filmsBy(turn: Turn, typed: string): Promise<string> {
    const person = await findPerson(turn.catalog, typed);
    if (!person) return (await aisleAnswer(turn)) ?? pickOne(lines.NO_PERSON, turn.seed);
    return personAnswer(turn, person);
  }

  async function like(turn: Turn, title: string): Promise<string> {
    const found = await subjectFilm(turn, title);
    if (found === 'which') return pickOne(lines.WHICH_FILM, turn.seed);
    if (!found) return (await aisleAnswer(turn)) ?? pickOne(lines.NOT_ON_SHELF, turn.seed);
    const { film: seed, partial } = found;
    const taste = turn.request.taste;
    const picks = await recommendLocally(
      turn.catalog,
      {
        favourites: [{ title: seed.title, movieId: seed.id }],
        // Their thumbs still count: a film like the seed but like a thumbs-down too ranks lower.
        ratings: taste?.ratings ?? [],
        exclude: [...turn.exclude],
      },
      PICKS,
    );
    const films = picks.map((p) => p.film);
    const lead = partial ? closestLead(turn, seed) : '';
    if (!films.length) {
      return `${lead}${turn.mentions.name(seed)} is one of a kind — I don't have anything close enough to do it justice. Want me to try a genre instead?`;
    }
    const seedName = partial ? turn.mentions.again(seed) : turn.mentions.name(seed);
    const list = listOf(films.map((f) => turn.mentions.name(f)));
    return `${lead}${pickOne(LIKE_OPENERS, seed.id)(seedName)} ${list}. ${whyLike(turn, seed, films[0]!)}`;
  }

  async function recommend(turn: Turn): Promise<string> {
    const aisle = await aisleAnswer(turn);
    if (aisle) return aisle;
    const taste = turn.request.taste;
    if (taste && hasPositive(taste)) {
      const picks = await recommendLocally(
        turn.catalog,
        { ...taste, exclude: [...taste.exclude, ...turn.exclude] },
        PICKS,
      );
      if (picks.length) {
        const favouriteIds = taste.favourites.flatMap((f) => (f.movieId === null ? [] : [f.movieId]));
        const favourites = (await turn.catalog.films(favouriteIds)).sort(
          (a, b) => favouriteIds.indexOf(a.id) - favouriteIds.indexOf(b.id),
        );
        const basis = favourites.length
          ? `Going by your top 3 — ${listOf(favourites.map((f) => turn.mentions.name(f)))} —`
          : 'Going by your ratings,';
        const films = picks.map((p) => p.film);
        return `${basis} I'd pull ${listOf(films.map((f) => turn.mentions.name(f)))} for tonight. ${takeLine(turn, films[0]!)}`;
      }
    }
    const films = await aislePicks(turn, { genres: [], era: null }, 5_000);
    if (!films.length) return pickOne(lines.EMPTY_AISLE, turn.seed);
    return `Tonight's staff picks: ${listOf(films.map((f) => turn.mentions.name(f)))}. Tell me your top 3 movies and I can get a lot more personal.`;
  }

  /** 'more': the last real request again, without the films already offered. */
  async function more(turn: Turn): Promise<string> {
    const previous = [...turn.request.history]
      .reverse()
      .filter((t) => t.role === 'user')
      .map((t) => ({ text: simplify(t.content), intent: parseIntent(t.content) }))
      .find((t) => t.intent.kind !== 'more');
    if (!previous) return recommend(turn);
    return answer({ ...turn, text: previous.text }, previous.intent);
  }

  async function unknown(turn: Turn, text: string): Promise<string> {
    const aisle = await aisleAnswer(turn);
    if (aisle) return aisle;
    // A bare title or name ('the matrix', 'kubrick'): only when it clearly is one.
    if (text.split(' ').length <= 6) {
      const found = await findFilm(turn.catalog, text);
      if (found && found.match !== 'partial' && titleMatch(text, found.film.title) !== 'none') {
        return facts(turn, found.film);
      }
      const person = await findPerson(turn.catalog, text);
      if (person) return personAnswer(turn, person);
    }
    return pickOne(lines.FALLBACK, turn.seed);
  }

  /** An answer from the aisle the message names, or null when it names none. */
  async function aisleAnswer(turn: Turn): Promise<string | null> {
    const aisle = aisleOf(turn.text, await latestYear(turn.catalog));
    if (isEmptyAisle(aisle)) return null;
    let films = await aislePicks(turn, aisle);
    let described = describeAisle(aisle);
    let lead = '';
    if (!films.length) {
      const fallback = aisle.genres.find((g) => g.fallback);
      if (fallback?.fallback) {
        const nextDoor: GenreWish = { label: genreLabel(fallback.fallback[0]!), ids: fallback.fallback };
        films = await aislePicks(turn, { genres: [nextDoor], era: aisle.era });
        described = describeAisle({ genres: [nextDoor], era: aisle.era });
        lead = `My ${fallback.label} aisle is thin, so here's the next one over. `;
      }
    }
    if (!films.length) return pickOne(lines.EMPTY_AISLE, turn.seed);
    const list = listOf(films.map((f) => turn.mentions.name(f)));
    return `${lead}${pickOne(AISLE_OPENERS, turn.seed)(described)} ${list}. ${takeLine(turn, films[0]!)}`;
  }

  async function aislePicks(turn: Turn, aisle: Aisle, minVotes = AISLE_MIN_VOTES): Promise<Film[]> {
    const ids = [...new Set(aisle.genres.flatMap((g) => g.ids))];
    const query = {
      // With no genre asked for, every film of the era.
      ...(ids.length > 0 && { related: { genreIds: ids, titles: shelfFilmsIn(ids) } }),
      fromYear: aisle.era?.from ?? null,
      toYear: aisle.era?.to ?? null,
      exclude: [...turn.exclude],
      limit: AISLE_POOL,
    };
    let pool = await turn.catalog.findFilms({ ...query, minVoteCount: minVotes });
    if (pool.length < PICKS) pool = await turn.catalog.findFilms({ ...query, minVoteCount: 0 });
    const scored = pool
      .map((film) => ({ ...film, genreIds: withShelfGenres(film.genreIds, film.title, film.year) }))
      .map((film) => ({ film, wishes: aisle.genres.filter((g) => answers(g, film)).length }))
      // Films that answer every genre asked for ('scary' and 'funny') beat those answering one.
      .sort((a, b) => b.wishes - a.wishes || quality(b.film) - quality(a.film) || a.film.id - b.film.id);
    return varied(
      scored.filter((s) => s.wishes > 0 || !aisle.genres.length).map((s) => s.film),
      PICKS,
    );
  }

  /** The film a subject means: the film just discussed for 'it', else a catalog match. */
  async function subjectFilm(
    turn: Turn,
    subject: string,
  ): Promise<{ film: FilmCard; partial: boolean } | null | 'which'> {
    if (PRONOUNS.test(subject)) {
      const film = await lastFilm(turn);
      return film ? { film, partial: false } : 'which';
    }
    const found = await findFilm(turn.catalog, subject);
    return found ? { film: found.film, partial: found.match === 'partial' } : null;
  }

  async function lastFilm(turn: Turn): Promise<FilmCard | null> {
    const last = [...turn.request.history]
      .reverse()
      .find((t) => t.role === 'assistant' && t.movieIds?.length);
    if (!last?.movieIds?.length) return null;
    return (await turn.catalog.films([last.movieIds[0]!]))[0] ?? null;
  }

  function personAnswer(turn: Turn, person: FoundPerson): string {
    const fresh = person.films.filter((f) => !turn.exclude.has(f.id));
    const films = (fresh.length ? fresh : person.films).slice(0, 4);
    const best = [...films].sort((a, b) => quality(b) - quality(a))[0]!;
    const role = person.department === 'Acting' ? 'starring' : 'by';
    const surname = person.name.split(' ').at(-1)!;
    const list = listOf(films.map((f) => turn.mentions.name(f)));
    const tail = films.length > 1 ? ` If you only grab one, make it ${turn.mentions.again(best)}.` : '';
    return `${person.name}? ${pickOne(PERSON_PRAISE, films[0]!.id)} On my shelves ${role} ${surname}: ${list}.${tail}`;
  }

  /** Year, directors, runtime, genres, certificate and rating, then Chuck's take. */
  function facts(turn: Turn, film: FilmCard, alreadyNamed = false): string {
    const directors = directorsOf(film);
    const name = alreadyNamed ? 'It was' : `${turn.mentions.name(film)},`;
    const head = directors.length
      ? `${name} directed by ${listOf(directors)}.`
      : `${alreadyNamed ? 'It' : turn.mentions.name(film)} doesn't list a director on the box.`;
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

  function closestLead(turn: Turn, film: FilmCard): string {
    return `No exact match for that title, but the closest tape I've got is ${turn.mentions.name(film)}. `;
  }

  function takeLine(turn: Turn, film: Film): string {
    const take = lines.takeOn(film.voteAverage, film.id).replace(/^My take: /, '');
    return `If you only grab one, make it ${turn.mentions.again(film)}. ${capitalise(take)}`;
  }

  function whyLike(turn: Turn, seed: Film, pick: Film): string {
    const shared = directorsOf(pick).find((d) => directorsOf(seed).includes(d));
    if (shared) return `${turn.mentions.again(pick)} is ${shared} again, so you know the drill.`;
    const kind = kindOf(withGenres(pick)).replace(/-/g, ' ');
    return `${turn.mentions.again(pick)} especially — same ${kind} DNA, and it's been flying off my shelf.`;
  }

  return {
    async reply(catalog, request) {
      const text = simplify(request.message);
      const taste = request.taste;
      const exclude = new Set<number>([
        ...recentlyOffered(request.history),
        ...(taste?.exclude ?? []),
        ...(taste?.ratings ?? []).flatMap((r) =>
          r.rating !== 'thumbs_up' && r.movieId !== null ? [r.movieId] : [],
        ),
      ]);
      const turn: Turn = {
        catalog,
        request,
        text,
        seed: seedOf(text) + request.history.length,
        mentions: new Mentions(),
        exclude,
      };
      const reply = await answer(turn, parseIntent(request.message));
      return { text: reply, movieIds: turn.mentions.ids, engine: 'local' };
    },
  };
}

const LIKE_OPENERS: ((seed: string) => string)[] = [
  (s) => `If you dug ${s}, grab`,
  (s) => `Fans of ${s} keep walking out with`,
  (s) => `Loved ${s}? Then you want`,
];

const AISLE_OPENERS: ((described: string) => string)[] = [
  (d) => `Looking for ${d}? Coming right up:`,
  (d) => `${capitalise(d)}? I know just the aisle:`,
  (d) => `For ${d}, I'd grab`,
];

const PERSON_PRAISE = ['Great taste.', "Now we're talking.", "One of the regulars' favourites."];

function answers(wish: GenreWish, film: Film): boolean {
  const has = (id: number) => film.genreIds.includes(id);
  return wish.all ? wish.ids.every(has) : wish.ids.some(has);
}

function recentlyOffered(history: readonly ChatTurn[]): number[] {
  return history
    .filter((t) => t.role === 'assistant')
    .slice(-RECENT_REPLIES)
    .flatMap((t) => t.movieIds ?? []);
}

function hasPositive(taste: Taste): boolean {
  return (
    taste.favourites.some((f) => f.movieId !== null) || taste.ratings.some((r) => r.rating === 'thumbs_up')
  );
}

/** Picks in order, at most one per director, for variety. */
function varied(films: readonly Film[], count: number): Film[] {
  const picks: Film[] = [];
  const directors = new Set<string>();
  for (const film of films) {
    if (picks.length >= count) break;
    if (directorsOf(film).some((d) => directors.has(d))) continue;
    for (const d of directorsOf(film)) directors.add(d);
    picks.push(film);
  }
  return picks;
}

function withGenres<T extends Film>(film: T): T {
  return { ...film, genreIds: withShelfGenres(film.genreIds, film.title, film.year) };
}

const SHORT_GENRE: Record<string, string> = { 'Science Fiction': 'sci-fi', 'TV Movie': 'TV' };

function genreLabel(id: number): string {
  const name = TMDB_GENRES.find((g) => g.id === id)?.name ?? 'movie';
  return SHORT_GENRE[name] ?? name.toLowerCase();
}

function genreNames(film: Film): string[] {
  return withGenres(film).genreIds.map(genreLabel);
}

/** 'an 88-minute', 'an action', 'a 136-minute'. */
function articleFor(phrase: string): string {
  return /^(?:[aeiou]|8|11-|18-)/i.test(phrase) ? 'an' : 'a';
}

function joinClauses(bits: readonly string[]): string {
  if (bits.length <= 2) return bits.join(', and ');
  return `${bits.slice(0, -1).join(', ')}, and ${bits.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
