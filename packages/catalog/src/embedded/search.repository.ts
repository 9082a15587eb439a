import type { Database, Db } from '@chuck/db';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import {
  MIN_SIMILARITY,
  MIN_TYPO_LENGTH,
  type Term,
  type TermLookup,
  type WordCandidate,
} from './query-terms.ts';

/**
 * Title and name search in two steps, each bounded by an index and a LIMIT:
 * 1. the query's words are resolved against `catalog_words` (a few thousand distinct words):
 *    half-typed words by prefix range, typos by trigram similarity;
 * 2. films (or people) containing a reading of every word are read through the array index (or,
 *    for very common words, the popularity index), together with those whose whole title starts
 *    with the query, and the best known few of each are ranked.
 * Query text is always normalised (letters, digits, single spaces), so it is safe in LIKE patterns.
 */

/** A search's queries run in one transaction, on one snapshot and one connection. */
export type SearchConn = Transaction<Database>;

/**
 * Runs `fn` in a read-only transaction that only uses index plans. Every query here has an index
 * for each of its conditions, but on small tables the planner underrates what similarity() and
 * array overlap cost per row and picks a full scan that is 10-50x slower.
 */
export async function inSearchTransaction<T>(db: Db, fn: (trx: SearchConn) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return fn(trx);
    });
}

/** Readings kept per half-typed word, most popular first. */
const PREFIX_READINGS = 20;
/** Typo readings fetched per word (the caller keeps the closest few). */
const FUZZY_READINGS = 8;
/** Candidates per way of matching: enough to rank well, few enough to stay fast. */
const CANDIDATES = 40;
/** Rows a word-index scan may hand over before ranking (see `candidates`). */
const SCAN_CAP = 200;
/** From this many uses a word is common enough to find by walking the popularity index. */
const WALK_FROM = 5_000;

/**
 * The catalog words each query word may stand for: itself, or (the last, half-typed word) any
 * word it begins, best known first. `typos` asks instead for the closest spellings of words the
 * catalog does not know, which is dearer, so it is only asked when needed.
 */
export async function lookupWords(
  db: SearchConn,
  lookups: readonly TermLookup[],
  kind: 'plain' | 'typos' = 'plain',
): Promise<WordCandidate[]> {
  const branches = lookups.flatMap(({ word, prefix, i }) => {
    const select = (kind: WordCandidate['kind'], similarity: RawBuilder<unknown>) =>
      sql`select ${i}::int as i, word, uses, ${kind}::text as kind, ${similarity}::real as similarity from catalog_words`;
    const closeness = sql`similarity(word, ${word})`;
    if (kind === 'plain') {
      return prefix
        ? [
            sql`(${select('prefix', sql`1`)} where word like ${`${word}%`}
               order by word = ${word} desc, popularity desc limit ${PREFIX_READINGS})`,
          ]
        : [sql`(${select('prefix', sql`1`)} where word = ${word})`];
    }
    if (word.length < MIN_TYPO_LENGTH) return [];
    return [
      sql`(${select('fuzzy', closeness)} where word % ${word} order by ${closeness} desc limit ${FUZZY_READINGS})`,
      // Short words with a transposition ('matirx') fall under the % threshold; their first two
      // letters are usually right, which keeps this scan to a narrow index range.
      sql`(${select('fuzzy', closeness)} where word like ${`${word.slice(0, 2)}%`} and ${closeness} >= ${MIN_SIMILARITY}
           order by ${closeness} desc limit ${FUZZY_READINGS * 4})`,
    ];
  });
  if (!branches.length) return [];
  const { rows } = await sql<WordCandidate>`${sql.join(branches, sql` union all `)}`.execute(db);
  return rows;
}

export interface TitleQuery {
  /** The whole normalised query. */
  text: string;
  terms: Term[];
  year: number | null;
  limit: number;
}

export interface MovieHit {
  id: number;
  title: string;
  year: number | null;
  releaseDate: string | null;
  overview: string;
  posterPath: string | null;
  voteAverage: number | null;
  popularity: number;
  /** 0 the exact title or an alternate one, 1 the title starts with the query, 2 its words match. */
  tier: number;
}

