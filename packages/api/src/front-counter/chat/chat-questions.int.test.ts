import { catalogTemplate, perFileMsw } from '@chuck/catalog/testing';
import {
  type ChatReply,
  type ChatTurn,
  type ClubShelf,
  createChatEngine,
  type FilmCard,
  type Taste,
} from '@chuck/clerk';
import { completion, FAKE_OPENAI, fakeChatCompletions } from '@chuck/clerk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubShelf } from '../../effects/shelf-port.ts';
import { newSessionId } from '../../shared/session-id.ts';
import { createTestContext, type TestContext } from '../../testing/index.ts';

// Chuck understands the question (issue 19): a suite of prompts in varied wording and with typos,
// each checked for the facts in the answer, against the embedded catalog and a members' shelf
// seeded through the DVD Club, with the local engine and the chat service's shelf.

/** What an answer must say; every fact about a catalog film is read from the catalog, not written here. */
interface Facts {
  /** The catalog film the answer is about: named in it. */
  film?: string;
  /** Every director of `film`. */
  director?: true;
  /** `film`'s release year. */
  year?: true;
  /** `film`'s running time, in minutes. */
  runtime?: true;
  /** Picks like this catalog film: it is named first, then at least two others sharing a genre or a director with it. */
  likeFilm?: string;
  /** What the picks (the films named after the first, or all of them for a club film) must be. */
  picks?: { min?: number; genre?: number; without?: number; from?: number; to?: number; director?: string };
  /** At least two films named, each directed by this person. */
  by?: string;
  says?: (string | RegExp)[];
  not?: (string | RegExp)[];
  /** The number of catalog films named. */
  films?: number;
}

interface Case {
  prompt: string;
  /** Messages asked first, in the same conversation. */
  after?: string[];
  taste?: 'family';
  facts: Facts;
}

const HORROR = 27;
const COMEDY = 35;
const SCIFI = 878;

/**
 * Discs seeded on the members' shelf that the embedded catalog lacks (it holds American films,
 * docs/catalog.md): Chuck knows them only from the member's own description of the disc.
 */
const MEMORIES = 'Memories of Murder (2003)';
const CLUB_LABELS = [MEMORIES];
/** Discs no visitor may hear of: private, or public but not up for rent. */
const HIDDEN = ['Train to Busan', 'The Handmaiden'];

