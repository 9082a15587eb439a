import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { createTestDb } from './testing/index.ts';

describe('column names (ColumnCasePlugin)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('reads columns as camelCase and JSON values exactly as they were written', async () => {
    const written = { snake_key: 1, camelKey: [{ inner_key: 'x' }], nested: { deep_key: true } };
    const { rows } = await sql<Record<string, unknown>>`
      select 1 as some_column, ${JSON.stringify(written)}::jsonb as json_value,
        ${JSON.stringify([written])}::jsonb as json_list`.execute(handle.db);
    expect(rows).toEqual([{ someColumn: 1, jsonValue: written, jsonList: [written] }]);
  });

  it('writes camelCase names as snake_case columns, the same every time', async () => {
    for (let i = 0; i < 2; i++) {
      const { sql: text } = handle.db
        .selectFrom('watchlistItems')
        .select(['watchOptions', 'posterUrl'])
        .where('userId', '=', 'u')
        .compile();
      expect(text).toBe('select "watch_options", "poster_url" from "watchlist_items" where "user_id" = $1');
    }
  });
});
