import type { Film } from '../../recommender/film.ts';
import { G } from '../aisles.ts';
import { type Ask, emptyAsk, parseAsk } from '../ask/ask.ts';
import { LONG_MIN, SHORT_MAX } from '../ask/runtime.ts';
import { parseIntent, type Refinement, simplify } from '../intent.ts';
import { pickOne } from '../text.ts';
import { answerAsk, askAnswer } from './ask-answers.ts';
import * as lines from './lines.ts';
import type { Turn } from './turn.ts';

// 'something older', 'funnier', 'shorter': the last request again, changed, measured against the
// films Chuck just named (older than the oldest of them, shorter than the shortest).

/** The year Chuck reaches back from when nothing was named yet ('something older'). */
const OLDER_THAN_DEFAULT = 1990;

export async function refine(turn: Turn, change: Refinement): Promise<string> {
  const history = turn.request.history;
  const latestYear = await turn.latestYear();
  // The films named just before each refinement bound it ('older' than the oldest of them).
  const shownBefore = (end: number) =>
    history.slice(0, end).findLast((t) => t.role === 'assistant' && t.movieIds?.length)?.movieIds ?? [];
  const changes = [{ change, shown: shownBefore(history.length) }];
  // The request refined: the last one that was not itself a refinement ('a 90s thriller', 'older', 'shorter').
  let base: Ask | null = null;
  for (let i = history.length - 1; i >= 0 && !base; i--) {
    const said = history[i]!;
    if (said.role !== 'user') continue;
    const intent = parseIntent(said.content);
    if (intent.kind === 'refine') changes.unshift({ change: intent.change, shown: shownBefore(i) });
    else base = parseAsk(simplify(said.content), latestYear) ?? emptyAsk();
  }
  // Nothing asked or shown yet: the words alone ('something funnier' is a comedy).
  if (!base && !changes[0]!.shown.length)
    return (await askAnswer(turn)) ?? pickOne(lines.FALLBACK, turn.seed);
  let ask = base ?? emptyAsk();
  for (const step of changes) ask = refined(ask, step.change, await turn.catalog.films(step.shown));
  return answerAsk(turn, ask, pickOne(LEADS, turn.seed));
}

/** The ask with the change made, bounds taken from the films just shown. */
function refined(ask: Ask, change: Refinement, shown: readonly Film[]): Ask {
  const years = shown.flatMap((f) => (f.year === null ? [] : [f.year]));
  const runtimes = shown.flatMap((f) => (f.runtime === null ? [] : [f.runtime]));
  const next: Ask = { ...ask, genres: [...ask.genres], withoutGenres: [...ask.withoutGenres] };
  const wish = (id: number, label: string) => {
    next.withoutGenres = next.withoutGenres.filter((g) => g !== id);
    if (!next.genres.some((g) => g.ids.length === 1 && g.ids[0] === id))
      next.genres.push({ label, ids: [id] });
  };
  switch (change) {
    case 'older': {
      const before = years.length ? Math.min(...years) : (ask.years?.from ?? OLDER_THAN_DEFAULT);
      next.years = { from: null, to: before - 1, label: `before ${before}` };
      break;
    }
    case 'newer': {
      const after = years.length ? Math.max(...years) : (ask.years?.to ?? OLDER_THAN_DEFAULT);
      next.years = { from: after + 1, to: null, label: `after ${after}` };
      break;
    }
    case 'shorter': {
      const max = runtimes.length ? Math.min(...runtimes) - 1 : SHORT_MAX;
      next.runtime = { min: null, max, label: `under ${max + 1} minutes` };
      break;
    }
    case 'longer': {
      const min = runtimes.length ? Math.max(...runtimes) + 1 : LONG_MIN;
      next.runtime = { min, max: null, label: `over ${min - 1} minutes` };
      break;
    }
    case 'funnier':
      wish(G.comedy, 'comedy');
      break;
    case 'scarier':
      wish(G.horror, 'horror');
      break;
    case 'lighter':
      next.genres = next.genres.filter((g) => !g.ids.includes(G.horror));
      next.withoutGenres = [...new Set([...next.withoutGenres, G.horror, G.war])];
      break;
    case 'better':
      next.sort = 'rating';
      break;
  }
  return next;
}

const LEADS = ['Sure thing. ', 'Coming up. ', 'Let me check the back. ', ''];
