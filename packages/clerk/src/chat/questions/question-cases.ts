import { G } from '../aisles.ts';
import {
  bestRated,
  type Check,
  castOf,
  contains,
  directorOf,
  fresh,
  genre,
  lacks,
  longerThanBefore,
  names,
  namesNone,
  newerThanBefore,
  notGenre,
  notInCatalog,
  olderThanBefore,
  person,
  runtime,
  runtimeOf,
  shorterThanBefore,
  titleLacks,
  wins,
  yearOf,
  years,
} from './question-checks.ts';

// The questions Chuck must read (docs/chuck-questions.md), as people type them: lower case, typos, no
// punctuation, chatty preambles, follow-ups. `say` is a conversation; the checks are on its last reply.

export type Kind =
  | 'genre'
  | 'mood'
  | 'era'
  | 'runtime'
  | 'person'
  | 'best'
  | 'negation'
  | 'compare'
  | 'two facts'
  | 'film under discussion'
  | 'refinement'
  | 'store'
  | 'not in catalog'
  | 'typos and chat'
  | 'anything else';

export interface Case {
  kind: Kind;
  say: string[];
  checks: Check[];
}

const one = (kind: Kind, say: string, ...checks: Check[]): Case => ({ kind, say: [say], checks });
const talk = (kind: Kind, say: string[], ...checks: Check[]): Case => ({ kind, say, checks });

const genreCases: Case[] = (
  [
    ['got any good westerns', G.western],
    ['i want a horror movie', G.horror],
    ['somethin funny pls', G.comedy],
    ['show me some sci fi', G.scifi],
    ['any war films', G.war],
    ['a good romance for tonight', G.romance],
    ['musicals?', G.music],
    ['i need a thriller', G.thriller],
    ['got any documentaries', G.documentary],
    ['animated movies', G.animation],
    ['a crime movie please', G.crime],
    ['fantasy flick', G.fantasy],
    ['any mystery films', G.mystery],
    ['hey chuck can you recommend an action movie', G.action],
    ['adventure movie plz', G.adventure],
    ['a good drama', G.drama],
    ['family movie for the weekend', G.family],
    ['scary movie', G.horror],
    ['a historical film', G.history],
    ['gangster movies', G.crime],
    ['something with explosions', G.action],
    ['a whodunit', G.mystery],
  ] as const
).map(([say, id]) => one('genre', say, names(2), genre(id)));

const romCom = one('genre', 'a rom com', names(1), genre(G.romance), genre(G.comedy));

const moodCases: Case[] = [
  ...[
    "what's a good movie for a rainy sunday",
    'rainy day movie',
    'lazy sunday afternoon, what should i put on',
  ].map((say) =>
    one(
      'mood',
      say,
      names(2),
      genre(G.drama, G.comedy, G.family, G.romance),
      notGenre(G.horror, G.war, G.crime, G.thriller),
    ),
  ),
  ...['something feel-good', 'i need a feel good movie', 'cheer me up chuck', 'something uplifting'].map(
    (say) =>
      one(
        'mood',
        say,
        names(2),
        genre(G.comedy, G.family, G.music),
        notGenre(G.horror, G.war, G.thriller, G.crime),
      ),
  ),
  ...[
    'something mind-bending',
    'a mind bending movie',
    'i want a movie that makes me think',
    'something trippy',
  ].map((say) => one('mood', say, names(2), genre(G.scifi, G.mystery, G.thriller))),
  ...['date night movie', 'what should i watch with my girlfriend', 'good movie for a first date'].map(
    (say) => one('mood', say, names(2), genre(G.romance, G.comedy), notGenre(G.horror, G.war, G.crime)),
  ),
  one('mood', 'i want a good cry', names(2), genre(G.drama, G.romance), notGenre(G.comedy, G.horror)),
  one(
    'mood',
    'something with an adrenaline rush',
    names(2),
    genre(G.action, G.thriller),
    notGenre(G.romance),
  ),
  one('mood', 'family night with the kids', names(2), genre(G.family, G.animation), notGenre(G.horror)),
  one(
    'mood',
    'feel good movie from the 80s',
    names(2),
    genre(G.comedy, G.family, G.music),
    years(1980, 1989),
  ),
];

