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
  "I'm Chuck, the clerk around here. Ask me to 'tell me about' any movie, 'who directed' one, 'movies by' a director you like, 'something like' a film you love, or a mood like 'a 90s thriller' or 'something funny'. Or just ask what you should watch tonight.",
];

export const FALLBACK = [
  "Hmm, you've got me stumped — and I've alphabetized every tape in this store. Ask me about a movie, a director, or a mood like 'something funny from the 80s', and I'll find you a winner.",
  "I'm just a humble video clerk, so that one's above my pay grade. But ask me about a movie, a director, or what you're in the mood for and I'm your guy.",
  "Can't help you there, but movies? Movies I know. Try 'tell me about' a title, or ask for 'a scary movie from the 80s'.",
];

export const NOT_ON_SHELF = [
  "I checked the whole wall and can't find that one — might be out on rental, or it never made it to our shelves. Try another title, or tell me a genre and I'll pick something close.",
  "No luck — that title isn't in my system. Double-check the spelling for me? Or name a genre and I'll grab you something good.",
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
