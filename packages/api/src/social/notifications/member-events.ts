import type { Db } from '@chuck/db';
import type { BusRef, MemberEvent } from '@chuck/realtime';
import { findMessage } from '../messages/messages.service.ts';
import { findNotification, toNotification } from './notifications.repository.ts';

/**
 * Loads an event the bus carried by reference (too big for NOTIFY) so the socket gets the same
 * shape either way; undefined when the row is gone.
 */
export async function loadMemberEvent(db: Db, ref: BusRef): Promise<MemberEvent | undefined> {
  if (ref.kind === 'notification') {
    const row = await findNotification(db, ref.id);
    return row && { type: 'notification', data: toNotification(row) };
  }
  const message = await findMessage(db, ref.id);
  return message && { type: 'message', data: message };
}
