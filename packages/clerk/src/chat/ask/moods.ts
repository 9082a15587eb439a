import { G, type GenreWish } from '../aisles.ts';

// Moods as visitors name them, and the aisles Chuck reads them as (docs/chuck-questions.md, 'Moods').

export interface Mood {
  /** How Chuck names it back ('a rainy Sunday'). */
  label: string;
  /** Any of these will do. */
  genres: GenreWish;
  /** Genres that spoil it (no horror on a date night). */
  avoid: number[];
}

const mood = (label: string, ids: number[], avoid: number[] = []): Mood => ({
  label,
  genres: { label, ids },
  avoid,
});

/** Phrases (regex source on lower-case text) and the mood they name; the first that matches wins. */
const MOODS: [string, Mood][] = [
  [
    'rainy (?:sunday|day|afternoon|night|weekend)|lazy sunday|sunday afternoon|cozy|cosy|snuggle',
    mood('a rainy Sunday', [G.drama, G.comedy, G.family, G.romance], [G.horror, G.war, G.crime, G.thriller]),
  ],
  [
    'feel[- ]?good|uplifting|cheer (?:me|us) up|heart ?warming|wholesome|happy|put me in a good mood',
    mood('something feel-good', [G.comedy, G.family, G.music], [G.horror, G.war, G.thriller, G.crime]),
  ],
  [
    'mind[- ]?(?:bending|blowing|benders?|fuck)|twisty|twists?|makes? (?:me|you|us) think|trippy|cerebral|puzzle',
    mood('something mind-bending', [G.scifi, G.mystery, G.thriller]),
  ],
  [
    'date night|date movie|first date|on a date|with my (?:girlfriend|boyfriend|wife|husband|partner)|romantic evening',
    mood('date night', [G.romance, G.comedy], [G.horror, G.war, G.crime]),
  ],
  [
    'family night|with (?:the|my) kids|for the kids',
    mood('family night', [G.family, G.animation], [G.horror]),
  ],
  [
    'sad|cry|tear ?jerkers?|weepies?|a good cry|emotional',
    mood('a good cry', [G.drama, G.romance], [G.comedy, G.horror]),
  ],
  [
    'adrenaline(?: rush)?|pumped|exciting|thrill ride|edge of (?:my|your|the) seat',
    mood('an adrenaline rush', [G.action, G.thriller], [G.romance]),
  ],
  ['spooky season|halloween night|scare (?:me|us)', mood('a scare', [G.horror])],
];

export const MOOD_PATTERNS = MOODS.map(([words, m]) => ({
  re: new RegExp(`\\b(?:${words})\\b`, 'g'),
  mood: m,
}));
