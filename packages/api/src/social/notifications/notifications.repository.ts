import type { Db } from '@chuck/db';
import { type RawBuilder, sql } from 'kysely';
import { isLoanMailKind } from '../../shared/loan-mail.ts';
import type { NotificationKind } from '../../shared/notification-kinds.ts';
import { publishEvents } from './live-events.repository.ts';
import type { NewNotification, Notification } from './notifications.schema.ts';

const columns = ['id', 'userId', 'type', 'title', 'message', 'isRead', 'data', 'createdAt'] as const;

export interface NotificationRow {
  id: number;
  userId: string;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** A notification as the list shows it and the socket pushes it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    // Written only from `NewNotification`, whose type is a kind.
    type: row.type as NotificationKind,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  };
}

/**
 * Stores a notification for `userId` and pushes it to their open sockets. Pass the transaction that
 * makes the change it reports, so the notice exists (and is pushed) exactly when the change does.
 */
export async function createNotification(
  db: Db,
  userId: string,
  notification: NewNotification,
): Promise<NotificationRow> {
  const [row] = await createNotifications(db, [{ userId, ...notification }]);
  return row!;
}

/** Many at once (a change that concerns many members): one insert, one round of NOTIFY. */
export async function createNotifications(
  db: Db,
  notifications: readonly (NewNotification & { userId: string })[],
): Promise<NotificationRow[]> {
  if (!notifications.length) return [];
  const rows = await db
    .insertInto('notifications')
    .values(
      notifications.map((n) => ({
        userId: n.userId,
        type: n.type,
        title: n.title,
        message: n.message,
        data: JSON.stringify(n.data),
      })),
    )
    .returning(columns)
    .execute();
  await deliver(db, rows);
  return rows;
}

/** What follows every insert of notices, however they were written: the mail outbox, then the sockets. */
async function deliver(db: Db, rows: readonly NotificationRow[]): Promise<void> {
  await queueMail(db, rows);
  await publishNotifications(db, rows);
}

/** Each new notification goes live to its member when the transaction commits: one round of NOTIFY. */
function publishNotifications(db: Db, rows: readonly NotificationRow[]): Promise<void> {
  return publishEvents(
    db,
    rows.map((row) => ({
      userIds: [row.userId],
      event: { type: 'notification', data: toNotification(row) },
    })),
  );
}

/**
 * Notices that may be mailed wait in the outbox, written with them (docs/product.md §3 'Loan mail'):
 * the mail job takes them only once they are committed, and each once.
 */
async function queueMail(db: Db, rows: readonly NotificationRow[]): Promise<void> {
  const mailable = rows.filter((row) => isLoanMailKind(row.type));
  if (!mailable.length) return;
  await db
    .insertInto('notificationMailOutbox')
    .values(mailable.map((row) => ({ notificationId: row.id })))
    .execute();
}

/** Takes up to `limit` notices from the outbox (oldest first), skipping those another run holds. */
export async function takeMailOutbox(db: Db, limit: number): Promise<number[]> {
  const { rows } = await sql<{ notificationId: number }>`
    delete from notification_mail_outbox where notification_id in (
      select notification_id from notification_mail_outbox
      order by notification_id limit ${limit} for update skip locked)
    returning notification_id as "notificationId"`.execute(db);
  return rows.map((row) => row.notificationId).sort((a, b) => a - b);
}

/**
 * One notification to each member `recipients` names (a statement or query returning `user_id`,
 * run as the insert's first step, so it may itself write): one insert ... select, then one round of
 * NOTIFY for all of them.
 */
export async function createNotificationsFor(
  db: Db,
  recipients: RawBuilder<unknown>,
  notification: NewNotification,
): Promise<NotificationRow[]> {
  const { rows } = await sql<NotificationRow>`
    with recipients as (${recipients})
    insert into notifications (user_id, type, title, message, data)
    select r.user_id, ${notification.type}, ${notification.title}, ${notification.message},
      ${JSON.stringify(notification.data)}::jsonb
    from recipients r
    returning id, user_id as "userId", type, title, message, is_read as "isRead", data,
      created_at as "createdAt"`.execute(db);
  await deliver(db, rows);
  return rows;
}

export interface NotificationPage {
  /** Only notifications older than this id (the next page). */
  before?: number | undefined;
  /** Only notifications newer than this (catching up after a reconnect). */
  since?: { id: number } | { time: Date } | undefined;
  limit: number;
}

/** Newest first. */
export async function listNotifications(db: Db, userId: string, page: NotificationPage) {
  let query = db.selectFrom('notifications').select(columns).where('userId', '=', userId);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  if (page.since && 'id' in page.since) query = query.where('id', '>', page.since.id);
  if (page.since && 'time' in page.since) query = query.where('createdAt', '>', page.since.time);
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}

export async function findNotification(db: Db, id: number) {
  return db.selectFrom('notifications').select(columns).where('id', '=', id).executeTakeFirst();
}

/** Marks the member's own notification read; undefined when they have none with that id. */
export async function markRead(db: Db, userId: string, id: number) {
  return db
    .updateTable('notifications')
    .set({ isRead: true })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(columns)
    .executeTakeFirst();
}

/** Returns how many were unread. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ isRead: true })
    .where('userId', '=', userId)
    .where('isRead', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('isRead', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
