import { takeGenres } from './aisles.ts';

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
  /** 'when was X released', 'what year did X come out'. */
  | { kind: 'year-of'; title: string }
  /** 'how long is X', 'X runtime'. */
  | { kind: 'runtime-of'; title: string }
  | { kind: 'films-by'; person: string }
  /** 'something like X', 'I liked X, what should I watch'; `twist`: the words after 'but' ('but funny'). */
  | { kind: 'like'; title: string; twist: string | null }
  /** 'does anyone have X', 'who has X on the shelf': the members' DVD Club shelf. */
  | { kind: 'who-has'; title: string }
  /** 'what's on the shelf', 'any horror on the shelf': the members' newest rentable discs, maybe searched. */
  | { kind: 'club-shelf'; search: string | null }
  /** About Chuck himself: his favourite film, who he is, the store. */
  | { kind: 'chuck'; topic: ChuckTopic }
  /** 'what should I watch', 'a 90s thriller', 'something funny' (the aisle is read separately). */
  | { kind: 'recommend' }
  /** 'more', 'another one': more of what was just offered. */
  | { kind: 'more' }
  /** "who's in X", 'who starred in it'. */
  | { kind: 'cast-of'; title: string }
  /** 'who directed X and when did it come out': facts about one film, in the order asked. */
  | { kind: 'facts'; title: string; facts: FactAsked[] }
  /** 'which is longer, X or Y': `more` when the larger value wins (longer, newer, better rated). */
  | { kind: 'compare'; measure: 'runtime' | 'year' | 'rating'; more: boolean; titles: [string, string] }
  /** 'is it scary', 'is alien funny': whether a film is of the genre a word names. */
  | { kind: 'is-it'; title: string; quality: string }
  /** 'something older', 'funnier', 'shorter': the last request, changed. */
  | { kind: 'refine'; change: Refinement }
  | { kind: 'unknown'; text: string };

