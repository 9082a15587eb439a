import type { Db } from '@chuck/db';
import { createTestDb, perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEffects, reactions } from './effects.ts';
import type { Reaction } from './events.ts';

// The mechanism, with a table of the test's own: each domain's reaction is tested with its domain.
describe('effects', () => {
  const handle = perFile(() => createTestDb());
  beforeAll(async () => {
    await sql`create table visitor_notes (session_id text, user_id text, body text)`.execute(handle.db);
  });

  const claimNotes: Reaction<'visitor.signed-in'> = async (trx, { sessionId, userId }) => {
    await sql`update visitor_notes set user_id = ${userId} where session_id = ${sessionId}`.execute(trx);
  };
  const notesOf = async (userId: string) =>
    (await sql<{ body: string }>`select body from visitor_notes where user_id = ${userId}`.execute(handle.db))
      .rows;
  const signIn = (list: Reaction<'visitor.signed-in'>[], sessionId: string, userId: string) =>
    handle.db.transaction().execute((trx: Db) =>
      createEffects({ ...reactions, 'visitor.signed-in': list }).emit(trx, {
        type: 'visitor.signed-in',
        sessionId,
        userId,
      }),
    );

  it("runs an event's reactions: the visitor session's rows move to the member, and only that session's", async () => {
    await sql`insert into visitor_notes values ('s-1', null, 'mine'), ('s-2', null, 'theirs')`.execute(
      handle.db,
    );
    await signIn([claimNotes], 's-1', 'u1');
    expect(await notesOf('u1')).toEqual([{ body: 'mine' }]);
  });

  it('changes nothing when any reaction fails: they share the transaction of the change', async () => {
    await sql`insert into visitor_notes values ('s-3', null, 'kept')`.execute(handle.db);
    const failing: Reaction<'visitor.signed-in'> = async () => {
      throw new Error('boom');
    };
    await expect(signIn([claimNotes, failing], 's-3', 'u2')).rejects.toThrow('boom');
    expect(await notesOf('u2')).toEqual([]);
  });
});