const CASES: Case[] = [
  // Who directed it.
  { prompt: 'Who directed Alien?', facts: { film: 'Alien', director: true } },
  { prompt: 'who directed jurasic park', facts: { film: 'Jurassic Park', director: true } },
  { prompt: 'whos the director of the godfahter', facts: { film: 'The Godfather', director: true } },
  { prompt: 'Who made Fargo?', facts: { film: 'Fargo', director: true } },
  { prompt: 'who was behind the camera on titanic', facts: { film: 'Titanic', director: true } },
  { prompt: 'director of blade runer?', facts: { film: 'Blade Runner', director: true } },
  { prompt: 'hey chuck, who directd the matrix', facts: { film: 'The Matrix', director: true } },
  {
    prompt: 'Who directed Memories of Murder?',
    facts: {
      says: [`${MEMORIES} isn't in my catalog`, 'Walker has it on Blu-ray', 'Bong Joon-ho'],
      not: ['Stardust Memories', 'Murder Case'],
    },
  },
  // When it came out.
  { prompt: 'When was Alien released?', facts: { film: 'Alien', year: true } },
  { prompt: 'what year did jaws come out', facts: { film: 'Jaws', year: true } },
  { prompt: 'when did the matrix come out?', facts: { film: 'The Matrix', year: true } },
  { prompt: 'What year is Casablanca from?', facts: { film: 'Casablanca', year: true } },
  { prompt: 'release date of toy story', facts: { film: 'Toy Story', year: true } },
  { prompt: 'how old is goodfellas', facts: { film: 'Goodfellas', year: true } },
  { prompt: 'when was memories of murder released', facts: { says: ['Walker has it on Blu-ray', '2003'] } },
  // How long it runs.
  { prompt: 'How long is The Matrix?', facts: { film: 'The Matrix', runtime: true } },
  { prompt: "what's the runtime of Titanic", facts: { film: 'Titanic', runtime: true } },
  { prompt: 'how many minutes is fargo', facts: { film: 'Fargo', runtime: true } },
  { prompt: 'running time for the dark knight', facts: { film: 'The Dark Knight', runtime: true } },
  { prompt: 'is gladiator long?', facts: { film: 'Gladiator', runtime: true } },
  { prompt: 'how long is memento in minutes', facts: { film: 'Memento', runtime: true } },
  { prompt: 'how long is memories of murder?', facts: { says: ['Walker has it on Blu-ray', '131 minutes'] } },
  // The catalog has no running time for Alien: none is made up.
  {
    prompt: 'how long is alien',
    facts: { film: 'Alien', says: ["doesn't list a running time"], not: [/\d+ minutes/] },
  },
  // A director's films.
  { prompt: 'What else did Ridley Scott make?', facts: { by: 'Ridley Scott' } },
  { prompt: 'films by kubrick', facts: { by: 'Stanley Kubrick' } },
  { prompt: 'movies by stanley kubrik', facts: { by: 'Stanley Kubrick' } },
  { prompt: 'what has christopher nolan directed', facts: { by: 'Christopher Nolan' } },
  { prompt: 'michael mann movies', facts: { by: 'Michael Mann' } },
  { prompt: "spielberg's films", facts: { by: 'Steven Spielberg' } },
  { prompt: 'anything by the coen brothers?', facts: { by: 'Joel Coen' } },
  // 'I liked X': picks from X, not from the top 3.
  {
    prompt: 'What should I rent tonight if I liked Alien?',
    taste: 'family',
    facts: { likeFilm: 'Alien', not: ['Going by your top 3'] },
  },
  { prompt: 'I liked The Matrix, what should I watch?', taste: 'family', facts: { likeFilm: 'The Matrix' } },
  { prompt: 'i loved se7en. what next?', facts: { likeFilm: 'Se7en' } },
  { prompt: 'big fan of jurassic park, got anything similar', facts: { likeFilm: 'Jurassic Park' } },
  { prompt: 'just watched fargo and loved it, what else?', facts: { likeFilm: 'Fargo' } },
  { prompt: 'movies like jurasic park', facts: { likeFilm: 'Jurassic Park' } },
  { prompt: 'recommend something for someone who likes toy story', facts: { likeFilm: 'Toy Story' } },
  { prompt: 'since i enjoyed the terminator, any suggestions?', facts: { likeFilm: 'The Terminator' } },
  {
    prompt: 'something like memories of murder',
    facts: { says: ['Walker has it on Blu-ray', 'more like it'], picks: { min: 2 } },
  },
  // 'Like X but Y': a genre, a decade, a mood.
  { prompt: 'something like Alien but funny', facts: { likeFilm: 'Alien', picks: { genre: COMEDY } } },
  { prompt: 'like alien, but funnier', facts: { likeFilm: 'Alien', picks: { genre: COMEDY } } },
  {
    prompt: 'movies like the matrix but from the 80s',
    facts: { likeFilm: 'The Matrix', picks: { from: 1980, to: 1989 } },
  },
  { prompt: 'like jaws but less scary', facts: { likeFilm: 'Jaws', picks: { without: HORROR } } },
  {
    prompt: 'something like toy story but scary',
    facts: { likeFilm: 'Toy Story', picks: { genre: HORROR } },
  },
  { prompt: 'like titanic, but a comedy', facts: { likeFilm: 'Titanic', picks: { genre: COMEDY } } },
  {
    prompt: 'i loved toy story but want something sci-fi',
    facts: { likeFilm: 'Toy Story', picks: { genre: SCIFI } },
  },
  {
    prompt: 'like Memories of Murder but from the 90s',
    facts: { says: ['Walker has it on Blu-ray'], picks: { min: 2, from: 1990, to: 1999 } },
  },
  // The members' shelf.
  { prompt: "What's on the shelf?", facts: { says: [MEMORIES, 'Blu-ray from Walker', 'from Dana R.'] } },
  { prompt: 'whats on the dvd club shelf tonight', facts: { says: [MEMORIES, 'Walker'] } },
  { prompt: 'any crime movies on the shelf?', facts: { says: [MEMORIES, 'Walker'], not: ['Godfather'] } },
  {
    prompt: 'Does anyone have Memories of Murder?',
    facts: { says: [MEMORIES, 'Walker has it on Blu-ray', "isn't in my catalog"] },
  },
  {
    prompt: 'who has The Godfather on the shelf?',
    facts: { film: 'The Godfather', says: ['Dana R. has it on DVD'] },
  },
  {
    prompt: 'anyone got the godfahter?',
    facts: { film: 'The Godfather', says: ['Dana R. has it on DVD'] },
  },
  { prompt: 'is memories of murder on the shelf', facts: { says: ['Walker has it on Blu-ray'] } },
  { prompt: 'can I rent Jaws from anyone?', facts: { film: 'Jaws', says: ['Sam O. has it on 4K UHD'] } },
  {
    prompt: 'does anybody have alien',
    facts: { film: 'Alien', says: [/^Nobody in the DVD Club has Alien \(1979\)/] },
  },
  // A private disc and a disc that is not for rent stay unknown.
  {
    prompt: 'does anyone have train to busan?',
    facts: { says: [/Nobody in the DVD Club|no sign of that title/], films: 0 },
  },
  { prompt: 'who has the handmaiden', facts: { not: ['Sam'], films: 0 } },
  // Chuck himself.
  {
    prompt: "What's your favourite movie?",
    taste: 'family',
    facts: { films: 1, says: ["What's yours?"], not: ['top 3'] },
  },
  { prompt: 'whats ur favorite film chuck', facts: { films: 1, says: ["What's yours?"] } },
  { prompt: 'do you have a favourite horror movie?', facts: { films: 1, picks: { min: 1, genre: HORROR } } },
  { prompt: 'Who are you?', facts: { says: [/Chuck/], films: 0 } },
  { prompt: 'tell me about yourself', facts: { says: [/Chuck/], films: 0 } },
  { prompt: 'tell me about the store', facts: { says: [/24\/7/], films: 0 } },
  { prompt: 'are you a robot?', facts: { says: [/Chuck/], films: 0 } },
  { prompt: 'how long have you worked here?', facts: { says: [/Chuck/], not: ['minutes'], films: 0 } },
  { prompt: 'do you charge late fees?', facts: { says: [/Chuck's/], films: 0 } },
  // 'It' is the film last discussed.
  { prompt: 'who directed it?', after: ['tell me about alien'], facts: { film: 'Alien', director: true } },
  {
    prompt: 'how long is that one?',
    after: ['who directed the matrix'],
    facts: { film: 'The Matrix', runtime: true },
  },
  { prompt: 'when did it come out', after: ['tell me about fargo'], facts: { film: 'Fargo', year: true } },
  {
    prompt: 'how long is it?',
    after: ['Who directed Memories of Murder?'],
    facts: { says: ['131 minutes', 'Walker'] },
  },
  {
    prompt: 'who directed it',
    after: ['does anyone have memories of murder'],
    facts: { says: ['Bong Joon-ho'] },
  },
  { prompt: 'what else did he make?', after: ['who directed alien'], facts: { by: 'Ridley Scott' } },
  {
    prompt: 'something like that one but funny',
    after: ['tell me about the matrix'],
    facts: { likeFilm: 'The Matrix', picks: { genre: COMEDY } },
  },
  {
    prompt: 'does anyone have it?',
    after: ['tell me about the godfather'],
    facts: { says: ['Dana R. has it on DVD'] },
  },
  {
    prompt: 'who directed it?',
    after: ['tell me about jaws', 'thanks!'],
    facts: { film: 'Jaws', director: true },
  },
];

let t: TestContext;
let shelf: ClubShelf;
/** Shelf queries made by the question being answered. */
let shelfCalls = 0;
let family: Taste;

beforeAll(async () => {
  t = await createTestContext(catalogTemplate);
  const [walker, dana, sam] = [
    await t.createMember({ firstName: 'Walker', lastName: null }),
    await t.createMember({ firstName: 'Dana', lastName: 'Reyes' }),
    await t.createMember({ firstName: 'Sam', lastName: 'Okafor' }),
  ];
  const [godfather, jaws] = [await film('The Godfather'), await film('Jaws')];
  const add = (
    member: typeof walker,
    disc: Parameters<ReturnType<TestContext['caller']>['dvdClub']['create']>[0],
  ) => t.caller(member).dvdClub.create(disc);
  await add(walker, {
    title: 'Memories of Murder',
    year: 2003,
    director: 'Bong Joon-ho',
    genre: 'Crime',
    runtimeMinutes: 131,
    format: 'Blu-ray',
    visibility: 'rentable',
  });
  await add(walker, {
    title: 'Train to Busan',
    year: 2016,
    director: 'Yeon Sang-ho',
    format: 'VHS',
    visibility: 'private',
  });
  await add(dana, {
    title: 'The Godfather',
    year: 1972,
    movieId: godfather.id,
    format: 'DVD',
    visibility: 'rentable',
  });
  await add(sam, { title: 'Jaws', year: 1975, movieId: jaws.id, format: '4K UHD', visibility: 'rentable' });
  await add(sam, { title: 'The Handmaiden', year: 2016, format: 'DVD', visibility: 'public' });

  const real = clubShelf(t.db);
  shelf = {
    discsOf: (key, limit) => {
      shelfCalls++;
      return real.discsOf(key, limit);
    },
    newest: (limit, search) => {
      shelfCalls++;
      return real.newest(limit, search);
    },
  };
  const favourites = await Promise.all(['Toy Story', 'Finding Nemo', 'Shrek'].map(film));
  family = {
    favourites: favourites.map((f) => ({ title: f.title, movieId: f.id })),
    ratings: [],
    exclude: [],
  };
}, 120_000);
afterAll(() => t?.close());

async function film(title: string): Promise<FilmCard> {
  const found = (await t.deps.catalog.searchMovies(title, { limit: 5 })).find((m) => m.title === title);
  if (!found) throw new Error(`${title} is not in the embedded catalog`);
  return (await t.deps.catalog.films([found.id]))[0]!;
}

/** Asks in a conversation: the earlier messages first, each answer joining the history. */
async function converse(messages: readonly string[], taste: Taste | null): Promise<ChatReply> {
  const history: ChatTurn[] = [];
  let reply: ChatReply | undefined;
  for (const message of messages) {
    shelfCalls = 0;
    reply = await t.deps.chat.engine.reply(t.deps.catalog, { message, history: [...history], taste, shelf });
    // One shelf query per question at most.
    expect(shelfCalls, message).toBeLessThanOrEqual(1);
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: reply.text, movieIds: reply.movieIds },
    );
  }
  return reply!;
}

/** Every film named is a catalog film it reports, or a disc on the shelf; hidden discs never come up. */
async function expectGrounded(reply: ChatReply) {
  const films = await t.deps.catalog.films(reply.movieIds);
  expect(films.map((f) => f.id).sort()).toEqual([...reply.movieIds].sort());
  let rest = reply.text;
  for (const label of [...films.map((f) => `${f.title} (${f.year})`), ...CLUB_LABELS])
    rest = rest.split(label).join(' ');
  expect(rest, reply.text).not.toMatch(/\((?:18|19|20)\d\d\)/);
  for (const hidden of HIDDEN) expect(reply.text).not.toContain(hidden);
}

function sharesSomething(a: FilmCard, b: FilmCard): boolean {
  const directors = (f: FilmCard) => (f.director ?? '').split(', ').filter(Boolean);
  return a.genreIds.some((g) => b.genreIds.includes(g)) || directors(a).some((d) => directors(b).includes(d));
}

async function expectFacts(reply: ChatReply, facts: Facts, taste: Taste | null) {
  const text = reply.text;
  const named = await t.deps.catalog.films(reply.movieIds);
  const inOrder = reply.movieIds.map((id) => named.find((f) => f.id === id)!);
  if (facts.film) {
    const subject = await film(facts.film);
    expect(reply.movieIds, text).toContain(subject.id);
    expect(text).toContain(subject.title);
    if (facts.director) for (const name of subject.director!.split(', ')) expect(text).toContain(name);
    if (facts.year) expect(text).toContain(String(subject.year));
    if (facts.runtime) expect(text).toContain(`${subject.runtime} minutes`);
  }
  let picks = inOrder;
  if (facts.likeFilm) {
    const seed = await film(facts.likeFilm);
    expect(reply.movieIds[0], text).toBe(seed.id);
    picks = inOrder.slice(1);
    expect(picks.length, text).toBeGreaterThanOrEqual(2);
    expect(picks.map((f) => f.id)).not.toContain(seed.id);
    // A twist may move away from the seed's genres ('but funny', 'but less scary'): checked below instead.
    if (!facts.picks?.genre && !facts.picks?.without)
      for (const pick of picks) expect(sharesSomething(seed, pick), `${pick.title}: ${text}`).toBe(true);
    const top3 = taste?.favourites.map((f) => f.movieId) ?? [];
    for (const pick of picks) expect(top3).not.toContain(pick.id);
  }
  if (facts.picks) {
    const { min = 2, genre, without, from, to } = facts.picks;
    expect(picks.length, text).toBeGreaterThanOrEqual(min);
    for (const pick of picks) {
      if (genre) expect(pick.genreIds, `${pick.title}: ${text}`).toContain(genre);
      if (without) expect(pick.genreIds, `${pick.title}: ${text}`).not.toContain(without);
      if (from) expect(pick.year, `${pick.title}: ${text}`).toBeGreaterThanOrEqual(from);
      if (to) expect(pick.year, `${pick.title}: ${text}`).toBeLessThanOrEqual(to);
    }
  }
  if (facts.by) {
    expect(named.length, text).toBeGreaterThanOrEqual(2);
    for (const f of named) expect(f.director, `${f.title}: ${text}`).toContain(facts.by);
  }
  for (const expected of facts.says ?? []) expect(text).toMatch(expected);
  for (const unwanted of facts.not ?? []) expect(text).not.toMatch(unwanted);
  if (facts.films !== undefined) expect(reply.movieIds, text).toHaveLength(facts.films);
}

describe(`Chuck understands the question (${CASES.length} prompts)`, () => {
  it('has at least 60 prompts', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES.map((c) => [c.after ? `${c.after.join(' → ')} → ${c.prompt}` : c.prompt, c] as const))(
    '%s',
    async (_, { prompt, after = [], taste, facts }) => {
      const asTaste = taste === 'family' ? family : null;
      const reply = await converse([...after, prompt], asTaste);
      await expectGrounded(reply);
      await expectFacts(reply, facts, asTaste);
    },
  );
});

describe('the chat service', () => {
  it("gives Chuck the members' shelf with every question", async () => {
    const sessionId = newSessionId();
    await t.caller(null).chat.send({ sessionId, role: 'user', content: 'Who directed Memories of Murder?' });
    await t.deps.chat.replies.settle();
    const [, reply] = await t.caller(null).chat.history({ sessionId });
    expect(reply!.content).toMatch(
      /^Memories of Murder \(2003\) isn't in my catalog, but Walker has it on Blu-ray\. The case says Bong Joon-ho directed it\./,
    );
  });
});

describe("the OpenAI engine hears of the members' discs", () => {
  const server = perFileMsw();

  it('is told who has a film the catalog lacks, may name it, and still names nothing else', async () => {
    let brief = '';
    server.use(
      fakeChatCompletions(async ({ request }) => {
        const body = (await request.json()) as { messages: { content: string }[] };
        brief = body.messages[1]!.content;
        return completion(
          '[[Memories of Murder]] is Bong Joon-ho at the top of his game, and Walker has it on Blu-ray. You might also love [[Sharknado 7]]. For tonight, [[Collateral]] is on my shelf too.',
        );
      }),
    );
    const engine = createChatEngine({ openai: FAKE_OPENAI });
    const reply = await engine.reply(t.deps.catalog, {
      message: 'who directed memories of murder?',
      history: [],
      taste: null,
      shelf,
    });
    expect(brief).toContain(
      'Memories of Murder: released 2003, directed by Bong Joon-ho, 131 minutes, Walker has it on Blu-ray',
    );
    expect(reply).toEqual({
      engine: 'openai',
      text: 'Memories of Murder (2003) is Bong Joon-ho at the top of his game, and Walker has it on Blu-ray. For tonight, Collateral (2004) is on my shelf too.',
      movieIds: [(await film('Collateral')).id],
    });
  });
});
