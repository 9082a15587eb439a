import { type Kysely, sql } from 'kysely';

// Connections by consent (issue 27): a shared film makes a suggestion; a pair is connected only
// once one member asked and the other accepted.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table connections
    add column status text not null default 'suggested'
      check (status in ('suggested', 'requested', 'accepted')),
    -- The member who asked, while status is 'requested'.
    add column requested_by text references users (id) on delete cascade,
    add column accepted_at timestamptz`.execute(db);
  // Existing connections that two people made themselves stay: a loan they completed together, or a
  // conversation both wrote in. Those the store made from shared films alone become suggestions.
  await sql`
    update connections c set status = 'accepted', accepted_at = coalesce(c.last_message_at, c.updated_at)
    where c.removed_at is null and (
      exists (select 1 from loans l where l.status = 'returned'
        and ((l.owner_id = c.user1_id and l.borrower_id = c.user2_id)
          or (l.owner_id = c.user2_id and l.borrower_id = c.user1_id)))
      or (exists (select 1 from direct_messages m where m.connection_id = c.id and m.sender_id = c.user1_id)
        and exists (select 1 from direct_messages m where m.connection_id = c.id and m.sender_id = c.user2_id)))`.execute(
    db,
  );
  await sql`alter table connections add check (status <> 'requested' or requested_by in (user1_id, user2_id))`.execute(
    db,
  );
}
