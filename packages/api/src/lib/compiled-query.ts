import type { Db } from '@chuck/db';
import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';

/** A parameter a reused query takes: a value that goes to the database as it is (a list as an array). */
type Parameter = string | number | readonly string[];

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** Where each argument goes in the query's parameters (a value the query uses twice, twice). */
  slots: number[][];
}

/**
 * A read whose SQL never changes shape, built and compiled once per database and then run with each
 * call's values: building and compiling the same Kysely query on every request cost ~25 µs each
 * (docs/architecture.md 'Performance'). `build` is called once, with `placeholders`: one distinct value
 * per argument (a list: an array of its own), found among the compiled parameters (as often as the
 * query uses it), where the call's values go.
 * For simple reads with no optional parts; a query that varies with its input is built per call.
 */
export function compiledOnce<Args extends readonly Parameter[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  placeholders: Args,
): (db: Db, ...args: Args) => Promise<Row[]> {
  // Per database (tests open several); a transaction is a database of its own, compiled for its life.
  const compiled = new WeakMap<Db, Compiled<Row>>();
  if (new Set(placeholders).size !== placeholders.length) throw new Error('placeholders must differ');
  const compile = (db: Db): Compiled<Row> => {
    const query = build(db, ...placeholders).compile();
    const slots = placeholders.map((placeholder) => {
      const found = query.parameters.flatMap((value, i) => (value === placeholder ? [i] : []));
      if (!found.length) throw new Error(`placeholder ${placeholder} does not appear in the query`);
      return found;
    });
    return { query, slots };
  };
  return async (db, ...args) => {
    let entry = compiled.get(db);
    if (!entry) {
      entry = compile(db);
      compiled.set(db, entry);
    }
    const parameters = [...entry.query.parameters];
    entry.slots.forEach((slots, i) => {
      for (const slot of slots) parameters[slot] = args[i];
    });
    const { rows } = await db.executeQuery<Row>({ ...entry.query, parameters, queryId: createQueryId() });
    return rows;
  };
}
