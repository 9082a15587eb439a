import { pickOne } from '../text.ts';

// Chuck's own words: a 1999 video-store clerk, warm and a bit wry. None of these lines names a
// film; titles only ever come from the catalog.

/** The only phrases Chuck puts in quotes himself: example requests, never titles. */
export const EXAMPLE_REQUESTS = [
  'tell me about',
  'who directed',
  'movies by',
  'something like',
  'a 90s thriller',
  'something funny',
  'something funny from the 80s',
  'a scary movie from the 80s',
  'how long is',
  "what's on the shelf",
  'does anyone have',
] as const;

export const GREETINGS = [
  "Hey there, welcome to Chuck's! Ask me about any movie, who directed it, or tell me what you're in the mood for and I'll pull a tape off the shelf.",
  'Well hey! Welcome in — mind the popcorn machine. Looking for something specific, or want me to pick a winner for you?',
  "Howdy, and welcome to Chuck's Video. New releases are on the wall, the good stuff's behind the counter. What are you in the mood for tonight?",
];

export const HOURS = [
  "We never close — Chuck's is open 24/7, always open online. No after-midnight drop-box dash required. What can I find for you?",
  'Open 24/7, friend — the online store never pulls the shutters down. So, what are we watching?',
];

export const THANKS = [
  "Anytime! That's what I'm here for. Enjoy the show, and remember: be kind, rewind.",
  "You got it. Holler if you need another pick — I'm not going anywhere, we're open 24/7.",
  'My pleasure! Grab some popcorn and let me know how it was.',
];

export const GOODBYES = [
  "See ya! Enjoy the movie, and no late fees on my watch — we're open 24/7 whenever you need another pick.",
  'Take it easy! Be kind, rewind, and come back and tell me what you thought.',
  "Later! I'll keep the staff-picks shelf warm for you.",
];

export const HELP = [
  "I'm Chuck, the clerk around here. Ask me to 'tell me about' any movie, 'who directed' one or 'how long is' it, 'movies by' a director you like, 'something like' a film you love, or a mood like 'a 90s thriller' or 'something funny'. I also keep an eye on the DVD Club: ask me \"what's on the shelf\" or 'does anyone have' a title. Or just ask what you should watch tonight.",
];

export const ABOUT_CHUCK = [
  "Me? I'm Chuck, the clerk at Chuck's Video — part movie encyclopedia, part VCR, no coffee breaks. I've watched every tape in my catalog at least twice, and I'll talk movies with anybody who walks in. Ask me who directed something, what's like a film you love, or who in the DVD Club has a disc.",
  "Name's Chuck. I run the counter here: I alphabetise the tapes, I guard the staff-picks wall, and I never charge a late fee on my watch. Tell me a film you love and I'll find you the next one.",
];

export const ABOUT_STORE = [
  "Chuck's Video is your neighbourhood video store, 1999 style: new releases on the wall, the good stuff behind the counter, and we never close — open 24/7, always open online. Tell me your top 3 and I'll pick your next rental; members also lend their own discs to each other on the DVD Club shelf, for credits.",
  "Welcome to Chuck's! Picks from the clerk, a catalog I know by heart, and the DVD Club in the back, where members list real discs and rent them from each other for credits. Open 24/7, no late fees on my watch, and no after-midnight drop-box dash required.",
];

// The DVD Club's rules as docs/product.md §2 has them.
export const ABOUT_LENDING = [
  "Easy: add your discs to your collection on the DVD Club page and mark them rentable ('Earn Credits'). A member asks for one, you accept and hand it over, and once the return is confirmed you earn a credit.",
  'List your discs in your collection and mark them rentable. When a member requests one you accept, meet up for the hand-over, and the credit is yours once the disc comes back.',
];

export const ABOUT_CREDITS = [
  'Every member starts with 3 credits. A rental costs the borrower 1: held when the owner accepts, given back if the loan is cancelled, and paid to the owner once the return is confirmed. Lend your own discs to earn more.',
  'A rental is 1 credit and you start with 3. The owner gets the credit when the disc comes back, so the quickest way to earn is to put a few of your own discs on the shelf.',
];

export const ABOUT_HOLDS = [
  "Somebody beat you to a disc? Place a hold on it: you join the line, and when it's back and your turn comes, it's kept for you to request. You can't hold a disc you've already asked for or have.",
  "If a disc is out, hit Place Hold and you're in line for it. When it's back and it's your turn, it's kept for you — request it by the date on your hold.",
];

export const NO_FAVOURITE = [
  "Tough one — my favourite changes every time I restock. Ask me about a genre and I'll tell you which tape I'd grab first.",
];

