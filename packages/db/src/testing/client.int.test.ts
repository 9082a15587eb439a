import { perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.ts';
import { createTestDb } from './index.ts';

describe('test database', () => {
  const handle = perFile(() => createTestDb());

  it('is migrated, with pg_trgm available', async () => {
    const { rows } = await sql<{ s: number }>`select similarity('matrix', 'the matrix') as s`.execute(
      handle.db,
    );
    expect(rows[0]!.s).toBeGreaterThan(0.3);
    await handle.db.insertInto('users').values({ id: 'u1', email: 'A@Example.com' }).execute();
    const user = await handle.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.createdAt).toBeInstanceOf(Date);
  });

  it('migrating again changes nothing', async () => {
    await expect(migrateToLatest(handle.db)).resolves.toBeUndefined();
  });

  it('rejects a second account with the same email in another case', async () => {
    await expect(
      handle.db.insertInto('users').values({ id: 'u2', email: 'a@example.COM' }).execute(),
    ).rejects.toThrow();
  });
});
