import { editDistance } from '@chuck/catalog';
import { describe, expect, it } from 'vitest';
import { aisleOf, describeAisle, twistOf } from './aisles.ts';
import { parseIntent, titlePhrases } from './intent.ts';
import { listOf, titleMatch } from './text.ts';

describe('parseIntent', () => {
  it.each([
    ['hi', { kind: 'greeting' }],
    ['Hey Chuck!', { kind: 'greeting' }],
    ['good evening', { kind: 'greeting' }],
    ['thanks a lot', { kind: 'thanks' }],
    ['ok bye', { kind: 'goodbye' }],
    ['what are your hours?', { kind: 'hours' }],
    ['Are you open on Sundays', { kind: 'hours' }],
    ['help', { kind: 'help' }],
    ['tell me about the matrix', { kind: 'about', subject: 'the matrix' }],
    ['Tell me about "Alien"', { kind: 'about', subject: 'alien' }],
    ['[Video Chat] tell me about jaws', { kind: 'about', subject: 'jaws' }],
    ["what's the godfather about?", { kind: 'about', subject: 'the godfather' }],
    ['is titanic any good', { kind: 'about', subject: 'titanic' }],
    ['how long is braveheart', { kind: 'runtime-of', title: 'braveheart' }],
    ["what's the running time of the matrix", { kind: 'runtime-of', title: 'the matrix' }],
    ['how long is that one?', { kind: 'runtime-of', title: 'that one' }],
    ['when did jaws come out?', { kind: 'year-of', title: 'jaws' }],
    ['what year is casablanca from', { kind: 'year-of', title: 'casablanca' }],
    ['who directed alien?', { kind: 'director-of', title: 'alien' }],
    ['hey chuck, who directed the movie fargo', { kind: 'director-of', title: 'fargo' }],
    ['who is the director of pulp fiction', { kind: 'director-of', title: 'pulp fiction' }],
    ['who directed it', { kind: 'director-of', title: 'it' }],
    ['movies by steven spielberg', { kind: 'films-by', person: 'steven spielberg' }],
    ['anything directed by kubrick?', { kind: 'films-by', person: 'kubrick' }],
    ['what movies did james cameron direct', { kind: 'films-by', person: 'james cameron' }],
    ['films by the coen brothers', { kind: 'films-by', person: 'coen' }],
    ['what else did ridley scott make', { kind: 'films-by', person: 'ridley scott' }],
    ['what else did he direct?', { kind: 'films-by', person: 'he' }],
    ['something like heat', { kind: 'like', title: 'heat', twist: null }],
    ['movies similar to the matrix', { kind: 'like', title: 'the matrix', twist: null }],
    ['any films like Se7en please', { kind: 'like', title: 'se7en', twist: null }],
    ['I loved Alien, what else?', { kind: 'like', title: 'alien', twist: null }],
    ['What should I rent tonight if I liked Alien?', { kind: 'like', title: 'alien', twist: null }],
    ['something like Alien but funny', { kind: 'like', title: 'alien', twist: 'funny' }],
    ['like heat, but from the 90s', { kind: 'like', title: 'heat', twist: 'from the 90s' }],
    ['does anyone have Heat?', { kind: 'who-has', title: 'heat' }],
    ['who has The Godfather on the shelf?', { kind: 'who-has', title: 'the godfather' }],
    ['is heat on the club shelf right now', { kind: 'who-has', title: 'heat' }],
    ["what's on the shelf?", { kind: 'club-shelf', search: null }],
    ['any westerns on the shelf', { kind: 'club-shelf', search: 'westerns' }],
    ["What's your favourite movie?", { kind: 'chuck', topic: 'favourite' }],
    ['who are you', { kind: 'chuck', topic: 'self' }],
    ['how long have you worked here', { kind: 'chuck', topic: 'self' }],
    ['tell me about the store', { kind: 'chuck', topic: 'store' }],
    ['what should I watch tonight?', { kind: 'recommend' }],
    ['recommend me something', { kind: 'recommend' }],
    ['I want a 90s thriller', { kind: 'recommend' }],
    ['more please', { kind: 'more' }],
    ['something funny', { kind: 'unknown', text: 'something funny' }],
    ['a scary movie from the 80s', { kind: 'unknown', text: 'a scary movie from the 80s' }],
  ])('%s', (message, intent) => {
    expect(parseIntent(message)).toEqual(intent);
  });
});

describe('aisleOf', () => {
  it.each([
    ['a 90s thriller', 'thriller from the 90s'],
    ['something funny', 'comedy'],
    ['a scary movie from the 80s', 'horror from the 80s'],
    ['a romantic comedy from the nineties', 'romantic comedy from the 90s'],
    ['sci-fi from the 2000s', 'sci-fi from the 2000s'],
    ['an old western', 'western from the golden age'],
    ['films from 1994', 'films from 1994'],
    ['something recent', 'films from the newest shelf'],
    ['what should I watch', 'anything'],
  ])('%s → %s', (text, described) => {
    expect(describeAisle(aisleOf(text, 2010))).toBe(described);
  });

  it('reads decades in every spelling', () => {
    for (const text of ['80s', "'80s", '1980s', 'the eighties']) {
      expect(aisleOf(`horror from the ${text}`, 2010).era).toMatchObject({ from: 1980, to: 1989 });
    }
    expect(aisleOf('something recent', 2010).era).toMatchObject({ from: 2005, to: 2010 });
  });
});

describe('twistOf', () => {
  it('reads the aisle to move to and the genres to leave out', () => {
    expect(describeAisle(twistOf('funnier', 2010).aisle)).toBe('comedy');
    expect(twistOf('from the 90s', 2010).aisle.era).toMatchObject({ from: 1990, to: 1999 });
    expect(twistOf('less scary', 2010)).toEqual({ aisle: { genres: [], era: null }, avoid: [27] });
  });
});

describe('titlePhrases', () => {
  it('finds the subject, quoted titles and capitalised runs', () => {
    expect(titlePhrases('I loved The Thing and "Alien" — what about Lord of the Rings?')).toEqual(
      expect.arrayContaining(['the thing', 'alien', 'lord of the rings']),
    );
    expect(titlePhrases('tell me about the matrix')).toEqual(['the matrix']);
  });
});

describe('text helpers', () => {
  it('matches titles exactly, misspelt, or only by their words', () => {
    expect(titleMatch('the matrix', 'The Matrix')).toBe('exact');
    expect(titleMatch('matrix', 'The Matrix')).toBe('exact');
    expect(titleMatch('the matirx', 'The Matrix')).toBe('close');
    expect(titleMatch('godfahter', 'The Godfather')).toBe('close');
    expect(titleMatch('heat', 'In the Heat of the Night')).toBe('partial');
    expect(titleMatch('sharknado 7', 'Se7en')).toBe('none');
  });

  it('counts a transposition as one edit and lists like a person', () => {
    expect(editDistance('matirx', 'matrix')).toBe(1);
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listOf(['a'])).toBe('a');
  });
});
