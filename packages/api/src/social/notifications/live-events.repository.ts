import type { Db } from '@chuck/db';
import { BUS_CHANNEL, type MemberEvent, serializeBusEvent } from '@chuck/realtime';
import { sql } from 'kysely';

/**
 * Publishes `event` to the members' open sockets, on every API process. Run it in the transaction
 * that makes the change: the database sends NOTIFY only when that commits, and never on rollback.
 * Too big for NOTIFY (a long message), the event travels as a reference the receiver loads.
 */
export async function publishEvent(db: Db, userIds: readonly string[], event: MemberEvent): Promise<void> {
  await publishEvents(db, [{ userIds, event }]);
}

/** Several events in one statement (in order). */
export async function publishEvents(
  db: Db,
  events: readonly { userIds: readonly string[]; event: MemberEvent }[],
): Promise<void> {
  if (!events.length) return;
  const payloads = events.map(({ userIds, event }) =>
    serializeBusEvent({
      userIds: [...new Set(userIds)],
      message: event,
      ref: { kind: event.type, id: event.data.id },
    }),
  );
  await sql`select count(pg_notify(${BUS_CHANNEL}, p)) from unnest(${payloads}::text[]) as p`.execute(db);
}
