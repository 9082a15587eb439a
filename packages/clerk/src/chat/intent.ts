/**
 * What a chat message asks for, read from its words alone (no catalog look-ups here): the local
 * engine answers each kind, and the OpenAI engine uses the subjects to retrieve catalog facts.
 */
export type Intent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'goodbye' }
  | { kind: 'hours' }
  | { kind: 'help' }
  /** 'tell me about X', 'what's X about', 'is X any good': a film or a person. */
  | { kind: 'about'; subject: string }
  | { kind: 'director-of'; title: string }
  | { kind: 'films-by'; person: string }
  | { kind: 'like'; title: string }
  /** 'what should I watch', 'a 90s thriller', 'something funny' (the aisle is read separately). */
  | { kind: 'recommend' }
  /** 'more', 'another one': more of what was just offered. */
  | { kind: 'more' }
  | { kind: 'unknown'; text: string };

/** The visitor's words without the video overlay's prefix, trimmed. */
export function stripVideoPrefix(message: string): string {
  return message.replace(/^\s*\[video chat\]\s*/i, '').trim();
}

/** Lower case, curly quotes straightened, trailing punctuation and filler dropped. */
export function simplify(message: string): string {
  return stripVideoPrefix(message)
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.,;:~]+$/g, '')
    .trim();
}

