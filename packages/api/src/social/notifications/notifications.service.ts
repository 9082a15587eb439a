import type { Db } from '@chuck/db';
import type { MemberEvent } from '@chuck/realtime';
import type { RawBuilder } from 'kysely';
import { forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import * as live from './live-events.repository.ts';
import * as repo from './notifications.repository.ts';
import type {
  ListNotificationsInput,
  NewNotification,
  Notification,
  TestNotificationInput,
} from './notifications.schema.ts';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

const TEST_LIMIT = {
  max: 5,
  windowSeconds: 60,
  message: "That's a lot of test notifications. Please wait a minute before sending another.",
};

export async function listNotifications(
  db: Db,
  user: SessionUser,
  input: ListNotificationsInput,
): Promise<Notification[]> {
  const rows = await repo.listNotifications(db, user.id, {
    before: input.cursor,
    since: input.since,
    limit: input.limit,
  });
  return rows.map(repo.toNotification);
}

/** One notification by id (a live event carried by reference); undefined when it is gone. */
export async function findNotification(db: Db, id: number): Promise<Notification | undefined> {
  const row = await repo.findNotification(db, id);
  return row && repo.toNotification(row);
}

/** Someone else's notification is 'not found': its existence is not theirs to learn. */
export async function markRead(db: Db, user: SessionUser, id: number): Promise<Notification> {
  const row = await repo.markRead(db, user.id, id);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return repo.toNotification(row);
}

export async function markAllRead(db: Db, user: SessionUser): Promise<{ updated: number }> {
  return { updated: await repo.markAllRead(db, user.id) };
}

export async function unreadCount(db: Db, user: SessionUser): Promise<{ count: number }> {
  return { count: await repo.countUnread(db, user.id) };
}

/** The bell's Test button: a notification to yourself, pushed like any other. */
export async function sendTestNotification(
  db: Db,
  user: SessionUser,
  input: TestNotificationInput,
): Promise<Notification> {
  if (input.userId !== undefined && input.userId !== user.id) {
    throw forbidden('You can only send a test notification to yourself.');
  }
  await enforce(db, `test-notification:${user.id}`, TEST_LIMIT);
  const row = await repo.createNotification(db, user.id, {
    type: 'test',
    title: input.title,
    message: input.message,
    data: {},
  });
  return repo.toNotification(row);
}

/**
 * Stores a notification for `userId` and pushes it to their open sockets. Pass the transaction that
 * makes the change it reports, so the notice exists (and is pushed) exactly when the change does.
 */
export async function notify(db: Db, userId: string, notification: NewNotification): Promise<void> {
  await repo.createNotification(db, userId, notification);
}

/** Many at once (a change that concerns many members): one insert, one round of NOTIFY. */
export async function notifyAll(
  db: Db,
  notifications: readonly (NewNotification & { userId: string })[],
): Promise<void> {
  await repo.createNotifications(db, notifications);
}

/**
 * The same notification to every member `recipients` returns (`user_id`s), in one insert ... select:
 * for notices to many members at once (docs/product.md §3 'Shelf alert'). Returns how many.
 */
export async function notifyWhere(
  db: Db,
  recipients: RawBuilder<unknown>,
  notification: NewNotification,
): Promise<number> {
  return (await repo.createNotificationsFor(db, recipients, notification)).length;
}

/**
 * The ids of notices waiting to be mailed (docs/product.md §3 'Loan mail'), taken off the outbox:
 * call it in the transaction that queues their mail, so a failure puts them back.
 */
export function takeMailable(db: Db, limit: number): Promise<number[]> {
  return repo.takeMailOutbox(db, limit);
}

/** Pushes `event` to the members' open sockets on every process, when `db`'s transaction commits. */
export function publishLive(db: Db, userIds: readonly string[], event: MemberEvent): Promise<void> {
  return live.publishEvent(db, userIds, event);
}
