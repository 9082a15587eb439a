import type { Db } from '@chuck/db';
import type { BusRef, MemberEvent } from '@chuck/realtime';
import { findNotification } from '../notifications/notifications.service.ts';
import { findMessage } from './messages.service.ts';

/**
 * Loads an event the bus carried by reference (too big for NOTIFY) so the socket gets the same
 * shape either way; undefined when the row is gone. Here rather than in notifications, which owns
 * the live channel, because messages already call notifications: the other way would be a ring.
 */
export async function loadMemberEvent(db: Db, ref: BusRef): Promise<MemberEvent | undefined> {
  switch (ref.kind) {
    case 'notification': {
      const notification = await findNotification(db, ref.id);
      return notification && { type: 'notification', data: notification };
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