const GREETING =
  /^(?:hi|hello|hey|howdy|hiya|heya|yo|sup|greetings|good (?:morning|afternoon|evening|day)|what'?s up|whats up|hey there|hi there|hello there)\b(?:,?\s*(?:chuck|there|buddy|pal|man|dude))?[\s,!.]*/;
const THANKS = /\b(?:thanks|thank you|thank u|thx|ty|cheers|appreciate it|much obliged|you rock)\b/;
const GOODBYE =
  /\b(?:bye|goodbye|good night|goodnight|see ya|see you|later|gotta go|got to go|cya|so long|take care|signing off)\b/;
const HOURS =
  /\b(?:hours|what time do you|when do you (?:open|close)|are you (?:open|closed)|still open|closing time|opening time|open (?:today|tonight|now|late|on sundays?))\b/;
const HELP =
  /^(?:help|help me|what can you do|what do you do|who are you|what are you|how does this work|commands)\b/;
const RECOMMEND =
  /\b(?:what should i (?:watch|rent|see|get)|what (?:do|would) you recommend|recommend(?:ation)?s?|suggest(?:ion)?s?|pick (?:something|a movie|one|me)|surprise me|what'?s good|anything good|what to watch|something to watch|i'?m bored|movie night|staff picks?|your (?:favou?rite|pick)|what are you watching|got anything|in the mood for|i (?:want|need) (?:a|an|some|something)|looking for (?:a|an|some|something)|give me (?:a|an|some|something)|show me (?:a|an|some|something))\b/;
const MORE =
  /^(?:more|more please|another|another one|others|what else|anything else|next|keep (?:them|'em) coming|got more|any more|give me more|more like (?:that|those|them|this))$/;

/** Words that stand for the film just discussed ('who directed it'). */
export const PRONOUNS =
  /^(?:it|that|this|that one|this one|that movie|this movie|that film|this film|them|those|these)$/;

/** Removes what wraps a title: quotes, 'the movie', a trailing 'movie' or '?' */
function cleanSubject(subject: string): string {
  return subject
    .replace(/^["'*_]+|["'*_]+$/g, '')
    .replace(/^(?:the (?:movie|film|picture|flick)|(?:movie|film))\s+/, '')
    .replace(/\s+(?:the )?(?:movie|film|flick|picture)$/, '')
    .replace(/\s+(?:please|pls|plz|chuck|for me|again)$/, '')
    .replace(/^["'*_]+|["'*_]+$/g, '')
    .trim();
}

const PATTERNS: [RegExp, (m: RegExpExecArray) => Intent][] = [
  // Who made it.
  [
    /^(?:so |and |ok |okay )?who (?:directed|made|helmed|shot|was behind|is behind|did) (.+?)(?: direct| make)?$/,
    (m) => ({ kind: 'director-of', title: m[1]! }),
  ],
  [
    /(?:^|\b)(?:who(?:'s| is| was) )?(?:the )?director (?:of|for|on) (.+)$/,
    (m) => ({ kind: 'director-of', title: m[1]! }),
  ],
  // A director's films.
  [
    /\b(?:movies|films|flicks|pictures|anything|something|stuff|work|more|everything)\s+(?:directed |made )?by (.+)$/,
    (m) => ({ kind: 'films-by', person: m[1]! }),
  ],
  [
    /^(?:what|which) (?:movies|films) (?:did|has|have) (.+?) (?:direct|directed|make|made|done)$/,
    (m) => ({ kind: 'films-by', person: m[1]! }),
  ],
  [/^(?:directed by|by) (.+)$/, (m) => ({ kind: 'films-by', person: m[1]! })],
  // Similar films.
  [
    /\b(?:movies?|films?|flicks?|something|anything|stuff|more|others?|titles?|picks?|ones?|tapes?|recommendations?)(?: else)?\s+(?:a bit |kind of |sort of |kinda )?(?:like|similar to|in the vein of|along the lines of|in the style of)\s+(.+)$/,
    (m) => ({ kind: 'like', title: m[1]! }),
  ],
  [/^(?:like|similar to) (.+)$/, (m) => ({ kind: 'like', title: m[1]! })],
  [
    /^(?:if )?i (?:really )?(?:liked|loved|enjoyed|dug|like|love|enjoy)\s+(.+?)(?:,| so| what| any| anything| got| recommend| what'?s next|$)/,
    (m) => ({ kind: 'like', title: m[1]! }),
  ],
  // About a film (or a person).
  [
    /^(?:can you |could you |please )?(?:tell|talk to) (?:me|us) (?:a (?:bit|little) |more )?about (.+)$/,
    (m) => ({ kind: 'about', subject: m[1]! }),
  ],
  [/^(?:what(?:'s| is| was) )(.+?) about$/, (m) => ({ kind: 'about', subject: m[1]! })],
  [
    /^(?:what do you (?:think|know) (?:of|about)|your (?:take|thoughts|opinion) on|thoughts on|opinion on|have you seen|info (?:on|about)|information (?:on|about)|details (?:on|about|for)|facts about|know anything about|review of|how long is|how good is|when did|when was|what year (?:did|was)|who(?:'s| is) in)\s+(.+?)(?: (?:come out|came out|released|made|any good|good|worth (?:it|watching|renting|a rent|a watch)))?$/,
    (m) => ({ kind: 'about', subject: m[1]! }),
  ],
  [
    /^(?:is|was) (.+?) (?:any good|good|worth (?:it|watching|renting|a rent|a watch)|a good (?:movie|film|rental))$/,
    (m) => ({ kind: 'about', subject: m[1]! }),
  ],
];

/** What the message asks for. */
export function parseIntent(message: string): Intent {
  const full = simplify(message);
  const greeted = GREETING.exec(full);
  // 'hey chuck, who directed alien' is a question with a greeting in front.
  const text = greeted
    ? full
        .slice(greeted[0].length)
        .replace(/^[,!.\s]+/, '')
        .trim()
    : full;
  if (!text) return greeted ? { kind: 'greeting' } : { kind: 'help' };

  for (const [re, toIntent] of PATTERNS) {
    const match = re.exec(text);
    if (!match) continue;
    const intent = toIntent(match);
    const subject =
      'title' in intent
        ? intent.title
        : 'subject' in intent
          ? intent.subject
          : 'person' in intent
            ? intent.person
            : '';
    const cleaned = cleanSubject(subject);
    if (!cleaned) continue;
    if (intent.kind === 'director-of') return { kind: 'director-of', title: cleaned };
    // 'the coen brothers' → 'coen': the family name is what the director cards go by.
    if (intent.kind === 'films-by') {
      return { kind: 'films-by', person: cleaned.replace(/^the (.+?) (?:brothers|sisters|bros)$/, '$1') };
    }
    if (intent.kind === 'like') return { kind: 'like', title: cleaned };
    if (intent.kind === 'about') return { kind: 'about', subject: cleaned };
  }
  if (MORE.test(text)) return { kind: 'more' };
  if (HELP.test(text)) return { kind: 'help' };
  if (HOURS.test(text)) return { kind: 'hours' };
  if (RECOMMEND.test(text)) return { kind: 'recommend' };
  if (THANKS.test(text)) return { kind: 'thanks' };
  if (GOODBYE.test(text)) return { kind: 'goodbye' };
  return { kind: 'unknown', text };
}

/** Capitalised words, joined by the small words titles keep in lower case ('Lord of the Rings'). */
const CAPITALISED_RUN = /\b[A-Z0-9][\w'’:-]*(?:\s+(?:(?:of|the|a|an|and|in|on|to|&)\s+)*[A-Z0-9][\w'’:-]*)*/g;
const SENTENCE_WORDS =
  /^(?:I|I'm|What|Who|Tell|Hey|Hi|Hello|Chuck|Can|Could|Is|Was|The|A|An|Any|Do|Does|My|Me|Thanks|Ok|Okay|So|And|Please|Video Chat)$/;

/**
 * Title-like phrases in a message, for looking facts up: the parsed subject, anything quoted, and
 * runs of capitalised words ('I loved The Thing and Alien').
 */
export function titlePhrases(message: string): string[] {
  const intent = parseIntent(message);
  const phrases: string[] = [];
  if ('title' in intent) phrases.push(intent.title);
  if ('subject' in intent) phrases.push(intent.subject);
  if ('person' in intent) phrases.push(intent.person);
  const raw = stripVideoPrefix(message);
  for (const m of raw.matchAll(/["“*_]([^"”*_]{2,80})["”*_]/g)) phrases.push(m[1]!);
  for (const m of raw.matchAll(CAPITALISED_RUN)) {
    const phrase = m[0].trim();
    // A lone capitalised word is usually just the start of a sentence ('What', 'I').
    if (phrase.length < 3 || SENTENCE_WORDS.test(phrase)) continue;
    phrases.push(phrase);
  }
  const cleaned = phrases.map((p) => cleanSubject(p.toLowerCase())).filter((p) => p.length >= 2);
  return [...new Set(cleaned)].slice(0, 5);
}