const eraCases: Case[] = [
  one('era', 'something from the 70s', names(2), years(1970, 1979)),
  one('era', '80s movies', names(2), years(1980, 1989)),
  one('era', 'a 90s comedy', names(2), years(1990, 1999), genre(G.comedy)),
  one('era', 'anything newer than 2015', names(2), years(2016, null)),
  one('era', 'films after 2010', names(2), years(2011, null)),
  one('era', 'good movies before 1960', names(2), years(null, 1959)),
  one('era', 'older than 1950 pls', names(2), years(null, 1949)),
  one('era', 'movies from 1994', names(2), years(1994, 1994)),
  one('era', 'something between 1980 and 1985', names(2), years(1980, 1985)),
  one('era', 'the nineties', names(2), years(1990, 1999)),
  one('era', 'sixties films', names(2), years(1960, 1969)),
  one('era', 'a western from the fifties', names(1), years(1950, 1959), genre(G.western)),
  one('era', 'anything since 2018', names(2), years(2018, null)),
  one('era', 'pre-1970 horror', names(2), years(null, 1969), genre(G.horror)),
  one('era', '2000s action', names(2), years(2000, 2009), genre(G.action)),
  one('era', 'a movie made in 1999', names(2), years(1999, 1999)),
  one('era', 'anything from the 2010s', names(2), years(2010, 2019)),
  one('era', '70s sci fi', names(2), years(1970, 1979), genre(G.scifi)),
  one('era', 'eighties horror', names(2), years(1980, 1989), genre(G.horror)),
  one('era', 'an old western before 1960', names(2), years(null, 1959), genre(G.western)),
  one('era', 'romance newer than 2000', names(2), years(2001, null), genre(G.romance)),
];

const runtimeCases: Case[] = [
  one('runtime', 'a comedy under 90 minutes', names(2), runtime(null, 89), genre(G.comedy)),
  one('runtime', 'a movie under 2 hours', names(2), runtime(null, 119)),
  one('runtime', 'something short', names(2), runtime(null, 95)),
  one('runtime', 'an hour and a half comedy', names(2), runtime(null, 90), genre(G.comedy)),
  one('runtime', 'less than 100 mins', names(2), runtime(null, 99)),
  one('runtime', 'something over 3 hours', names(1), runtime(181, null)),
  one('runtime', 'at least 150 minutes long', names(2), runtime(150, null)),
  one('runtime', 'a long epic', names(2), runtime(150, null)),
  one('runtime', 'about two hours', names(2), runtime(110, 130)),
  one('runtime', 'under an hour and a half', names(2), runtime(null, 89)),
  one('runtime', 'horror under 100 minutes', names(2), runtime(null, 99), genre(G.horror)),
  one('runtime', 'nothing too long please', names(2), runtime(null, 95)),
  one('runtime', 'drama shorter than 95 minutes', names(2), runtime(null, 94), genre(G.drama)),
  one('runtime', 'a quick thriller', names(2), runtime(null, 95), genre(G.thriller)),
  one('runtime', 'sci fi no more than 2 hours', names(2), runtime(null, 120), genre(G.scifi)),
  one(
    'runtime',
    'a 90s action movie under 2 hours',
    names(2),
    runtime(null, 119),
    genre(G.action),
    years(1990, 1999),
  ),
];

