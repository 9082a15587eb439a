/**
 * The store's aisles as a visitor asks for them: genres, moods and eras in everyday words
 * ('something funny', 'a 90s thriller', 'a scary movie from the 80s').
 */

export interface GenreWish {
  /** How Chuck names the aisle. */
  label: string;
  /** TMDB genre ids, any of which will do (every one of them when `all`). */
  ids: number[];
  all?: boolean;
  /** A nearby aisle when the catalog has nothing in this one (the embedded data has no Crime genre). */
  fallback?: number[];
}

export interface Era {
  from: number;
  to: number;
  /** 'the 80s', '1994', 'the golden age'. */
  label: string;
}

export interface Aisle {
  genres: GenreWish[];
  era: Era | null;
}

export const G = {
  action: 28,
  adventure: 12,
  animation: 16,
  comedy: 35,
  crime: 80,
  documentary: 99,
  drama: 18,
  family: 10751,
  fantasy: 14,
  history: 36,
  horror: 27,
  music: 10402,
  mystery: 9648,
  romance: 10749,
  scifi: 878,
  thriller: 53,
  war: 10752,
  western: 37,
} as const;

/** Phrases (regex source, matched on whole words of lower-case text) and the aisle they mean. */
const GENRE_WORDS: [string, GenreWish][] = [
  ['rom ?coms?|romantic comed(?:y|ies)', { label: 'romantic comedy', ids: [G.romance, G.comedy], all: true }],
  [
    'feel[- ]?good|uplifting|cheer me up|heart ?warming|wholesome',
    { label: 'feel-good', ids: [G.comedy, G.family] },
  ],
  [
    'action(?:[- ]packed)?|explosions?|shoot[- ]?em[- ]?ups?|butt[- ]kicking',
    { label: 'action', ids: [G.action] },
  ],
  ['adventures?|swashbuckl\\w*|treasure hunts?|epic quests?', { label: 'adventure', ids: [G.adventure] }],
  ['animated|animation|cartoons?|anime', { label: 'animated', ids: [G.animation], fallback: [G.family] }],
  [
    'comed(?:y|ies)|funny|funnier|hilarious|laughs?|comedic|goofy|silly|a good laugh|light[- ]?hearted',
    { label: 'comedy', ids: [G.comedy] },
  ],
  [
    'crime|gangsters?|heists?|mob|mafia|mobsters?|cops?|noir',
    { label: 'crime', ids: [G.crime], fallback: [G.thriller] },
  ],
  ['documentar(?:y|ies)|docs?|true stor(?:y|ies)', { label: 'documentary', ids: [G.documentary] }],
  ['dramas?|dramatic|tear ?jerkers?|sad|weepies?|serious', { label: 'drama', ids: [G.drama] }],
  ['family|kids?|children|kid[- ]friendly|all ages', { label: 'family', ids: [G.family] }],
  ['fantasy|fantasies|magic(?:al)?|wizards?|dragons?|fairy ?tales?', { label: 'fantasy', ids: [G.fantasy] }],
  ['histor(?:y|ical)|period pieces?|costume dramas?', { label: 'period piece', ids: [G.history] }],
  [
    'horror|scary|scarier|scare me|spooky|creepy|frightening|terrifying|slashers?|halloween|haunted|zombies?|monsters?',
    { label: 'horror', ids: [G.horror] },
  ],
  ['musicals?|music|singing|rock ?(?:and|n) ?roll', { label: 'musical', ids: [G.music] }],
  [
    'myster(?:y|ies)|whodunn?its?|detectives?',
    { label: 'mystery', ids: [G.mystery], fallback: [G.thriller] },
  ],
  ['romance|romantic|love stor(?:y|ies)|date night|dates?|kissing', { label: 'romance', ids: [G.romance] }],
  [
    'sci[- ]?fi|science[- ]fiction|scifi|space|aliens|robots?|futuristic|time travel',
    { label: 'sci-fi', ids: [G.scifi] },
  ],
  [
    'thrillers?|suspense(?:ful)?|tense|edge of (?:my|your|the) seat|nail[- ]?biters?|psychological',
    { label: 'thriller', ids: [G.thriller] },
  ],
  [
    'war|wars|battles?|soldiers?|wwii|world war',
    { label: 'war', ids: [G.war], fallback: [G.history, G.action] },
  ],
  ['westerns?|cowboys?|wild west|gunslingers?', { label: 'western', ids: [G.western] }],
];

