import { createTestDb, perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-query.ts';

describe('compiledOnce', () => {
  const handle = perFile(() => createTestDb());

  it("runs the query compiled once with each call's values", async () => {
    const { db } = handle;
    await db
      .insertInto('users')
      .values(['a', 'b'].map((id) => ({ id, email: `${id}@example.com` })))
      .execute();
    let built = 0;
    const emailOf = compiledOnce(
      (db, id: string) => {
        built++;
        return db.selectFrom('users').select(['id', 'email']).where('id', '=', id);
      },
      ['(id)'],
    );
    expect(await emailOf(db, 'a')).toEqual([{ id: 'a', email: 'a@example.com' }]);
    expect(await emailOf(db, 'b')).toEqual([{ id: 'b', email: 'b@example.com' }]);
    expect(await emailOf(db, 'nobody')).toEqual([]);
    expect(built).toBe(1);
  });

  it('refuses a placeholder it cannot find exactly once among the parameters', async () => {
    const twice = compiledOnce(
      (db, id: string) => db.selectFrom('users').select('id').where('id', '=', id).where('email', '=', id),
      ['(id)'],
    );
    await expect(twice(handle.db, 'a')).rejects.toThrow('placeholder (id) appears 2 times');
  });
});
