import type { Db } from '@chuck/db';
import { chunks } from '@chuck/db';
import { importEmbeddedCatalog } from '../embedded/import-embedded.ts';
import { countMovies, type NewMovieRow, upsertMovies } from '../embedded/movies.repository.ts';
import { rebuildDerived } from '../import/rebuild-derived.ts';
import { normalizeTitle } from '../normalize.ts';

// Words drawn Zipf-style, so some ('love', 'night') are everywhere and most are rare, as in real titles.
const WORDS = `love night man day life story last time world house dead city dark girl blood war
  heart dream king star wars return black secret game road home lost island death summer little
  street money fire moon sun river mountain big american blue red white green golden silent wild
  young old new good bad great dangerous perfect final first second lady boy family brother sister
  father mother son daughter child children ghost devil angel god hell heaven paradise shadow
  light edge fall rise hunter killer thief spy agent soldier doctor captain prince princess queen
  empire kingdom legend myth ring sword shield castle tower bridge train ship plane car wheels
  speed fury rage storm thunder rain snow ice winter spring autumn ocean sea sky space planet alien
  robot machine future past memory mind soul spirit body eyes hands voice song dance music party
  wedding funeral school college town village country nation border frontier desert jungle forest
  garden flower rose diamond gold silver stone iron steel glass paper letter book picture mirror
  window door key lock box bag gun bullet knife crime justice law order truth lie promise secret
  escape chase run hide seek find fight kill save catch break wake sleep dream rider riders
  outlaw sheriff cowboy pirate ninja samurai warrior dragon tiger wolf lion eagle horse dog cat
  monster zombie vampire witch wizard magic mystery adventure journey quest voyage mission project
  operation protocol code signal network system zero one two three four five hundred thousand`
  .split(/\s+/)
  .filter(Boolean);
const FIRST = `john james robert michael william david richard joseph thomas charles mary patricia
  linda barbara elizabeth jennifer maria susan margaret dorothy sofia akira pedro ingrid jean luc
  agnes wong kar lars ang werner fritz sergio federico satyajit yasujiro claire kathryn greta
  ava ida mira chloe spike sidney stanley alfred billy howard orson frank fred ernst`
  .split(/\s+/)
  .filter(Boolean);
const LAST = `smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez
  lopez gonzalez wilson anderson thomas taylor moore jackson martin lee perez thompson white harris
  sanchez clark ramirez lewis robinson walker young allen king wright scott torres nguyen hill
  flores green adams nelson baker hall rivera campbell mitchell carter roberts kurosawa bergman
  fellini truffaut godard herzog lang leone ozu ray varda bigelow gerwig duvernay lumet kubrick
  hitchcock wilder hawks welles capra lubitsch`
  .split(/\s+/)
  .filter(Boolean);
const GENRES = [28, 12, 35, 18, 27, 53, 10749, 99, 10402, 37, 878, 14, 10751, 36];

/** First id of synthetic films: above the derived-id range, inside a 32-bit integer. */
const SYNTHETIC_ID_START = 2_000_000_000;

/**
 * Fills the catalog up to `total` films for benchmarks and scale tests: the embedded films (so
 * real queries like 'matr' mean something) plus made-up ones with a realistic spread of title
 * words, directors and votes. Deterministic: the same `total` gives the same catalog.
 */
export async function seedSyntheticCatalog(
  db: Db,
  total: number,
  options: { seed?: number } = {},
): Promise<number> {
  await importEmbeddedCatalog(db);
  const missing = total - (await countMovies(db));
  if (missing <= 0) return 0;
  const random = mulberry32(options.seed ?? 42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(zipf(random) * list.length)]!;
  const directors = Array.from(
    { length: Math.max(10, Math.floor(missing / 8)) },
    (_, i) =>
      `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= FIRST.length * LAST.length ? ` ${Math.floor(i / (FIRST.length * LAST.length)) + 1}` : ''}`,
  );
  const rows: NewMovieRow[] = [];
  for (let i = 0; i < missing; i++) {
    const title = syntheticTitle(random, pick);
    const year = 1920 + Math.floor(random() * 91);
    const votes = Math.floor(20 / (random() ** 1.3 + 1e-4));
    const id = SYNTHETIC_ID_START + i;
    rows.push({
      id,
      key: `synthetic:${id}`,
      origin: 'synthetic',
      title,
      titleNorm: normalizeTitle(title),
      year,
      releaseDate: `${year}-01-01`,
      overview: `A synthetic ${year} film for load tests.`,
      director: pick(directors),
      runtime: 80 + Math.floor(random() * 80),
      genreIds: [pick(GENRES)],
      majorGenre: null,
      creativeType: null,
      source: null,
      mpaaRating: null,
      distributor: null,
      voteAverage: Math.round((3 + random() * 6) * 10) / 10,
      voteCount: Math.min(votes, 2_000_000),
      rottenTomatoes: null,
      usGross: null,
      worldwideGross: null,
      productionBudget: null,
      posterPath: null,
    });
  }
  for (const batch of chunks(rows, 1000)) await upsertMovies(db, batch);
  await rebuildDerived(db);
  return missing;
}

function syntheticTitle(random: () => number, pick: (list: readonly string[]) => string): string {
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const a = cap(pick(WORDS));
  const b = cap(pick(WORDS));
  const c = cap(pick(WORDS));
  const shapes = [
    `The ${a}`,
    `${a} ${b}`,
    `The ${a} ${b}`,
    `${a} of the ${b}`,
    `${a} and ${b}`,
    `${a}: ${b} ${c}`,
    `A ${a} in ${b}`,
    `${a} ${b} ${Math.floor(random() * 4) + 2}`,
    `${a}'s ${b}`,
  ];
  return shapes[Math.floor(random() * shapes.length)]!;
}

// Skews towards 0: the first words of each list are the common ones.
function zipf(random: () => number): number {
  return random() ** 1.6;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