const GENRE_PATTERNS = GENRE_WORDS.map(([words, wish]) => ({ re: new RegExp(`\\b(?:${words})\\b`), wish }));

const DECADE_WORDS: Record<string, number> = {
  twenties: 1920,
  thirties: 1930,
  forties: 1940,
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
};

function decade(start: number): Era {
  const short = start < 2000 ? `${String(start).slice(2)}s` : `${start}s`;
  return { from: start, to: start + 9, label: `the ${short}` };
}

/** The era a request names, if any; `latestYear` is the newest film on the shelf. */
export function eraOf(text: string, latestYear: number): Era | null {
  const decadeMatch =
    /\b(?:19|')?([2-9])0'?s\b/.exec(text) ??
    /\b(20[0-2])0'?s\b/.exec(text) ??
    /\b(two thousands|noughties)\b/.exec(text);
  if (decadeMatch) {
    const [, digit] = decadeMatch;
    if (digit === 'two thousands' || digit === 'noughties') return decade(2000);
    if (digit!.length === 3) return decade(Number(digit) * 10);
    return decade(1900 + Number(digit) * 10);
  }
  for (const [word, start] of Object.entries(DECADE_WORDS)) {
    if (new RegExp(`\\b${word}\\b`).test(text)) return decade(start);
  }
  const year = /\b(?:from|in|of|released in|made in|around)\s+(19[1-9]\d|20[0-2]\d)\b/.exec(text);
  if (year) return { from: Number(year[1]), to: Number(year[1]), label: year[1]! };
  if (/\b(old(?:ie)?s?|golden age|black and white|vintage|old[- ]school|classics?)\b/.test(text)) {
    return { from: 1900, to: 1969, label: 'the golden age' };
  }
  if (/\b(recent|new(?:er|est)?|latest|modern|fresh)\b/.test(text)) {
    return { from: latestYear - 5, to: latestYear, label: 'the newest shelf' };
  }
  return null;
}

/** Genres named in the text, most specific first ('romantic comedy' before 'comedy'), without repeats. */
function genresOf(text: string): GenreWish[] {
  return takeGenres(text).genres;
}

/** The genres named in the text, and the text without their words. */
export function takeGenres(text: string): { genres: GenreWish[]; rest: string } {
  const genres: GenreWish[] = [];
  let rest = text;
  for (const { re, wish } of GENRE_PATTERNS) {
    if (!re.test(rest)) continue;
    // A matched phrase is used once: 'romantic comedy' is not also 'romance' and 'comedy'.
    rest = rest.replace(new RegExp(re.source, 'g'), ' ');
    if (!genres.some((f) => f.label === wish.label)) genres.push(wish);
  }
  return { genres, rest };
}

export function aisleOf(text: string, latestYear: number): Aisle {
  return { genres: genresOf(text), era: eraOf(text, latestYear) };
}

/** What 'something like X but Y' asks to change: an aisle to move to, genres to leave out ('less scary'). */
export interface Twist {
  aisle: Aisle;
  avoid: number[];
}

const NEGATED =
  /\b(?:less|not(?: as| so| too)?|no|without(?: the| any)?|minus(?: the)?|fewer|non)[- ]([\w-]+(?: [\w-]+)?)/g;

export function twistOf(text: string, latestYear: number): Twist {
  const avoid = new Set<number>();
  const rest = text.replace(NEGATED, (_, words: string) => {
    for (const wish of genresOf(words)) for (const id of wish.ids) avoid.add(id);
    return ' ';
  });
  return { aisle: aisleOf(rest, latestYear), avoid: [...avoid] };
}

export function isEmptyAisle(aisle: Aisle): boolean {
  return aisle.genres.length === 0 && aisle.era === null;
}

/** 'a 90s thriller', 'comedy from the 80s', 'sci-fi'. */
export function describeAisle(aisle: Aisle): string {
  const genres = aisle.genres.map((g) => g.label).join(' / ');
  if (!aisle.era) return genres || 'anything';
  return genres ? `${genres} from ${aisle.era.label}` : `films from ${aisle.era.label}`;
}
