import type { Catalog } from '@chuck/catalog';
import { recommendLocally } from '../../recommender/local/local-engine.ts';
import type { Taste } from '../../recommender/taste.ts';
import { hasFilmConstraint, parseAsk } from '../ask/ask.ts';
import type { ChatRequest, DraftReply } from '../chat-types.ts';
import { type Intent, parseIntent, simplify } from '../intent.ts';
import { findFilm, findPerson, latestYearCache } from '../shelf.ts';
import { listOf, pickOne, titleMatch } from '../text.ts';
import { answerAsk, askAnswer } from './ask-answers.ts';
import { aboutChuck } from './chuck-answers.ts';
import { discAnswer, shelfListing, whoHas } from './club-answers.ts';
import { compare } from './compare.ts';
import { filmFact, isIt } from './film-answers.ts';
import * as lines from './lines.ts';
import { filmsBy, personAnswer } from './people-answers.ts';
import { aislePicks, PICKS, takeLine } from './picks.ts';
import { refine } from './refine.ts';
import { like } from './similar.ts';
import { newTurn, type Turn } from './turn.ts';

/** Staff picks are films most renters have heard of. */
const STAFF_PICK_MIN_VOTES = 5_000;
/** A bare message this short may be a title or a name ('the matrix', 'kubrick'). */
const BARE_SUBJECT_WORDS = 6;

export interface LocalChat {
  reply(catalog: Catalog, request: ChatRequest): Promise<DraftReply>;
}

/**
 * Chuck's grounded local engine: intent rules over the catalog and the members' shelf. Every title
 * comes from one or the other.
 */
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
        return (await askAnswer(turn)) ?? pickOne(lines.HELP, turn.seed);
      case 'about':
        return filmFact(turn, intent.subject, 'about');
      case 'director-of':
        return filmFact(turn, intent.title, 'director');
      case 'year-of':
        return filmFact(turn, intent.title, 'year');
      case 'runtime-of':
        return filmFact(turn, intent.title, 'runtime');
      case 'films-by':
        return filmsBy(turn, intent.person);
      case 'like':
        return like(turn, intent.title, intent.twist);
      case 'who-has':
        return whoHas(turn, intent.title);
      case 'club-shelf':
        return shelfListing(turn, intent.search);
      case 'chuck':
        return aboutChuck(turn, intent.topic);
      case 'recommend':
        return recommend(turn);
      case 'more':
        return more(turn);
      case 'cast-of':
        return filmFact(turn, intent.title, 'cast');
      case 'facts':
        return filmFact(turn, intent.title, intent.facts);
      case 'compare':
        return compare(turn, intent);
      case 'is-it':
        return isIt(turn, intent.title, intent.quality);
      case 'refine':
        return refine(turn, intent.change);
      case 'unknown':
        return unknown(turn, intent.text);
    }
  }

  async function recommend(turn: Turn): Promise<string> {
    const aisle = await askAnswer(turn);
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
    const films = await aislePicks(turn, { genres: [], era: null }, { minVotes: STAFF_PICK_MIN_VOTES });
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
    const ask = parseAsk(turn.text, await turn.latestYear());
    if (ask && hasFilmConstraint(ask)) return answerAsk(turn, ask);
    // A bare title or name ('the matrix', 'kubrick films'): only when it clearly is one.
    if (text.split(' ').length <= BARE_SUBJECT_WORDS) {
      const found = await findFilm(turn.catalog, text);
      if (found && found.match !== 'partial' && titleMatch(text, found.film.title) !== 'none') {
        return filmFact(turn, text, 'about');
      }
      const name = text.replace(/(?:'s)?\s+(?:movies|films|flicks|pictures|filmography|stuff|work)$/, '');
      const person = await findPerson(turn.catalog, name);
      if (person) return personAnswer(turn, person);
      // A film only members have ('heat'), said exactly as it is listed.
      const discs = (await turn.shelf.discsOf({ title: text, movieId: null })).filter(
        (d) => titleMatch(text, d.title) === 'exact',
      );
      if (discs.length) return discAnswer(turn, discs, 'about');
    }
    // 'any films with tom hanks': people the words name.
    return (await askAnswer(turn)) ?? pickOne(lines.FALLBACK, turn.seed);
  }

  return {
    async reply(catalog, request) {
      const turn = newTurn(catalog, request, latestYear);
      const text = await answer(turn, parseIntent(request.message));
      return { text, movieIds: turn.mentions.ids, engine: 'local', discs: turn.mentions.discs };
    },
  };
}

function hasPositive(taste: Taste): boolean {
  return (
    taste.favourites.some((f) => f.movieId !== null) || taste.ratings.some((r) => r.rating === 'thumbs_up')
  );
}
