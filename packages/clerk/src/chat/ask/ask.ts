import { eraOf, type GenreWish, takeGenres } from '../aisles.ts';
import { MOOD_PATTERNS, type Mood } from './moods.ts';
import { LONG_MIN, type RuntimeLimit, SHORT_MAX, takeRuntime } from './runtime.ts';

/**
 * What a request for films asks, read from its words alone: every constraint a film Chuck names
 * must meet (docs/chuck-questions.md). The catalog query that honours it is `askedFilms`.
 */
export interface Ask {
  /** Each wish must hold; a wish holds when the film has any of its genres. */
  genres: GenreWish[];
  /** Genres no film may have ('no horror'). */
  withoutGenres: number[];
  /** Words no film's title may hold ('not star wars'), normalised. */
  withoutTitles: string[];
  years: YearRange | null;
  /** People as typed; `role` when the words said ('with tom hanks', 'directed by spielberg'). */
  people: AskedPerson[];
  runtime: RuntimeLimit | null;
  /** 'rating' for 'the best', 'highest rated'. */
  sort: 'renown' | 'rating';
  mood: Mood | null;
}

interface YearRange {
  from: number | null;
  to: number | null;
  /** 'the 70s', 'after 2015', 'before 1960'. */
  label: string;
}

export interface AskedPerson {
  name: string;
  role: 'director' | 'actor' | 'any';
}

export function emptyAsk(): Ask {
  return {
    genres: [],
    withoutGenres: [],
    withoutTitles: [],
    years: null,
    people: [],
    runtime: null,
    sort: 'renown',
    mood: null,
  };
}

/** Whether the ask holds any constraint at all. */
function constrains(ask: Ask): boolean {
  return hasFilmConstraint(ask) || ask.people.length > 0;
}

/** Whether it asks more of the films than whose they are. */
export function hasFilmConstraint(ask: Ask): boolean {
  return (
    ask.genres.length > 0 ||
    ask.withoutGenres.length > 0 ||
    ask.withoutTitles.length > 0 ||
    ask.years !== null ||
    ask.runtime !== null ||
    ask.sort === 'rating' ||
    ask.mood !== null
  );
}

/** 'not', 'no', "isn't", 'without', 'except', 'other than' and what follows, up to the next constraint. */
const NEGATION =
  /\b(?:not|no|isn'?t|aren'?t|ain'?t|without(?: any)?|except(?: for)?|other than|besides|nothing|anything but|minus)\s+(?!(?:more|longer|less|shorter|later|earlier|newer|older) than\b)(?:(?:a|an|the|any|too|more|so)\s+)?([a-z0-9' :.&-]+?)(?=$|[,;!?]|\s(?:and|or|but|from|in|under|over|with|starring|by|that|which|please|for|before|after|since|newer|older|made|released|less|shorter|longer|than)\b)/g;
const SORT =
  /\b(?:the )?(?:very )?(?:highest[- ]rated|top[- ]rated|best[- ]rated|better[- ]rated|highly[- ]rated|well[- ]rated|rated highest|most acclaimed|critically acclaimed|acclaimed|greatest|finest|best|top)\b/g;