export const WHICH_PERSON = [
  "Who do you mean? Give me a director's name and I'll pull their tapes.",
  'Help me out — which director are we talking about?',
];

export const NOBODY_HAS_IT = [
  "Nobody in the DVD Club has that one on the shelf right now, and it's not in my catalog either. Double-check the spelling for me?",
  "I checked the club shelf and my catalog — no sign of that title. Try another one, or ask me what's on the shelf.",
];

export const REQUEST_IT = [
  'Hit Request Rental on the shelf page and it could be yours.',
  'Ask for it with Request Rental on the shelf page — members are good about lending.',
];

export const SHELF_OPENERS = ['Fresh on the DVD Club shelf:', "Here's what members have up for rent:"];

export const EMPTY_CLUB_SHELF = [
  "The DVD Club shelf is bare right now — nobody's listed a disc for rent. Members can list theirs from the DVD Club page.",
];

export const NOTHING_LIKE_THAT_ON_SHELF = [
  "Nothing like that on the DVD Club shelf right now, sorry. Ask me what's on the shelf and I'll show you the newest discs.",
];

export const FALLBACK = [
  "Hmm, you've got me stumped — and I've alphabetized every tape in this store. Ask me about a movie, a director, or a mood like 'something funny from the 80s', and I'll find you a winner.",
  "I'm just a humble video clerk, so that one's above my pay grade. But ask me about a movie, a director, or what you're in the mood for and I'm your guy.",
  "Can't help you there, but movies? Movies I know. Try 'tell me about' a title, or ask for 'a scary movie from the 80s'.",
];

export const NO_PERSON = [
  "I don't have anybody by that name on my director cards. Double-check the spelling and I'll take another look.",
  "That name doesn't ring a bell behind the counter, sorry. Try the full name and I'll dig through the cards again.",
];

export const WHICH_FILM = [
  "Which movie do you mean? Give me a title and I'll dig it out.",
  'Help me out — which title are we talking about?',
];

export const EMPTY_AISLE = [
  'Slim pickings in that aisle on my shelves, sorry. Want to try another decade or a different genre?',
  "I came up empty on that one — the shelf's bare. Try a different era or genre and I'll have another look.",
];

/** A word on a film's length, by its minutes. */
export function lengthRemark(minutes: number, seed: number): string {
  if (minutes >= 150) return pickOne(LENGTHS.long, seed);
  if (minutes >= 115) return pickOne(LENGTHS.full, seed);
  if (minutes >= 95) return pickOne(LENGTHS.usual, seed);
  return pickOne(LENGTHS.short, seed);
}

const LENGTHS = {
  long: [
    "Bring snacks — it's a two-tape kind of night.",
    'Clear your evening and make a double batch of popcorn.',
  ],
  full: ['Long enough to need a popcorn refill halfway.', 'A full evening, but it earns every minute.'],
  usual: ["Just right for a weeknight — you'll be in bed by eleven."],
  short: ["Short and sweet — you'll be done before the pizza gets cold."],
};

/** Chuck's one-line take, by how renters rated the film (0-10). */
export function takeOn(voteAverage: number | null, seed: number): string {
  if (voteAverage === null) return pickOne(TAKES.unknown, seed);
  if (voteAverage >= 8) return pickOne(TAKES.great, seed);
  if (voteAverage >= 7) return pickOne(TAKES.good, seed);
  if (voteAverage >= 6) return pickOne(TAKES.fine, seed);
  return pickOne(TAKES.weak, seed);
}

const TAKES = {
  great: [
    "My take: an all-timer — our copy's worn thin from rewinding.",
    'My take: staff pick, no question. It hardly ever makes it back to the shelf.',
    "My take: one of the greats. If you haven't seen it, I'm legally obligated to rent it to you.",
  ],
  good: [
    "My take: a really solid rental — it's earned a spot on the staff-picks wall.",
    'My take: good stuff, and a safe bet for a Friday night.',
    'My take: it holds up great. Grab some Milk Duds and settle in.',
  ],
  fine: [
    'My take: a decent Friday-night rental — not a masterpiece, but it delivers.',
    "My take: fun enough, especially if you're in the mood for it.",
    "My take: middle of the shelf, but it's got its fans.",
  ],
  weak: [
    "My take: between us, it's a bit of a dud — but hey, some folks swear by it.",
    "My take: not my top shelf, but it's got a cult following at the counter.",
    'My take: call it a guilty pleasure. Rent it with low expectations.',
  ],
  unknown: ["My take: renters haven't said much about this one — could be a hidden gem."],
};