const personCases: Case[] = [
  one('person', 'films with tom hanks', names(2), person('Tom Hanks', 'actor')),
  one('person', 'tom hanks movies from the 90s', names(2), person('Tom Hanks'), years(1990, 1999)),
  one('person', 'spielberg from the 90s', names(2), person('Steven Spielberg'), years(1990, 1999)),
  one('person', 'anything starring meryl streep', names(2), person('Meryl Streep', 'actor')),
  one('person', 'movies directed by christopher nolan', names(2), person('Christopher Nolan', 'director')),
  one('person', 'hitchcock films', names(2), person('Alfred Hitchcock')),
  one('person', 'films with harrison ford', names(2), person('Harrison Ford', 'actor')),
  one('person', 'something with denzel washington', names(2), person('Denzel Washington', 'actor')),
  one('person', 'a comedy with jim carrey', names(2), person('Jim Carrey', 'actor'), genre(G.comedy)),
  one(
    'person',
    'action with arnold schwarzenegger',
    names(2),
    person('Arnold Schwarzenegger', 'actor'),
    genre(G.action),
  ),
  one('person', 'john carpenter horror', names(2), person('John Carpenter'), genre(G.horror)),
  one('person', 'robin williams comedies', names(2), person('Robin Williams'), genre(G.comedy)),
  one(
    'person',
    'westerns starring clint eastwood',
    names(2),
    person('Clint Eastwood', 'actor'),
    genre(G.western),
  ),
  one('person', 'scorsese movies from the 70s', names(2), person('Martin Scorsese'), years(1970, 1979)),
  one('person', 'julia roberts romance', names(2), person('Julia Roberts'), genre(G.romance)),
  one(
    'person',
    'any films with tom cruise after 2000',
    names(2),
    person('Tom Cruise', 'actor'),
    years(2001, null),
  ),
  one('person', 'sigourney weaver sci fi', names(2), person('Sigourney Weaver'), genre(G.scifi)),
  one('person', 'cillian murphy movies', names(2), person('Cillian Murphy')),
  one('person', 'best spielberg movies', names(2), person('Steven Spielberg'), bestRated),
  one('person', 'tim burton films under 2 hours', names(2), person('Tim Burton'), runtime(null, 119)),
];

const bestCases: Case[] = [
  one('best', 'best movies', names(2), bestRated),
  one('best', 'highest rated sci-fi', names(2), bestRated, genre(G.scifi)),
  one('best', 'top rated comedies from the 80s', names(2), bestRated, genre(G.comedy), years(1980, 1989)),
  one('best', 'the best westerns', names(2), bestRated, genre(G.western)),
  one('best', 'greatest horror films of all time', names(2), bestRated, genre(G.horror)),
  one('best', 'best rated drama before 1970', names(2), bestRated, genre(G.drama), years(null, 1969)),
  one(
    'best',
    'whats the best thriller from the 90s',
    names(2),
    bestRated,
    genre(G.thriller),
    years(1990, 1999),
  ),
  one('best', 'top rated animated movies', names(2), bestRated, genre(G.animation)),
  one('best', 'highest rated war film', names(2), bestRated, genre(G.war)),
  one('best', 'best short comedy', names(2), bestRated, genre(G.comedy), runtime(null, 95)),
];

const negationCases: Case[] = [
  one(
    'negation',
    "a sci-fi film that isn't star wars",
    names(2),
    genre(G.scifi),
    titleLacks('star wars'),
    lacks('Star Wars ('),
  ),
  one('negation', 'sci fi but not star wars', names(2), genre(G.scifi), titleLacks('star wars')),
  one('negation', 'something scary but no star wars lol', names(2), genre(G.horror), titleLacks('star wars')),
  one('negation', 'a movie from the 80s, no horror', names(2), notGenre(G.horror), years(1980, 1989)),
  one('negation', 'a thriller without any horror', names(2), genre(G.thriller), notGenre(G.horror)),
  one('negation', 'something from the 90s, no comedy', names(2), notGenre(G.comedy), years(1990, 1999)),
  one(
    'negation',
    'an adventure but not indiana jones',
    names(2),
    genre(G.adventure),
    titleLacks('indiana jones'),
  ),
  one('negation', 'a fantasy that isnt harry potter', names(2), genre(G.fantasy), titleLacks('harry potter')),
  one(
    'negation',
    'a 90s comedy without romance',
    names(2),
    genre(G.comedy),
    notGenre(G.romance),
    years(1990, 1999),
  ),
  one(
    'negation',
    'no horror please, something from the 70s',
    names(2),
    notGenre(G.horror),
    years(1970, 1979),
  ),
  one('negation', 'action but not james bond', names(2), genre(G.action), titleLacks('james bond')),
  one(
    'negation',
    'a superhero-free action movie, not batman',
    names(2),
    genre(G.action),
    titleLacks('batman'),
  ),
  one('negation', 'drama, no war', names(2), genre(G.drama), notGenre(G.war)),
  one('negation', 'sci fi that is not star trek', names(2), genre(G.scifi), titleLacks('star trek')),
];

