// Running-time limits as people say them: 'under 90 minutes', 'an hour and a half', 'short'.

export interface RuntimeLimit {
  min: number | null;
  max: number | null;
  /** 'under 90 minutes', 'short'. */
  label: string;
}

/** A short film, to a renter: under an hour and a half, give or take. */
export const SHORT_MAX = 95;
/** A long one: two and a half hours or more. */
export const LONG_MIN = 150;
/** 'about two hours': this far either side. */
const AROUND = 10;

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };
const AMOUNT = '(\\d+(?:\\.\\d+)?|an?|one|two|three|four)';
const DURATION = new RegExp(
  `${AMOUNT}\\s*(?:(hours?|hrs?|h)(?:\\s*(?:and\\s*)?(?:(a half)|(\\d+)\\s*(?:minutes?|mins?|m)?))?|(?:and a half\\s+(hours?|hrs?))|(minutes?|mins?|m))\\b|\\b(?:(an?|one) )?(hour and a half|hour and half)\\b`,
);

/** Minutes in 'an hour and a half', '90 min', '2 hours', '1h30', 'two and a half hours'. */
export function minutesIn(text: string): number | null {
  const m = DURATION.exec(text);
  if (!m) return null;
  if (m[8]) return 90;
  const amount = NUMBER_WORDS[m[1]!] ?? Number(m[1]);
  if (m[6]) return Math.round(amount);
  if (m[5]) return Math.round((amount + 0.5) * 60);
  const hours = amount * 60;
  if (m[3]) return Math.round(hours + 30);
  if (m[4]) return Math.round(hours + Number(m[4]));
  return Math.round(hours);
}

/** Words just before a length that make it a floor, a range or a ceiling. */
const OVER = /\b(?:over|more than|longer than|at least|above|no less than)\s*$/;
const ABOUT = /\b(?:about|around|roughly|approximately|close to)\s*$/;
const UNDER =
  /\b(?:under|less than|shorter than|no (?:more|longer) than|not (?:more|longer) than|at most|max(?:imum)?|below|within|tops|up to)\s*$/;
const WORD_LIMITS: [RegExp, RuntimeLimit][] = [
  [
    /\b(?:short|shorter|quick|brief|not (?:too |that |very )?long)\b/g,
    { min: null, max: SHORT_MAX, label: 'short' },
  ],
  [/\b(?:long|epic|lengthy|sprawling)\b/g, { min: LONG_MIN, max: null, label: 'long' }],
];

/** The runtime limit a request names, and the request without its words. */
export function takeRuntime(text: string): { runtime: RuntimeLimit | null; rest: string } {
  const at = DURATION.exec(text);
  const minutes = minutesIn(text);
  if (at && minutes !== null) {
    const before = text.slice(0, at.index);
    const after = text.slice(at.index + at[0].length);
    const orMore = /^\s*or (?:more|longer|over)\b/.test(after);
    const rest = (head: string) =>
      `${head} ${after.replace(/^\s*(?:or (?:more|longer|over|less|under|shorter)|long|in length)\b/, ' ')}`;
    const under = UNDER.test(before);
    if (orMore || (!under && OVER.test(before))) {
      return {
        runtime: { min: minutes, max: null, label: `over ${spoken(minutes)}` },
        rest: rest(before.replace(OVER, ' ')),
      };
    }
    if (!under && ABOUT.test(before)) {
      const runtime = { min: minutes - AROUND, max: minutes + AROUND, label: `about ${spoken(minutes)}` };
      return { runtime, rest: rest(before.replace(ABOUT, ' ')) };
    }
    // 'under 90 minutes' is strict; a bare length ('an hour and a half') people mean as the most.
    const strict = /\b(?:under|less than|shorter than|below)\s*$/.test(before);
    const runtime = strict
      ? { min: null, max: minutes - 1, label: `under ${spoken(minutes)}` }
      : { min: null, max: minutes, label: `${spoken(minutes)} at most` };
    return { runtime, rest: rest(before.replace(UNDER, ' ')) };
  }
  for (const [re, limit] of WORD_LIMITS) {
    re.lastIndex = 0;
    if (re.test(text)) return { runtime: limit, rest: text.replace(re, ' ') };
  }
  return { runtime: null, rest: text };
}

/** '90 minutes', '2 hours', '2 hours 10 minutes'. */
function spoken(minutes: number): string {
  if (minutes < 120 || minutes % 60 > 0) return `${minutes} minutes`;
  return `${minutes / 60} hours`;
}
