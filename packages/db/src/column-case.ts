import { CamelCasePlugin, type UnknownRow } from 'kysely';

/** Names converted and remembered; far more than the schema's columns and aliases, so never reached in use. */
const MAX_REMEMBERED = 10_000;

/**
 * Kysely's CamelCasePlugin (snake_case in SQL, camelCase in code) with two changes, both for the cost of
 * every query (docs/architecture.md 'Performance'):
 * - a JSON column's value comes back as it was written: the plugin no longer walks into it renaming its
 *   keys (it cost ~70 µs on a watchlist page, and would mangle a key written with an underscore);
 * - each name is converted once and remembered, rather than character by character on every row.
 */
export class ColumnCasePlugin extends CamelCasePlugin {
  readonly #camel = new Map<string, string>();
  readonly #snake = new Map<string, string>();

  constructor() {
    super({ maintainNestedObjectKeys: true });
  }

  protected override mapRow(row: UnknownRow): UnknownRow {
    const mapped: UnknownRow = {};
    for (const key in row) mapped[this.camelCase(key)] = row[key];
    return mapped;
  }

  protected override camelCase(name: string): string {
    return remembered(this.#camel, name, (n) => super.camelCase(n));
  }

  protected override snakeCase(name: string): string {
    return remembered(this.#snake, name, (n) => super.snakeCase(n));
  }
}

function remembered(names: Map<string, string>, name: string, convert: (name: string) => string): string {
  let converted = names.get(name);
  if (converted === undefined) {
    converted = convert(name);
    if (names.size < MAX_REMEMBERED) names.set(name, converted);
  }
  return converted;
}
