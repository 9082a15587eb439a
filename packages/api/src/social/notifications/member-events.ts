import type { Db } from '@chuck/db';
import type { BusRef, MemberEvent } from '@chuck/realtime';
import { findMessage } from '../messages/messages.service.ts';
import { findNotification, toNotification } from './notifications.repository.ts';

/**
 * Loads an event the bus carried by reference (too big for NOTIFY) so the socket gets the same
 * shape either way; undefined when the row is gone.
 */
export async function loadMemberEvent(db: Db, ref: BusRef): Promise<MemberEvent | undefined> {
  switch (ref.kind) {
    case 'notification': {
      const row = await findNotification(db, ref.id);
      return row && { type: 'notification', data: toNotification(row) };
    }
    case 'message': {
      const message = await findMessage(db, ref.id);
      return message && { type: 'message', data: message };
    }
    // Only the night's id travels: the reference is the whole event.
    case 'night-changed':
      return { type: 'night-changed', data: { id: ref.id } };
  }
}
