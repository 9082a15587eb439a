import { directorsOf, type Film } from '../../recommender/film.ts';
import { recommendLocally } from '../../recommender/local/local-engine.ts';
import { kindOf } from '../../recommender/local/reasons.ts';
import { aisleOf, isEmptyAisle, type Twist, twistOf } from '../aisles.ts';
import type { ShelfDisc } from '../club-shelf.ts';
import { listOf, pickOne } from '../text.ts';
import { askAnswer } from './ask-answers.ts';
import { discAnswer } from './club-answers.ts';
import * as lines from './lines.ts';
import { aislePicks, genreLabel, PICKS, withGenres } from './picks.ts';
import { notInCatalog, resolveSubject } from './subject.ts';
import type { Turn } from './turn.ts';

/**
 * 'something like X', 'I liked X, what should I watch': films like X (never X itself), whatever
 * the visitor's top 3 is. With a twist ('but funny', 'but from the 90s', 'but less scary'), the
 * films nearest X in that aisle. X may be a film only members have: its case says enough.
 */
export async function like(turn: Turn, typed: string, twistText: string | null): Promise<string> {
  const subject = await resolveSubject(turn, typed);
  if (subject === 'which') return pickOne(lines.WHICH_FILM, turn.seed);
  if (!subject) return (await askAnswer(turn)) ?? notInCatalog(turn, typed);
  const twist = twistText ? twistOf(twistText, await turn.latestYear()) : null;
  const twisted = twist && (!isEmptyAisle(twist.aisle) || twist.avoid.length > 0) ? twist : null;
  if (subject.kind === 'disc') return likeDisc(turn, subject.discs, twisted);

  const { film: seed, partial } = subject;
  if (partial) return notInCatalog(turn, typed, seed);
  const films = twisted
    ? await aislePicks(turn, twisted.aisle, { near: seed, avoid: twisted.avoid })
    : await nearest(turn, seed);
  const seedName = turn.mentions.name(seed);
  if (!films.length) {
    return `${seedName} is one of a kind — I don't have anything close enough to do it justice${twisted ? ' in that aisle' : ''}. Want me to try a genre instead?`;
  }
  const list = listOf(films.map((f) => turn.mentions.name(f)));
  const opener = twisted ? twistOpener(seedName, twisted) : pickOne(LIKE_OPENERS, seed.id)(seedName);
  return `${opener} ${list}. ${whyLike(turn, seed, films[0]!)}`;
}

/** Films like the seed by the recommender, the visitor's thumbs still counting. */
async function nearest(turn: Turn, seed: Film): Promise<Film[]> {
  const picks = await recommendLocally(
    turn.catalog,
    {
      favourites: [{ title: seed.title, movieId: seed.id }],
      // A film like the seed but like a thumbs-down too ranks lower.
      ratings: turn.request.taste?.ratings ?? [],
      exclude: [...turn.exclude],
    },
    PICKS,
  );
  return picks.map((p) => p.film);
}

/** Like a film only members have: the catalog films nearest what its case says (director, genre, year). */
async function likeDisc(turn: Turn, discs: readonly ShelfDisc[], twist: Twist | null): Promise<string> {
  const head = await discAnswer(turn, discs, 'about');
  const seed = caseFilm(discs);
  if (!seed.director && !seed.genreIds.length) {
    return `${head} Tell me what you liked about it — the genre, the era — and I'll find you more like it.`;
  }
  const films = await aislePicks(turn, twist?.aisle ?? { genres: [], era: null }, {
    near: seed,
    avoid: twist?.avoid ?? [],
  });
  if (!films.length) return `${head} Nothing in my catalog comes close enough, though. Want to try a genre?`;
  return `${head} For more like it${twist ? ` (${twistWords(twist)})` : ''}, I'd grab ${listOf(films.map((f) => turn.mentions.name(f)))}.`;
}

/** A club film as the recommender compares films: what its case says, nothing more. */
function caseFilm(discs: readonly ShelfDisc[]): Film {
  const genre = discs.find((d) => d.genre)?.genre ?? '';
  const genreIds = aisleOf(genre.toLowerCase(), 0).genres.flatMap((g) => [...g.ids, ...(g.fallback ?? [])]);
  return {
    // Not a catalog id: nothing in the catalog is this film.
    id: 0,
    title: discs[0]!.title,
    year: discs.find((d) => d.year)?.year ?? null,
    director: discs.find((d) => d.director)?.director ?? null,
    genreIds: [...new Set(genreIds)],
    majorGenre: null,
    creativeType: null,
    source: null,
    mpaaRating: null,
    voteAverage: null,
    voteCount: 0,
    rottenTomatoes: null,
    runtime: discs.find((d) => d.runtimeMinutes)?.runtimeMinutes ?? null,
  };
}

/** 'with a comedy streak', 'from the 90s', 'without the horror'. */
function twistWords({ aisle, avoid }: Twist): string {
  const parts: string[] = [];
  if (aisle.genres.length) parts.push(`with a ${aisle.genres.map((g) => g.label).join(' / ')} streak`);
  if (aisle.era) parts.push(`from ${aisle.era.label}`);
  if (avoid.length) parts.push(`without the ${listOf([...new Set(avoid.map(genreLabel))])}`);
  return parts.join(', ');
}

function twistOpener(seedName: string, twist: Twist): string {
  return `${seedName}, but ${twistWords(twist)}? Try`;
}

const LIKE_OPENERS: ((seed: string) => string)[] = [
  (s) => `If you dug ${s}, grab`,
  (s) => `Fans of ${s} keep walking out with`,
  (s) => `Loved ${s}? Then you want`,
];

function whyLike(turn: Turn, seed: Film, pick: Film): string {
  const shared = directorsOf(pick).find((d) => directorsOf(seed).includes(d));
  if (shared) return `${turn.mentions.again(pick)} is ${shared} again, so you know the drill.`;
  const kind = kindOf(withGenres(pick)).replace(/-/g, ' ');
  return `${turn.mentions.again(pick)} especially — same ${kind} DNA, and it's been flying off my shelf.`;
}
