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

  it('puts a value the query uses twice in both places', async () => {
    const { db } = handle;
    const byIdOrEmail = compiledOnce(
      (db, value: string) =>
        db
          .selectFrom('users')
          .select('id')
          .where((eb) => eb.or([eb('id', '=', value), eb('email', '=', value)])),
      ['(value)'],
    );
    expect(await byIdOrEmail(db, 'a')).toEqual([{ id: 'a' }]);
    expect(await byIdOrEmail(db, 'b@example.com')).toEqual([{ id: 'b' }]);
  });

  it('refuses a placeholder missing from the parameters, and two placeholders alike', async () => {
    const missing = compiledOnce((db, _id: string) => db.selectFrom('users').select('id'), ['(id)']);
    await expect(missing(handle.db, 'a')).rejects.toThrow('placeholder (id) does not appear in the query');
    expect(() =>
      compiledOnce(
        (db, a: string, b: string) => db.selectFrom('users').select('id').where('id', 'in', [a, b]),
        ['(same)', '(same)'],
      ),
    ).toThrow('placeholders must differ');
  });
});
