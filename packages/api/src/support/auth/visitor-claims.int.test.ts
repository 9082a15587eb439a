import { createTestDb } from '@chuck/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimVisitorData, type VisitorClaimer } from './visitor-claims.ts';

// The mechanism, with a table of the test's own: each domain's claimer is tested with its domain.
describe('claimVisitorData', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    handle = await createTestDb();
    await sql`create table visitor_notes (session_id text, user_id text, body text)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  const claimNotes: VisitorClaimer = async (trx, { sessionId, userId }) => {
    await sql`update visitor_notes set user_id = ${userId} where session_id = ${sessionId}`.execute(trx);
  };
  const notesOf = async (userId: string) =>
    (await sql<{ body: string }>`select body from visitor_notes where user_id = ${userId}`.execute(handle.db))
      .rows;

  it('moves the visitor session’s rows to the member, and only that session’s', async () => {
    await sql`insert into visitor_notes values ('s-1', null, 'mine'), ('s-2', null, 'theirs')`.execute(
      handle.db,
    );
    await claimVisitorData(handle.db, { sessionId: 's-1', userId: 'u1' }, [claimNotes]);
    expect(await notesOf('u1')).toEqual([{ body: 'mine' }]);
  });

  it('changes nothing when any claimer fails', async () => {
    await sql`insert into visitor_notes values ('s-3', null, 'kept')`.execute(handle.db);
    const failing: VisitorClaimer = async () => {
      throw new Error('boom');
    };
    await expect(
      claimVisitorData(handle.db, { sessionId: 's-3', userId: 'u2' }, [claimNotes, failing]),
    ).rejects.toThrow('boom');
    expect(await notesOf('u2')).toEqual([]);
  });
});