const compareCases: Case[] = (
  [
    ['which is longer, titanic or gladiator', 'runtime', true, 'Titanic', 'Gladiator', 'longer'],
    ['which one is longer the matrix or fight club', 'runtime', true, 'The Matrix', 'Fight Club', 'longer'],
    [
      'titanic or saving private ryan which is longer',
      'runtime',
      true,
      'Titanic',
      'Saving Private Ryan',
      'longer',
    ],
    ['which is shorter, fargo or shrek', 'runtime', false, 'Fargo', 'Shrek', 'shorter'],
    ['which is older jaws or rocky', 'year', false, 'Jaws', 'Rocky', 'older'],
    ['which came out first, the matrix or fight club', 'year', false, 'The Matrix', 'Fight Club', 'older'],
    ['is gladiator older than titanic', 'year', false, 'Gladiator', 'Titanic', 'older'],
    ['which is newer, alien or blade runner', 'year', true, 'Alien', 'Blade Runner', 'newer'],
    ['which is better rated, titanic or gladiator', 'rating', true, 'Titanic', 'Gladiator', 'better rated'],
    [
      'which is better the godfather or goodfellas',
      'rating',
      true,
      'The Godfather',
      'Goodfellas',
      'better rated',
    ],
    [
      'pulp fiction or forrest gump, which is better rated',
      'rating',
      true,
      'Pulp Fiction',
      'Forrest Gump',
      'better rated',
    ],
    ['is casablanca better rated than psycho', 'rating', true, 'Casablanca', 'Psycho', 'better rated'],
    ['which is longer: memento or the departed', 'runtime', true, 'Memento', 'The Departed', 'longer'],
    ['which is longer, jaws or rocky', 'runtime', true, 'Jaws', 'Rocky', 'longer'],
    ['which is older, the shining or halloween', 'year', false, 'The Shining', 'Halloween', 'older'],
    [
      'so which is higher rated, inception or the dark knight',
      'rating',
      true,
      'Inception',
      'The Dark Knight',
      'better rated',
    ],
    [
      'which one is shorter, inception or the dark knight',
      'runtime',
      false,
      'Inception',
      'The Dark Knight',
      'shorter',
    ],
  ] as const
).map(([say, measure, more, a, b, word]) => one('compare', say, names(2), wins(measure, more, a, b, word)));

const twoFactCases: Case[] = [
  one(
    'two facts',
    'who directed gladiator and when did it come out',
    directorOf('Gladiator'),
    yearOf('Gladiator'),
  ),
  one('two facts', 'who directed alien and how long is it', directorOf('Alien'), runtimeOf('Alien')),
  one('two facts', 'when did jaws come out and who directed it', directorOf('Jaws'), yearOf('Jaws')),
  one(
    'two facts',
    "who's in heat and who directed it",
    castOf('Heat'),
    directorOf('Heat'),
    lacks('The Heat'),
  ),
  one('two facts', 'how long is titanic and who directed it', runtimeOf('Titanic'), directorOf('Titanic')),
  one('two facts', 'who directed the matrix and whos in it', directorOf('The Matrix'), castOf('The Matrix')),
  one(
    'two facts',
    'who made jurassic park and when was it released',
    directorOf('Jurassic Park'),
    yearOf('Jurassic Park'),
  ),
  one('two facts', 'who directed fargo, and how long is it', directorOf('Fargo'), runtimeOf('Fargo')),
  one(
    'two facts',
    'when did forrest gump come out and who starred in it',
    yearOf('Forrest Gump'),
    castOf('Forrest Gump'),
  ),
  one(
    'two facts',
    'who directed oppenheimer and who is in it',
    directorOf('Oppenheimer'),
    castOf('Oppenheimer'),
  ),
];