/** What a question asks about one film. */
export type FactAsked = 'about' | 'director' | 'year' | 'runtime' | 'cast';
export type ChuckTopic = 'favourite' | 'self' | 'store' | 'lending' | 'credits' | 'holds';
export type Refinement =
  | 'older'
  | 'newer'
  | 'shorter'
  | 'longer'
  | 'funnier'
  | 'scarier'
  | 'better'
  | 'lighter';

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
  /^(?:hi+|hello+|hey+|howdy|hiya|heya|yo|sup|greetings|good (?:morning|afternoon|evening|day)|what'?s up|whats up|hey there|hi there|hello there)\b(?:,?\s*(?:chuck|there|buddy|pal|man|dude))?[\s,!.]*/;
const THANKS = /\b(?:thanks|thank you|thank u|thx|ty|cheers|appreciate it|much obliged|you rock)\b/;
const GOODBYE =
  /\b(?:bye|goodbye|good night|goodnight|see ya|see you|later|gotta go|got to go|cya|so long|take care|signing off)\b/;
const HOURS =
  /(?:^(?:what are )?(?:your |the |store |opening )?hours$|\b(?:your|store|opening|business) hours|what time do you|when do you (?:open|close)|are you (?:open|closed)|still open|closing time|opening time|open (?:today|tonight|now|late|on sundays?))\b/;
const HELP = /^(?:help|help me|what can you do|what do you do|how does this work|commands)\b/;
const RECOMMEND =
  /\b(?:what should i (?:watch|rent|see|get)|what (?:do|would) you recommend|recommend(?:ation)?s?|suggest(?:ion)?s?|pick (?:something|a movie|one|me)|surprise me|what'?s good|anything good|what to watch|something to watch|i'?m bored|movie night|staff picks?|your pick|what are you watching|got anything|in the mood for|i (?:want|need) (?:a|an|some|something)|looking for (?:a|an|some|something)|give me (?:a|an|some|something)|show me (?:a|an|some|something))\b/;
const MORE =
  /^(?:more|more please|another|another one|others|what else|anything else|next|keep (?:them|'em) coming|got more|any more|give me more|more like (?:that|those|them|this))$/;

/** Words that stand for the film just discussed ('who directed it', 'how long is that one'). */
export const PRONOUNS =
  /^(?:it|that|this|that one|this one|the one|that movie|this movie|that film|this film|that tape|them|those|these|the last one|that last one|the same one|the one you (?:just )?(?:mentioned|said|named))$/;
/** Words that stand for the director of the film just discussed ('what else did he make'). */
export const PERSON_PRONOUNS =
  /^(?:he|she|they|him|her|them|that director|the director|the same director|that guy)$/;

// docs/product.md §2 'Shelf': the members' rentable discs, however a visitor names the shelf.
const SHELF = "(?:the |your |our )?(?:dvd club |club |members'? |member |community |rental )?shelf";
const CLUB_SHELF = new RegExp(
  `^(?:so |and |ok )?(?:what(?:'s| is| do you have| have you got| do (?:the )?members have|'s there| is there| are there| are| ?s)? ?(?:good |new |fresh )?(?:on|in) ${SHELF}|(?:show me|browse|check|list|open)(?: out)? ${SHELF}|(?:is there |are there |got )?(?:anything|something|any(?:thing)? good) (?:good |new |else )?on ${SHELF}|what (?:can|could) i (?:rent|borrow)(?: from (?:the )?(?:members|club|dvd club))?$|what(?:'s| is) (?:available|up for rent|for rent|rentable)|what (?:discs|dvds|blu-?rays|tapes) (?:are (?:there|up|available)|do (?:the )?members (?:have|lend)))\\b`,
);
/** Trailing words that say where or how, not which film ('who has heat on the shelf'). */
const WHERE_WORDS = new RegExp(
  `\\s+(?:on ${SHELF}|on (?:dvd|blu-?ray|vhs|4k(?: uhd)?|disc|tape)|to (?:rent|borrow)|for rent|up for rent|right now|tonight|in the (?:dvd )?club|(?:that )?i (?:could|can) (?:rent|borrow)|from (?:anyone|anybody|someone|somebody|a member|the members|the (?:dvd )?club))$`,
);

const CHUCK: [RegExp, ChuckTopic][] = [
  // The DVD Club's rules (docs/product.md §2): lending, credits, holds.
  [
    /\b(?:how (?:do|can|would) (?:i|we|members?) (?:lend|share|list|rent out|put)|how does (?:lending|the lending) work|lend(?:ing)? (?:out )?(?:my|our) (?:own )?(?:dvds?|discs?|blu-?rays?|movies|tapes|collection)|(?:rent|share) out my (?:dvds?|discs?|movies|collection))\b/,
    'lending',
  ],
  [
    /\b(?:how (?:do|does|many) (?:the )?credits?|credits? work|what (?:are|is) (?:a )?credits?|earn (?:more )?credits?|(?:get|buy|spend) (?:more )?credits?|how much does (?:a )?(?:rental|renting|borrowing) cost|what does (?:a )?rental cost)\b/,
    'credits',
  ],
  [
    /\b(?:holds?|place a hold|put (?:a disc |it )?on hold|waiting list|wait ?list|get in line|in line for)\b/,
    'holds',
  ],
  [
    /\b(?:your|ur|yer|chuck'?s) (?:all[- ]time |personal |own |very own |absolute |most )?(?:favou?rite|fave|fav|number one)\b|^(?:do|have) (?:you|u) (?:have|got) (?:a )?(?:favou?rite|fave|fav)\b|\bwhat do you (?:like|love) (?:to watch|watching|best)\b|\bwhat(?:'s| is) the best (?:movie|film) (?:ever|ever made|of all time)\b/,
    'favourite',
  ],
  [
    /^(?:who|what) (?:are|r) (?:you|u)\b|^who(?:'s| is) chuck\b|\bwhat(?:'s| is) your name\b|^(?:tell me|talk) (?:a (?:bit|little) |more )?about (?:yourself|you|chuck)$|\bare (?:you|u) (?:a |an )?(?:real|human|person|robot|bot|ai|machine|computer|chatbot|alive)\b|\bhow long have you (?:worked|been working|been) (?:here|at the (?:store|counter))\b|\bhow old are you\b|^how are (?:you|u)\b|^how(?:'s| is) it going\b|\bdo you like (?:your job|working here)\b|\bwhere are you from\b/,
    'self',
  ],
  [
    /\babout (?:the|this|your) (?:store|shop|place|video store)\b|\bwhat(?:'s| is) (?:this|the) (?:place|store|shop)\b|\bchuck'?s video\b|\blate fees?\b|\bwhere (?:are you|is (?:the|this|your) (?:store|shop|place))\b|\bhow (?:does|do) (?:renting|rentals?|the dvd club|the club|lending|credits|this (?:place|site|store)) work\b|\bwhat(?:'s| is) the (?:dvd )?club\b|\bhow do (?:i|you) (?:join|rent a disc|borrow)\b/,
    'store',
  ],
];

/** Removes what wraps a title: quotes, 'the movie', a trailing 'movie' or '?' */
function cleanSubject(subject: string): string {
  return subject
    .replace(/^["'*_]+|["'*_]+$/g, '')
    .replace(/^(?:the (?:movie|film|picture|flick)|(?:movie|film))\s+/, '')
    .replace(/\s+(?:the )?(?:movie|film|flick|picture)$/, '')
    .replace(/\s+(?:please|pls|plz|chuck|for me|again|tonight)$/, '')
    .replace(/^["'*_]+|["'*_]+$/g, '')
    .trim();
}

/** What a 'like' message wants different: the words after 'but' ('like alien but funny'). */
function likeIntent(title: string, text: string): Intent {
  const twist = /(?:^|[\s,])but\s+(.+)$/.exec(text)?.[1] ?? null;
  return { kind: 'like', title: title.replace(/,?\s+but\s+.*$/, ''), twist };
}

/** Where a title ends inside a longer sentence ('i liked alien, what should i watch'), as a lookahead. */
function titleEnd(...more: string[]): string {
  const stops = String.raw`[,.;!?]| so\b| what\b| any\b| anything\b| got\b| recommend| can you\b| could you\b| do you\b| - | — |$`;
  return `(?=${[...more, stops].join('|')})`;
}
const LIKED = '(?:liked|loved|enjoyed|dug|like|love|enjoy|adore|adored|dig)';

const PATTERNS: [RegExp, (m: RegExpExecArray, text: string) => Intent][] = [
  // Some of the members' shelf: 'any horror on the shelf', 'anything by kubrick on the club shelf'.
  [
    new RegExp(
      `^(?:is there |are there |got |have you got |what )?(?:any|anything|something|some|what)(?: good)? (?:by |from )?(.+?) (?:is |are )?on ${SHELF}$`,
    ),
    (m) => ({ kind: 'club-shelf', search: m[1]! }),
  ],
  // Who has a disc on the members' shelf.
  [
    /^(?:does |do |is there )?(?:anyone|anybody|someone|somebody|any ?one|any members?|a member|members|any of the members|anyone in the club)(?: here)? (?:have|has|got|own|owns|lend|lending|renting)(?: a copy of| a disc of| a copy| copies of)? (.+)$/,
    (m) => ({ kind: 'who-has', title: m[1]! }),
  ],
  [
    /^who(?:'s got| has got| has| owns| got| is lending| lends| can lend me| can rent me)(?: a copy of)? (.+)$/,
    (m) => ({ kind: 'who-has', title: m[1]! }),
  ],
  [
    new RegExp(
      `^(?:is|are) (.+?) (?:on|in) ${SHELF}(?: right now| now| tonight| today)?$|^(?:is|are) (.+?) (?:available to rent|up for rent|for rent|rentable)$`,
    ),
    (m) => ({ kind: 'who-has', title: (m[1] ?? m[2])! }),
  ],
  [/^(?:can|could) i (?:rent|borrow) (.+)$/, (m) => ({ kind: 'who-has', title: m[1]! })],
  [
    /^(?:any|is there an?|got an?|are there any) (?:copy|copies|disc|discs) of (.+)$/,
    (m) => ({ kind: 'who-has', title: m[1]! }),
  ],
  [/^where can i (?:rent|borrow) (.+)$/, (m) => ({ kind: 'who-has', title: m[1]! })],
  // Who made it.
  [
    /^(?:who(?:'s| is| was) )?behind the camera (?:on|for) (.+)$/,
    (m) => ({ kind: 'director-of', title: m[1]! }),
  ],
  [
    /^(?:so |and |ok |okay |but )?who (?:directed|directd|direced|dirrected|directs|made|helmed|shot|filmed|was behind|is behind|did)(?: the (?:movie|film))? (.+?)(?: direct| make)?$/,
    (m) => ({ kind: 'director-of', title: m[1]! }),
  ],
  [
    /(?:^|\b)(?:who(?:'s| is| was|s) )?(?:the )?director (?:of|for|on) (.+)$/,
    (m) => ({ kind: 'director-of', title: m[1]! }),
  ],
  [/^(.+?)(?:'s)? director$/, (m) => ({ kind: 'director-of', title: m[1]! })],
  // When it came out.
  [
    /^(?:so |and )?(?:when|what year) (?:did|was|were|is) (.+?) (?:come out|came out|released|release|out|made|filmed|shot|premiere|premiered|in theaters|in theatres|hit theaters|hit theatres|from)$/,
    (m) => ({ kind: 'year-of', title: m[1]! }),
  ],
  [/^(?:so |and )?when was (.+)$/, (m) => ({ kind: 'year-of', title: m[1]! })],
  [/^what year (?:is|was) (.+)$/, (m) => ({ kind: 'year-of', title: m[1]! })],
  [
    /^(?:what(?:'s| is| was) the )?release (?:date|year) (?:of|for) (.+)$/,
    (m) => ({ kind: 'year-of', title: m[1]! }),
  ],
  [/^(.+?)(?:'s)? release (?:date|year)$/, (m) => ({ kind: 'year-of', title: m[1]! })],
  [/^how old is (.+)$/, (m) => ({ kind: 'year-of', title: m[1]! })],
  // How long it runs.
  [
    /^(?:so |and )?how long is (.+?)(?: in minutes| exactly| again)?$/,
    (m) => ({ kind: 'runtime-of', title: m[1]! }),
  ],
  [/^how long does (.+?) (?:run|last|go for|go|take)$/, (m) => ({ kind: 'runtime-of', title: m[1]! })],
  [
    /^how many (?:minutes|mins|hours) (?:is|long is|does) (.+?)(?: run| last| go)?$/,
    (m) => ({ kind: 'runtime-of', title: m[1]! }),
  ],
  [
    /^(?:what(?:'s| is) the )?(?:runtime|run time|running time|running length|length) (?:of|for|on) (.+)$/,
    (m) => ({ kind: 'runtime-of', title: m[1]! }),
  ],
  [/^(.+?)(?:'s)? (?:runtime|run time|running time|length)$/, (m) => ({ kind: 'runtime-of', title: m[1]! })],
  [
    /^is (.+?) (?:long|too long|short|very long|a long (?:movie|film|one))$/,
    (m) => ({ kind: 'runtime-of', title: m[1]! }),
  ],
  // A director's films.
  [
    /\b(?:movies|films|flicks|pictures|anything|something|stuff|work|more|everything)\s+(?:directed |made )?by (.+)$/,
    (m) => ({ kind: 'films-by', person: m[1]! }),
  ],
  [
    /^(?:what|which) (?:else )?(?:movies |films )?(?:did|has|have) (.+?) (?:direct|directed|make|made|done|do|shot)(?: else)?$/,
    (m) => ({ kind: 'films-by', person: m[1]! }),
  ],
  [/^(?:directed by|by) (.+)$/, (m) => ({ kind: 'films-by', person: m[1]! })],
  [
    /^(?:(?:any|got any|anything|something) )?(?:more|else|other (?:movies|films)) (?:from|by) (.+)$/,
    (m) => ({ kind: 'films-by', person: m[1]! }),
  ],
  // Similar films.
  [
    /\b(?:movies?|films?|flicks?|something|anything|stuff|more|others?|titles?|picks?|ones?|tapes?|recommendations?)(?: else)?\s+(?:a bit |kind of |sort of |kinda )?(?:like|similar to|in the vein of|along the lines of|in the style of)\s+(.+)$/,
    (m, text) => likeIntent(m[1]!, text),
  ],
  [/^(?:like|similar to) (.+)$/, (m, text) => likeIntent(m[1]!, text)],
  [
    new RegExp(`^(?:if )?i (?:really |just |also |totally )?${LIKED}\\s+(.+?)${titleEnd()}`),
    (m, text) => likeIntent(m[1]!, text),
  ],
  [
    new RegExp(
      `\\b(?:if|since|because|cause|as|given) i (?:really |just |also )?${LIKED}\\s+(.+?)${titleEnd(' and\\b')}`,
    ),
    (m, text) => likeIntent(m[1]!, text),
  ],
  [
    new RegExp(`\\b(?:a )?(?:huge |big |massive )?fans? of (.+?)${titleEnd()}`),
    (m, text) => likeIntent(m[1]!, text),
  ],
  [
    new RegExp(
      `^(?:i )?(?:just |recently )?(?:watched|saw|rented|finished) (.+?)${titleEnd(` and (?:really |totally )?${LIKED} it`, ' last night', ' yesterday')}`,
    ),
    (m, text) => likeIntent(m[1]!, text),
  ],
  [
    /\b(?:someone|somebody|a person|people|anyone|folks) who (?:likes?|loved?|enjoys?|liked|enjoyed|digs?) (.+)$/,
    (m, text) => likeIntent(m[1]!, text),
  ],
  // About a film (or a person).
  [
    /^(?:can you |could you |please )?(?:tell|talk to) (?:me|us) (?:a (?:bit|little) |more )?about (.+)$/,
    (m) => ({ kind: 'about', subject: m[1]! }),
  ],
  [/^(?:what(?:'s| is| was) )(.+?) about$/, (m) => ({ kind: 'about', subject: m[1]! })],
  [
    /^(?:what do you (?:think|know) (?:of|about)|your (?:take|thoughts|opinion) on|thoughts on|opinion on|have you seen|info (?:on|about)|information (?:on|about)|details (?:on|about|for)|facts about|know anything about|review of|how good is|who(?:'s| is) in)\s+(.+?)(?: (?:any good|good|worth (?:it|watching|renting|a rent|a watch)))?$/,
    (m) => ({ kind: 'about', subject: m[1]! }),
  ],
  [
    /^(?:is|was) (.+?) (?:any good|good|worth (?:it|watching|renting|a rent|a watch)|a good (?:movie|film|rental))$/,
    (m) => ({ kind: 'about', subject: m[1]! }),
  ],
  [
    /^(?:do you (?:have|carry|stock)|have you got|(?:and |so )?(?:what|how) about) (.+?)(?: in stock| on tape| on vhs)?$/,
    (m) => ({ kind: 'about', subject: m[1]! }),
  ],
];

/** The intent with its subject cleaned, or null when nothing of it is left. */
function cleaned(intent: Intent): Intent | null {
  switch (intent.kind) {
    case 'about': {
      const subject = cleanSubject(intent.subject);
      return subject ? { ...intent, subject } : null;
    }
    case 'director-of':
    case 'year-of':
    case 'runtime-of':
    case 'like': {
      const title = cleanSubject(intent.title);
      return title ? { ...intent, title } : null;
    }
    case 'who-has': {
      let title = intent.title;
      // 'who has heat on dvd right now': each trailing 'where' phrase goes.
      for (let before = ''; before !== title; ) {
        before = title;
        title = title.replace(WHERE_WORDS, '');
      }
      title = cleanSubject(title);
      return title ? { ...intent, title } : null;
    }
    case 'club-shelf': {
      const search = cleanSubject((intent.search ?? '').replace(/\s+(?:movies|films|discs|dvds|tapes)$/, ''));
      // 'anything good on the shelf' searches for nothing in particular.
      return {
        ...intent,
        search: /^(?:|good|new|fresh|else|cool|fun|interesting)$/.test(search) ? null : search,
      };
    }
    case 'films-by': {
      // 'the coen brothers' → 'coen': the family name is what the director cards go by.
      const person = cleanSubject(intent.person).replace(/^the (.+?) (?:brothers|sisters|bros)$/, '$1');
      return person ? { ...intent, person } : null;
    }
    default:
      return intent;
  }
}

const COMPARE_WORDS: Record<string, { measure: 'runtime' | 'year' | 'rating'; more: boolean }> = {
  longer: { measure: 'runtime', more: true },
  longest: { measure: 'runtime', more: true },
  shorter: { measure: 'runtime', more: false },
  shortest: { measure: 'runtime', more: false },
  older: { measure: 'year', more: false },
  oldest: { measure: 'year', more: false },
  earlier: { measure: 'year', more: false },
  first: { measure: 'year', more: false },
  newer: { measure: 'year', more: true },
  newest: { measure: 'year', more: true },
  later: { measure: 'year', more: true },
  'more recent': { measure: 'year', more: true },
  better: { measure: 'rating', more: true },
  best: { measure: 'rating', more: true },
  'better rated': { measure: 'rating', more: true },
  'higher rated': { measure: 'rating', more: true },
  'rated higher': { measure: 'rating', more: true },
  'best rated': { measure: 'rating', more: true },
  worse: { measure: 'rating', more: false },
  'lower rated': { measure: 'rating', more: false },
};
const MEASURE = `(${Object.keys(COMPARE_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const COMPARE_PATTERNS: [RegExp, (m: RegExpExecArray) => [string, string, string]][] = [
  [
    new RegExp(
      `^(?:so |and |ok |okay |hey )?(?:which|what|who)(?: one| film| movie)?(?: of (?:these|them|the two))? (?:is|was|'s|s|runs|came out|come out|comes out|got released|was released|is rated)? ?(?:the )?${MEASURE}(?: one| film| movie)?(?: of the two)?[,:]? (.+?),? or (.+)$`,
    ),
    (m) => [m[1]!, m[2]!, m[3]!],
  ],
  [new RegExp(`^(?:is|was|does) (.+?) (?:run )?${MEASURE} than (.+)$`), (m) => [m[2]!, m[1]!, m[3]!]],
  [
    new RegExp(
      `^(.+?),? or (.+?)[,:]? which (?:one )?(?:is|was|'s|came out|runs|is rated)? ?(?:the )?${MEASURE}$`,
    ),
    (m) => [m[3]!, m[1]!, m[2]!],
  ],
];

function compareIntent(text: string): Intent | null {
  for (const [re, parts] of COMPARE_PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    const [word, a, b] = parts(m);
    const titles = [cleanSubject(a), cleanSubject(b)] as [string, string];
    if (titles[0] && titles[1]) return { kind: 'compare', ...COMPARE_WORDS[word]!, titles };
  }
  return null;
}

const REFINEMENTS: Record<string, Refinement> = {
  older: 'older',
  'more classic': 'older',
  newer: 'newer',
  'more recent': 'newer',
  'more modern': 'newer',
  shorter: 'shorter',
  'less long': 'shorter',
  longer: 'longer',
  funnier: 'funnier',
  'more fun': 'funnier',
  'less serious': 'funnier',
  scarier: 'scarier',
  'more scary': 'scarier',
  creepier: 'scarier',
  better: 'better',
  'better rated': 'better',
  'higher rated': 'better',
  lighter: 'lighter',
  'less scary': 'lighter',
  'less dark': 'lighter',
};
const REFINE = new RegExp(
  `^(?:(?:ok|okay|hmm+|nah|no|meh|yeah|and|but|so|can you|could you|got|have you got|do you have|how about|what about|maybe|now|actually|umm*|hm)[ ,]+)*(?:(?:something|anything|one|ones|any|some|a movie|a film|a one)\\s+)?(?:a (?:bit|little|lot|tad) |slightly |even |much |way |kinda )?(${Object.keys(
    REFINEMENTS,
  )
    .sort((a, b) => b.length - a.length)
    .join(
      '|',
    )})(?: ones?| stuff| movies?| films?| picks?| than (?:that|those|these|them|the last ones?))?(?: please| pls| maybe)?$`,
);

/** Words a film's genre is asked by ('scary', 'a comedy'), as 'is it scary' ends. */
const QUALITY_FILLER =
  /(?:\s+(?:a|an|too|very|really|pretty|kinda|kind of|sort of|at all|for|the|be|good|any|ok|okay|suitable|appropriate|safe|fine|more of|mostly|like))+$/;

/** 'is it scary', 'is the thing scary', 'is alien a comedy': the film, and the genre words. */
function isItIntent(text: string): Intent | null {
  const m = /^(?:so |and |but |ok )?(?:is|was|would|will) (.+)$/.exec(text);
  if (!m) return null;
  const words = m[1]!.replace(/\s+at all$/, '').split(' ');
  for (let k = 1; k <= 3 && k < words.length; k++) {
    const quality = words.slice(-k).join(' ');
    if (!takeGenres(quality).genres.length) continue;
    const title = cleanSubject(words.slice(0, -k).join(' ').replace(QUALITY_FILLER, ''));
    // 'is there a good comedy' asks for films, not about one.
    if (/^(?:there|any|anything|something|some)\b/.test(title)) return null;
    if (title && title.split(' ').length <= 8) return { kind: 'is-it', title, quality };
  }
  return null;
}

const CAST =
  /^(?:so |and |ok )?(?:who(?:'s| is| was|s| are| were) (?:in|starring in|acting in|the (?:star|stars|actors?|cast|leads?) (?:of|in))|who (?:stars|starred|acts|acted|plays|played|is starring|was starring|appears|appeared|was) in|(?:what(?:'s| is) the |the )?cast (?:of|for|in)|(?:which|what) actors (?:are|were) in|any(?: famous)? actors in)\s+(.+)$/;

/** The fact a one-film intent asks, if it is one. */
function factOf(intent: Intent): { fact: FactAsked; title: string } | null {
  switch (intent.kind) {
    case 'director-of':
      return { fact: 'director', title: intent.title };
    case 'year-of':
      return { fact: 'year', title: intent.title };
    case 'runtime-of':
      return { fact: 'runtime', title: intent.title };
    case 'cast-of':
      return { fact: 'cast', title: intent.title };
    case 'about':
      return { fact: 'about', title: intent.subject };
    default:
      return null;
  }
}

/** 'who directed gladiator and when did it come out': two facts about the film named first. */
function twoFactsIntent(text: string): Intent | null {
  const m = /^(.+?),? and (?:also |then )?((?:when|what|whos|who's|who|how|is|was|where|which)\b.+)$/.exec(
    text,
  );
  if (!m) return null;
  const first = factOf(intentOf(m[1]!));
  const second = factOf(intentOf(m[2]!));
  if (!first || !second || PRONOUNS.test(first.title)) return null;
  if (!PRONOUNS.test(second.title) && second.title !== first.title) return null;
  return { kind: 'facts', title: first.title, facts: [first.fact, second.fact] };
}

/** Comparisons, two facts, cast, genre and refinements: read before the older rules. */
function questionIntent(text: string): Intent | null {
  const refine = REFINE.exec(text);
  if (refine) return { kind: 'refine', change: REFINEMENTS[refine[1]!]! };
  const twoFacts = twoFactsIntent(text);
  if (twoFacts) return twoFacts;
  const cast = CAST.exec(text);
  const castTitle = cast && cleanSubject(cast[1]!);
  if (castTitle) return { kind: 'cast-of', title: castTitle };
  return compareIntent(text) ?? isItIntent(text);
}

/** Sounds and asides around a question ('umm', 'so', 'lol', 'i was wondering', 'could you tell me'). */
const PREAMBLE =
  /^(?:(?:u+h+|u+m+|h+m+|so+|ok(?:ay)?|well|oh|yo|lol|alright|right|quick question|question|hey+|hi+|hello+|chuck)[,.!:\s]+|(?:i (?:was|am|'m) )?wonder(?:ing)?(?: if you know)?[,:\s]+|(?:can|could|would) you (?:please )?tell me[,:\s]+(?=(?:who|what|when|how|which|whos|is|was)\b)|do you (?:happen to )?know[,:\s]+(?=(?:who|what|when|how|which|whos|if|is|was)\b)|i'?d like to know[,:\s]+|tell me[,:\s]+(?=(?:who|what|when|how|which|whos)\b))+/;
const AFTERWORD = /(?:[\s,]+(?:lol|lmao|haha+|please|pls|plz|thx|thanks|chuck|man|dude|buddy))+$/;

function withoutPreamble(text: string): string {
  const rest = text.replace(PREAMBLE, '').replace(AFTERWORD, '').trim();
  return rest || text;
}

/** What the message asks for. */
export function parseIntent(message: string): Intent {
  const full = simplify(message);
  const greeted = GREETING.exec(full);
  // 'hey chuck, who directed alien' is a question with a greeting in front.
  const text = withoutPreamble(
    greeted
      ? full
          .slice(greeted[0].length)
          .replace(/^[,!.\s]+/, '')
          .trim()
      : full,
  );
  if (!text) return greeted ? { kind: 'greeting' } : { kind: 'help' };
  return intentOf(text);
}

/** What the simplified text, greeting gone, asks for. */
function intentOf(text: string): Intent {
  if (CLUB_SHELF.test(text)) return { kind: 'club-shelf', search: null };
  for (const [re, topic] of CHUCK) if (re.test(text)) return { kind: 'chuck', topic };
  const question = questionIntent(text);
  if (question) return question;
  for (const [re, toIntent] of PATTERNS) {
    const match = re.exec(text);
    const intent = match && cleaned(toIntent(match, text));
    if (intent) return intent;
  }
  if (MORE.test(text)) return { kind: 'more' };
  if (HELP.test(text)) return { kind: 'help' };
  if (HOURS.test(text)) return { kind: 'hours' };
  if (RECOMMEND.test(text)) return { kind: 'recommend' };
  if (THANKS.test(text)) return { kind: 'thanks' };
  if (GOODBYE.test(text)) return { kind: 'goodbye' };
  return { kind: 'unknown', text };
}

/** The film a message is about, as typed ('alien', 'it'), when it names one. */
export function filmSubject(intent: Intent): string | null {
  if (intent.kind === 'about') return intent.subject;
  return 'title' in intent ? intent.title : null;
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
  const film = filmSubject(intent);
  if (film) phrases.push(film);
  if (intent.kind === 'films-by') phrases.push(intent.person);
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