export async function searchMovieTitles(db: SearchConn, query: TitleQuery): Promise<MovieHit[]> {
  const { text, limit } = query;
  const year = query.year === null ? sql`` : sql`and year = ${query.year}`;
  // With a year, the word index and the year index together narrow best: no walk.
  const mayWalk = query.year === null;
  const ctes = candidates(
    sql`movies`,
    sql`title_norm`,
    sql`title_words`,
    sql`popularity`,
    query,
    year,
    mayWalk,
  );
  if (!ctes) return [];
  const { rows } = await sql<MovieHit>`
    with ${ctes}
    select m.id, m.title, m.year, m.release_date, m.overview, m.poster_path, m.vote_average, m.popularity,
      ${tierOf(sql`m.title_norm`, text, sql`m.alt_norms`)} as tier
    from movies m join candidates c on c.id = m.id
    order by tier, m.popularity desc, m.id
    limit ${limit}`.execute(db);
  return rows;
}

export interface PersonHit {
  id: number;
  name: string;
  knownForDepartment: string;
  profilePath: string | null;
  fame: number;
  knownForIds: number[];
  topPopularity: number;
  tier: number;
}

export async function searchPeopleNames(
  db: SearchConn,
  query: Omit<TitleQuery, 'year'>,
): Promise<PersonHit[]> {
  const { text, limit } = query;
  const ctes = candidates(sql`people`, sql`name_norm`, sql`name_words`, sql`fame`, query, sql``, false);
  if (!ctes) return [];
  const { rows } = await sql<PersonHit>`
    with ${ctes}
    select p.id, p.name, p.known_for_department, p.profile_path, p.fame, p.known_for_ids, p.top_popularity,
      ${tierOf(sql`p.name_norm`, text)} as tier
    from people p join candidates c on c.id = p.id
    order by tier, p.fame desc, p.id
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * CTEs ending in `candidates(id)` (undefined when nothing could match): rows holding a reading of
 * every query word, and, for queries of several words, rows whose whole text starts with the
 * query ('lord of the r'); a single word's prefix matches are among its readings already.
 *
 * Rows are examined in the cheaper of two ways, chosen from how common the words are (the
 * planner cannot tell how matches spread along the popularity index and often picks the worst):
 * - one word in thousands of titles ('the', 'love'): walk the popularity index until enough match;
 * - anything rarer: read the word index, capped at SCAN_CAP rows before ranking. The tables are
 *   kept in popularity order (CLUSTER after every import) and index hits are read in table order,
 *   so the rows under the cap are the best known. The CTE is materialised to keep that plan.
 */
function candidates(
  table: RawBuilder<unknown>,
  textColumn: RawBuilder<unknown>,
  wordsColumn: RawBuilder<unknown>,
  rank: RawBuilder<unknown>,
  query: Pick<TitleQuery, 'text' | 'terms'>,
  filter: RawBuilder<unknown>,
  /** Whether a walk may pay: only in the films table, and only with no other filter. */
  mayWalk: boolean,
): RawBuilder<unknown> | undefined {
  const ctes: RawBuilder<unknown>[] = [];
  const branches: RawBuilder<unknown>[] = [];
  const capped = (name: string, where: RawBuilder<unknown>) => {
    ctes.push(
      sql`${sql.raw(name)} as materialized (select id, ${rank} as rank from ${table} where ${where} limit ${SCAN_CAP})`,
    );
    branches.push(sql`(select id from ${sql.raw(name)} order by rank desc limit ${CANDIDATES})`);
  };
  if (query.text.includes(' ')) capped('starts', sql`${textColumn} like ${`${query.text}%`} ${filter}`);
  const [only, ...more] = query.terms;
  if (only && !more.length && mayWalk && only.uses >= WALK_FROM) {
    branches.push(sql`(select id from ${table} where ${containsAll(wordsColumn, query.terms)} ${filter}
      order by ${rank} desc limit ${CANDIDATES})`);
  } else if (only) {
    capped('matches', sql`${containsAll(wordsColumn, query.terms)} ${filter}`);
  }
  if (!branches.length) return undefined;
  return sql`${sql.join([...ctes, sql`candidates as (${sql.join(branches, sql` union `)})`], sql`, `)}`;
}

/** Every term has one of its words in the column (an array index lookup per term). */
function containsAll(column: RawBuilder<unknown>, terms: readonly Term[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.join(
    terms.map((term) => sql`${column} && ${sql.val(term.words)}::text[]`),
    sql` and `,
  )}`;
}

/** 0 the exact title (or an alternate title: 'amelie'), 1 the title starts with the text, 2 its words match. */
function tierOf(
  column: RawBuilder<unknown>,
  text: string,
  alternates?: RawBuilder<unknown>,
): RawBuilder<number> {
  const exact = alternates
    ? sql`(${column} = ${text} or ${text} = any(${alternates}))`
    : sql`${column} = ${text}`;
  return sql<number>`case when ${exact} then 0 when ${column} like ${`${text}%`} then 1 else 2 end`;
}