const subjectCases: Case[] = [
  talk('film under discussion', ['tell me about alien', 'is it scary?'], contains(/^Yes/, 'Alien (1979)')),
  talk('film under discussion', ['tell me about airplane', 'is it scary'], contains(/^Not really/)),
  talk('film under discussion', ['who directed jaws', "who's in it"], castOf('Jaws')),
  talk('film under discussion', ['tell me about the matrix', 'how long is it'], runtimeOf('The Matrix')),
  talk('film under discussion', ['tell me about titanic', 'who directed it'], directorOf('Titanic')),
  talk('film under discussion', ['what about fargo', 'is it funny'], contains(/^Yes/, 'Fargo (1996)')),
  talk('film under discussion', ['tell me about the shining', 'when did it come out'], yearOf('The Shining')),
  talk('film under discussion', ['tell me about toy story', 'is it for kids'], contains(/^Yes/)),
  talk('film under discussion', ['tell me about oppenheimer', 'whos in it'], castOf('Oppenheimer')),
  talk(
    'film under discussion',
    ['who directed heat', 'who starred in it'],
    castOf('Heat'),
    lacks('Sandra Bullock'),
  ),
  talk('film under discussion', ['tell me about schindlers list', 'is it a comedy'], contains(/^Not really/)),
  talk('film under discussion', ['how long is gladiator', 'and who is in it'], castOf('Gladiator')),
  talk('film under discussion', ['tell me about the thing', 'who directed it'], directorOf('The Thing')),
  talk('film under discussion', ['tell me about casablanca', 'is it romantic'], contains(/^Yes/)),
  talk('film under discussion', ['tell me about rocky', 'what year did it come out'], yearOf('Rocky')),
  talk('film under discussion', ['tell me about halloween', 'is it scary'], contains(/^Yes/)),
];

const refineCases: Case[] = [
  talk(
    'refinement',
    ['a 90s thriller', 'something older'],
    names(1),
    genre(G.thriller),
    olderThanBefore,
    fresh,
  ),
  talk('refinement', ['a comedy', 'shorter'], names(1), genre(G.comedy), shorterThanBefore, fresh),
  talk('refinement', ['horror movies', 'funnier'], names(1), genre(G.horror), genre(G.comedy), fresh),
  talk('refinement', ['a drama from the 80s', 'newer'], names(1), genre(G.drama), newerThanBefore, fresh),
  talk('refinement', ['sci-fi', 'better ones'], names(1), genre(G.scifi), bestRated, fresh),
  talk(
    'refinement',
    ['a comedy under 2 hours', 'something longer'],
    names(1),
    genre(G.comedy),
    longerThanBefore,
  ),
  talk(
    'refinement',
    ['an action movie', 'hmm something older'],
    names(1),
    genre(G.action),
    olderThanBefore,
    fresh,
  ),
  talk('refinement', ['a western', 'newer please'], names(1), genre(G.western), newerThanBefore, fresh),
  talk(
    'refinement',
    ['something from the 80s', 'scarier'],
    names(1),
    genre(G.horror),
    years(1980, 1989),
    fresh,
  ),
  talk(
    'refinement',
    ['a thriller', 'something lighter'],
    names(1),
    genre(G.thriller),
    notGenre(G.horror),
    fresh,
  ),
  talk(
    'refinement',
    ['a 90s thriller', 'something older', 'even older'],
    names(1),
    genre(G.thriller),
    olderThanBefore,
  ),
  talk(
    'refinement',
    ['films with tom hanks', 'older'],
    names(1),
    person('Tom Hanks', 'actor'),
    olderThanBefore,
  ),
];

const storeCases: Case[] = [
  one('store', 'how do i lend out my dvds', namesNone, contains('rentable', 'credit')),
  one('store', 'how does lending work', namesNone, contains('rentable')),
  one('store', 'how do credits work', namesNone, contains('3 credits')),
  one('store', 'how much does a rental cost', namesNone, contains(/1 credit|costs the borrower 1/)),
  one('store', 'how do i earn credits', namesNone, contains(/credit/)),
  one('store', 'what is a hold', namesNone, contains(/hold/i)),
  one('store', 'how do holds work', namesNone, contains(/line/)),
  one('store', 'can i get on the waiting list for a disc', namesNone, contains(/line/)),
  one('store', "what's on the shelf", namesNone, contains(/shelf|DVD Club/)),
  one('store', 'how does the dvd club work', namesNone, contains(/DVD Club/)),
  one('store', 'are you open', namesNone, contains('24/7')),
  one('store', 'hey chuck how do i share my blu-rays with other members', namesNone, contains('rentable')),
];