/** Explicit year limits: 'newer than 2015', 'after 1980', 'before 1960', 'between 1980 and 1990'. */
const YEAR = '((?:19|20)\\d\\d)';
const YEAR_RANGES: [RegExp, (a: number, b?: number) => YearRange][] = [
  [
    new RegExp(`\\b(?:between|from) ${YEAR} (?:and|to|-|through|till|until) ${YEAR}\\b`, 'g'),
    (a, b) => ({ from: a, to: b!, label: `${a}–${b}` }),
  ],
  [
    new RegExp(
      `\\b(?:newer than |later than |after |post[- ]?)${YEAR}\\b|\\b${YEAR} or (?:later|newer|after)\\b`,
      'g',
    ),
    (a) => ({ from: a + 1, to: null, label: `after ${a}` }),
  ],
  [
    new RegExp(`\\b(?:since|from) ${YEAR} (?:on|onwards?)\\b|\\bsince ${YEAR}\\b`, 'g'),
    (a) => ({ from: a, to: null, label: `since ${a}` }),
  ],
  [
    new RegExp(
      `\\b(?:older than |earlier than |before |pre[- ]?)${YEAR}\\b|\\b${YEAR} or (?:earlier|older|before)\\b`,
      'g',
    ),
    (a) => ({ from: null, to: a - 1, label: `before ${a}` }),
  ],
];
/** The words `eraOf` reads an era from, to take them out of the text. */
const ERA_WORDS =
  /\b(?:(?:from|in|of|made in|released in|around) )?(?:the )?(?:(?:19|')?[2-9]0'?s|20[0-2]0'?s|two thousands|noughties|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|(?:19[1-9]\d|20[0-2]\d)|old(?:ie)?s?|golden age|black and white|vintage|old[- ]school|classics?|recent|new(?:er|est)?|latest|modern|fresh)\b/g;

/** What may remain of a negated phrase that named only genres ('no horror movies at all'). */
const GENRE_ONLY_LEFT = /^(?:\s|movies?|films?|flicks?|stuff|ones?|anything|at all|please|pls|stories)*$/;

/** Words that carry no constraint: what is left after them may be a person's name. */
const FILLER = new Set(
  `a an the some something anything any one ones movie movies film films flick flicks picture pictures
  good great nice fun cool decent solid watch watching watchable see rent pick picks recommend recommendation
  recommendations suggest suggestion suggestions what whats what's which is are was were there i i'm im i'd id
  me my we us our you your can could would will should do does did got get give show find tell looking look
  want wanna need like love please pls plz chuck hey hi hello ok okay so um hmm well just really maybe kinda
  kind sort of to for in on at with starring featuring by directed director from and or but that this it
  tonight today now evening weekend night have has had any1 anyone else more other stuff thing things
  lol haha yeah yes sure also too very new list all mood feel feeling guys please idea ideas options option
  them those these who whos who's star stars acted acting actor actress played plays cast made make
  go going gonna let lets let's know think title titles should shall might must may any more
  tho though then yet right now rated rating ratings of all time ever somethin sumthing smth pls thx dude man buddy bro`.split(
    /\s+/,
  ),
);

/** The constraints of a request; null when it names none. */
export function parseAsk(text: string, latestYear: number): Ask | null {
  const ask = emptyAsk();
  let rest = ` ${text} `;

  rest = rest.replace(NEGATION, (_, what: string) => {
    const phrase = what.trim();
    const { genres, rest: left } = takeGenres(phrase);
    const limit = takeRuntime(phrase);
    // 'no horror movies' names a genre; 'not star wars' a title that holds a genre's word.
    const onlyGenres = genres.length > 0 && GENRE_ONLY_LEFT.test(left);
    if (onlyGenres) ask.withoutGenres.push(...genres.flatMap((g) => g.ids));
    else if (limit.runtime) ask.runtime = negatedRuntime(limit.runtime, phrase);
    else if (isTitleLike(phrase)) ask.withoutTitles.push(titleWords(phrase));
    return ' ';
  });

  for (const { re, mood } of MOOD_PATTERNS) {
    re.lastIndex = 0;
    if (!re.test(rest)) continue;
    rest = rest.replace(re, ' ');
    if (ask.mood) continue;
    ask.mood = mood;
    ask.genres.push(mood.genres);
    ask.withoutGenres.push(...mood.avoid);
  }

  const timed = takeRuntime(rest);
  if (timed.runtime) {
    ask.runtime ??= timed.runtime;
    rest = timed.rest;
  }

  for (const [re, range] of YEAR_RANGES) {
    rest = rest.replace(re, (_, ...groups: (string | undefined)[]) => {
      const years = groups.filter((g): g is string => typeof g === 'string' && /^\d{4}$/.test(g));
      ask.years ??= range(Number(years[0]), years[1] === undefined ? undefined : Number(years[1]));
      return ' ';
    });
  }
  if (!ask.years) {
    const era = eraOf(rest, latestYear);
    if (era) ask.years = { from: era.from, to: era.to, label: era.label };
  }
  rest = rest.replace(ERA_WORDS, ' ');

  if (SORT.test(rest)) {
    ask.sort = 'rating';
    rest = rest.replace(SORT, ' ');
  }

  const genres = takeGenres(rest);
  for (const wish of genres.genres)
    if (!ask.genres.some((g) => g.label === wish.label)) ask.genres.push(wish);
  rest = genres.rest;

  ask.people = peopleIn(rest);
  ask.withoutGenres = [...new Set(ask.withoutGenres)];
  return constrains(ask) ? ask : null;
}

/** Words after 'not' that name no film ("i'm not sure", 'no idea', 'not now'). */
const NOT_A_TITLE =
  /^(?:sure|really|idea|clue|problem|thanks|thank|worries|way|big deal|much|bad|quite|yet|now|again|today|tonight|that|this|it|one|me|i|you|seen|watched|interested|into|in the mood|fussed|picky|certain)\b/;

/** Whether negated words may be a title ('star wars'), not a turn of phrase. */
function isTitleLike(phrase: string): boolean {
  const words = titleWords(phrase);
  return words.length >= 2 && words.split(' ').length <= 5 && !NOT_A_TITLE.test(words);
}

/** 'not too long' is short; 'not over 2 hours' is 2 hours at most; 'not short' is longer than short. */
function negatedRuntime(limit: RuntimeLimit, phrase: string): RuntimeLimit {
  const label = `not ${phrase.replace(/^too /, 'too ')}`;
  if (limit.min !== null && limit.max === null) {
    return { min: null, max: limit.min === LONG_MIN ? SHORT_MAX : limit.min, label };
  }
  return { min: (limit.max ?? SHORT_MAX) + 1, max: null, label };
}

/** Lower case words only ('Star Wars!' → 'star wars'), as titles are compared. */
function titleWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(?:movies?|films?|flicks?|stuff|ones?|please)\b/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Names left in the request once every constraint and filler word is gone ('films with tom hanks
 * from the 90s' → 'tom hanks'); the word before a name says its role.
 */
function peopleIn(rest: string): AskedPerson[] {
  const people: AskedPerson[] = [];
  const chunks = rest
    .replace(/[^a-z' .-]+/g, ' ')
    .split(/\s(?:and|or|&)\s|,/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  for (const chunk of chunks) {
    const words = chunk.split(/\s+/);
    const role: AskedPerson['role'] = /\b(?:directed by|director|by|from)\s/.test(chunk)
      ? 'director'
      : /\b(?:with|starring|featuring|stars?|actor|actress)\s/.test(chunk)
        ? 'actor'
        : 'any';
    const name = words.filter((w) => !FILLER.has(w.replace(/'s$/, '')) && w.length > 1).join(' ');
    const named = name.replace(/'s\b/g, '').trim();
    if (named && named.split(' ').length <= 4) people.push({ name: named, role });
  }
  return people;
}
