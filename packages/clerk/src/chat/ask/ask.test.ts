import { describe, expect, it } from 'vitest';
import { G } from '../aisles.ts';
import { parseIntent } from '../intent.ts';
import { parseAsk } from './ask.ts';
import { minutesIn, takeRuntime } from './runtime.ts';

const LATEST = 2023;
const ask = (text: string) => parseAsk(text, LATEST);

describe('parseAsk', () => {
  it('reads genre, decade, runtime and a person at once', () => {
    const parsed = ask('a comedy with tom hanks from the 90s under 2 hours');
    expect(parsed?.genres.map((g) => g.label)).toEqual(['comedy']);
    expect(parsed?.years).toMatchObject({ from: 1990, to: 1999 });
    expect(parsed?.runtime).toMatchObject({ min: null, max: 119 });
    expect(parsed?.people).toEqual([{ name: 'tom hanks', role: 'actor' }]);
  });

  it('reads year limits', () => {
    expect(ask('anything newer than 2015')?.years).toMatchObject({ from: 2016, to: null });
    expect(ask('films after 2010')?.years).toMatchObject({ from: 2011, to: null });
    expect(ask('before 1960 please')?.years).toMatchObject({ from: null, to: 1959 });
    expect(ask('pre-1970 horror')?.years).toMatchObject({ from: null, to: 1969 });
    expect(ask('between 1980 and 1985')?.years).toMatchObject({ from: 1980, to: 1985 });
    expect(ask('since 2018')?.years).toMatchObject({ from: 2018, to: null });
    expect(ask('the 70s')?.years).toMatchObject({ from: 1970, to: 1979 });
  });

  it('tells a negated genre from a negated title', () => {
    const scifi = ask("a sci-fi film that isn't star wars");
    expect(scifi?.genres.map((g) => g.label)).toEqual(['sci-fi']);
    expect(scifi?.withoutTitles).toEqual(['star wars']);
    expect(scifi?.withoutGenres).toEqual([]);
    expect(ask('no horror, something from the 70s')?.withoutGenres).toEqual([G.horror]);
    expect(ask('a thriller without any horror')?.withoutGenres).toEqual([G.horror]);
  });

  it('reads moods as the documented aisles', () => {
    const rainy = ask("what's a good movie for a rainy sunday");
    expect(rainy?.mood?.label).toBe('a rainy Sunday');
    expect(rainy?.genres[0]?.ids).toEqual([G.drama, G.comedy, G.family, G.romance]);
    expect(rainy?.withoutGenres).toContain(G.horror);
    expect(ask('something mind-bending')?.mood?.label).toBe('something mind-bending');
    expect(ask('date night movie')?.withoutGenres).toContain(G.horror);
    expect(ask('something feel-good')?.mood?.label).toBe('something feel-good');
  });

  it('reads the best-rated, and roles from the words before a name', () => {
    expect(ask('highest rated westerns')).toMatchObject({ sort: 'rating', people: [] });
    expect(ask('best rated drama before 1970')?.people).toEqual([]);
    expect(ask('movies directed by christopher nolan')?.people).toEqual([
      { name: 'christopher nolan', role: 'director' },
    ]);
    expect(ask('spielberg from the 90s')?.people).toEqual([{ name: 'spielberg', role: 'any' }]);
  });

  it('is null when nothing is asked of the films', () => {
    expect(ask('what should i watch tonight')).toBeNull();
    expect(ask("i'm not sure what to watch")).toBeNull();
    expect(ask('no idea what i want')).toBeNull();
    expect(ask('hello')).toBeNull();
  });
});

describe('runtime limits', () => {
  it('reads lengths as people say them', () => {
    expect(minutesIn('an hour and a half')).toBe(90);
    expect(minutesIn('90 mins')).toBe(90);
    expect(minutesIn('2 hours')).toBe(120);
    expect(minutesIn('two and a half hours')).toBe(150);
    expect(minutesIn('1h30')).toBe(90);
    expect(minutesIn('no numbers here')).toBeNull();
  });

  it('reads ceilings, floors and ranges', () => {
    expect(takeRuntime('under 90 minutes').runtime).toMatchObject({ min: null, max: 89 });
    expect(takeRuntime('no more than 2 hours').runtime).toMatchObject({ min: null, max: 120 });
    expect(takeRuntime('over 3 hours').runtime).toMatchObject({ min: 180, max: null });
    expect(takeRuntime('about two hours').runtime).toMatchObject({ min: 110, max: 130 });
    expect(takeRuntime('something short').runtime).toMatchObject({ max: 95 });
    expect(ask('nothing too long please')?.runtime).toMatchObject({ min: null, max: 95 });
  });
});

describe('question intents', () => {
  it('reads comparisons', () => {
    expect(parseIntent('which is longer, titanic or gladiator')).toEqual({
      kind: 'compare',
      measure: 'runtime',
      more: true,
      titles: ['titanic', 'gladiator'],
    });
    expect(parseIntent('is titanic older than gladiator')).toMatchObject({
      measure: 'year',
      more: false,
      titles: ['titanic', 'gladiator'],
    });
    expect(parseIntent('pulp fiction or forrest gump, which is better rated')).toMatchObject({
      measure: 'rating',
      titles: ['pulp fiction', 'forrest gump'],
    });
  });

  it('reads two facts about one film', () => {
    expect(parseIntent('Who directed Gladiator and when did it come out?')).toEqual({
      kind: 'facts',
      title: 'gladiator',
      facts: ['director', 'year'],
    });
    expect(parseIntent('who directed the matrix and whos in it')).toMatchObject({
      facts: ['director', 'cast'],
    });
  });

  it('reads questions about the film under discussion', () => {
    expect(parseIntent('is it scary?')).toEqual({ kind: 'is-it', title: 'it', quality: 'scary' });
    expect(parseIntent('is the thing scary')).toEqual({
      kind: 'is-it',
      title: 'the thing',
      quality: 'scary',
    });
    expect(parseIntent("who's in it")).toEqual({ kind: 'cast-of', title: 'it' });
    expect(parseIntent('who starred in alien')).toEqual({ kind: 'cast-of', title: 'alien' });
    expect(parseIntent('is there a good comedy').kind).toBe('unknown');
  });

  it('reads refinements and the club questions', () => {
    expect(parseIntent('something older')).toEqual({ kind: 'refine', change: 'older' });
    expect(parseIntent('hmm funnier')).toEqual({ kind: 'refine', change: 'funnier' });
    expect(parseIntent('a bit shorter please')).toEqual({ kind: 'refine', change: 'shorter' });
    expect(parseIntent('How do I lend out my DVDs?')).toEqual({ kind: 'chuck', topic: 'lending' });
    expect(parseIntent('how do credits work')).toEqual({ kind: 'chuck', topic: 'credits' });
    expect(parseIntent('what is a hold')).toEqual({ kind: 'chuck', topic: 'holds' });
  });

  it('drops chatty preambles and afterwords', () => {
    expect(parseIntent('heyy chuck, uh, who directd jurasic park')).toMatchObject({
      kind: 'director-of',
      title: 'jurasic park',
    });
    expect(parseIntent('soooo what year did the godfather come out lol')).toMatchObject({
      kind: 'year-of',
      title: 'the godfather',
    });
    expect(parseIntent('a movie under 2 hours').kind).not.toBe('hours');
  });
});