const missingCases: Case[] = [
  ...[
    'who directed drive my car',
    'tell me about portrait of a lady on fire',
    'how long is anatomy of a fall',
    'who directed the handmaiden',
    'when did shoplifters come out',
    'tell me about train to busan',
    'who directed decision to leave',
    'how long is zorblax the destroyer',
    'tell me about the worst person in the world',
    'tell me about rrr',
  ].map((say) => one('not in catalog', say, notInCatalog)),
  one(
    'not in catalog',
    'who directed heat',
    directorOf('Heat'),
    contains('Michael Mann'),
    lacks('Paul Feig', 'In the Heat of the Night'),
  ),
  one('not in catalog', 'who directed the thing', contains('John Carpenter'), lacks('A Guy Thing')),
  one('not in catalog', 'who directed amelie', contains('Jean-Pierre Jeunet'), lacks('Amelia (2009)')),
  one(
    'not in catalog',
    'tell me about parasite',
    contains('Parasite (1982)', "isn't in my catalog — set up a TMDB key"),
  ),
  one('not in catalog', 'which is longer, titanic or zorblax the destroyer', notInCatalog),
  one('not in catalog', 'who directed oppenheimer', contains('Christopher Nolan')),
];

const chattyCases: Case[] = [
  one('typos and chat', 'heyy chuck, uh, who directd jurasic park', directorOf('Jurassic Park')),
  one('typos and chat', 'soooo what year did the godfather come out lol', yearOf('The Godfather')),
  one('typos and chat', 'how long is the matirx', runtimeOf('The Matrix')),
  one('typos and chat', 'yo any good comedies from the 80s', names(2), genre(G.comedy), years(1980, 1989)),
  one(
    'typos and chat',
    'ok so my friend is coming over, we want something scary from the 90s',
    names(2),
    genre(G.horror),
    years(1990, 1999),
  ),
  one(
    'typos and chat',
    'hi chuck!! i want a comedy under 90 minutes',
    names(2),
    genre(G.comedy),
    runtime(null, 89),
  ),
  one('typos and chat', 'hmm idk maybe a western', names(2), genre(G.western)),
  one('typos and chat', 'hello there who starred in alien', castOf('Alien')),
  one('typos and chat', 'WHO DIRECTED TITANIC', directorOf('Titanic')),
  one('typos and chat', 'could you tell me who directed the shining please', directorOf('The Shining')),
  one('typos and chat', 'umm whos in forrest gump', castOf('Forrest Gump')),
  one(
    'typos and chat',
    'i was wondering, which is longer titanic or gladiator?',
    wins('runtime', true, 'Titanic', 'Gladiator', 'longer'),
  ),
  one(
    'typos and chat',
    'any films w tom hanks from the 90s',
    names(2),
    person('Tom Hanks'),
    years(1990, 1999),
  ),
  one(
    'typos and chat',
    'looking for a sci fi movie thats not star wars',
    names(2),
    genre(G.scifi),
    titleLacks('star wars'),
  ),
  one('typos and chat', 'something funny and not too long', names(2), genre(G.comedy), runtime(null, 95)),
  one(
    'typos and chat',
    'whats a good horror movie from the 70s',
    names(2),
    genre(G.horror),
    years(1970, 1979),
  ),
  one(
    'typos and chat',
    'show me romance movies newer than 2015',
    names(1),
    genre(G.romance),
    years(2016, null),
  ),
  one('typos and chat', 'tom hanks', names(2), person('Tom Hanks')),
  one('typos and chat', 'what year was jaws released', yearOf('Jaws')),
  one('typos and chat', 'gimme a 90s action flick', names(2), genre(G.action), years(1990, 1999)),
  one('typos and chat', 'is there a good comedy from the 80s', names(2), genre(G.comedy), years(1980, 1989)),
];

const elseCases: Case[] = [
  'what is the meaning of life',
  'can you do my taxes',
  "what's the weather like",
  'who won the game last night',
  'asdfghjkl',
  'do you like pizza',
  'my cat is sick',
  'what is 2 plus 2',
  'sing me a song',
  'what time is it in tokyo',
].map((say) => one('anything else', say, namesNone, lacks(/\((?:18|19|20)\d\d\)/)));

export const CASES: Case[] = [
  ...genreCases,
  romCom,
  ...moodCases,
  ...eraCases,
  ...runtimeCases,
  ...personCases,
  ...bestCases,
  ...negationCases,
  ...compareCases,
  ...twoFactCases,
  ...subjectCases,
  ...refineCases,
  ...storeCases,
  ...missingCases,
  ...chattyCases,
  ...elseCases,
];
