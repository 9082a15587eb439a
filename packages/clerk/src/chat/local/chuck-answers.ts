import { aisleOf } from '../aisles.ts';
import type { ChuckTopic } from '../intent.ts';
import { pickOne } from '../text.ts';
import * as lines from './lines.ts';
import { aislePicks } from './picks.ts';
import type { Turn } from './turn.ts';

// Questions about Chuck himself, answered by the 1999 clerk: his favourite film, who he is, the store.

/** It is 1999 behind Chuck's counter: his favourite is a film he could have rented by then. */
const CHUCKS_YEAR = 1999;
/** A favourite everyone has heard of: only films many renters rated. */
const FAVOURITE_MIN_VOTES = 100_000;

/** What Chuck says about himself, the store and the DVD Club's rules. */
const TOPIC_LINES: Record<Exclude<ChuckTopic, 'favourite'>, readonly string[]> = {
  self: lines.ABOUT_CHUCK,
  store: lines.ABOUT_STORE,
  lending: lines.ABOUT_LENDING,
  credits: lines.ABOUT_CREDITS,
  holds: lines.ABOUT_HOLDS,
};

export async function aboutChuck(turn: Turn, topic: ChuckTopic): Promise<string> {
  return topic === 'favourite' ? favourite(turn) : pickOne(TOPIC_LINES[topic], turn.seed);
}

/**
 * His favourite: the best-loved film of the aisle asked about ('your favourite horror movie'),
 * else of everything up to 1999. The same film every time he is asked.
 */
async function favourite(turn: Turn): Promise<string> {
  const aisle = aisleOf(turn.text, await turn.latestYear());
  const era = aisle.era ?? { from: 0, to: CHUCKS_YEAR, label: '' };
  const [film] = await aislePicks(
    turn,
    { genres: aisle.genres, era },
    { count: 1, minVotes: FAVOURITE_MIN_VOTES, keepOffered: true },
  );
  if (!film) return pickOne(lines.NO_FAVOURITE, turn.seed);
  const name = turn.mentions.name(film);
  return `${pickOne(FAVOURITE_OPENERS, film.id)(name)} ${lines.takeOn(film.voteAverage, film.id)} What's yours?`;
}

const FAVOURITE_OPENERS: ((film: string) => string)[] = [
  (f) => `Easy — ${f}. I've rewound our copy so many times the label's gone soft.`,
  (f) => `You're asking the guy who alphabetises for fun? ${f}, no contest.`,
  (f) => `If the store were on fire, the tape I'd grab on the way out is ${f}.`,
];
