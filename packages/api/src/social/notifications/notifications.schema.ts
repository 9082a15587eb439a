import { z } from 'zod';
import { zCursor, zLimit } from '../../lib/cursor.ts';
import { zId } from '../../lib/ids.ts';
import { AT, DANA, SAM, SAM_NAME } from '../../lib/rest-examples.ts';
import { type OperationDoc, restMeta } from '../../rest-meta.ts';
import {
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../shared/notification-kinds.ts';

const NOTIFICATION_PAGE_SIZE = 50;
const MAX_NOTIFICATION_PAGE = 100;

/** docs/product.md §3 Notification: its fields, and data with the film's title when there is one. */
export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_KIND_LIST).describe(
    Object.entries(NOTIFICATION_KINDS)
      .map(([kind, when]) => `${kind}: ${when}`)
      .join(' '),
  ),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  data: z.looseObject({ movieTitle: z.string().optional() }),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZListNotificationsInput = z.object({
  cursor: zId('cursor')
    .optional()
    .describe(
      'The id of the oldest notification you have: the page after it. A page shorter than limit is the last.',
    ),
  since: zCursor('since').describe(
    'Only notifications newer than this id (or ISO time): what arrived while the socket was away.',
  ),
  limit: zLimit(NOTIFICATION_PAGE_SIZE, MAX_NOTIFICATION_PAGE).describe(
    `Page size (default ${NOTIFICATION_PAGE_SIZE}, at most ${MAX_NOTIFICATION_PAGE})`,
  ),
});
export type ListNotificationsInput = z.infer<typeof ZListNotificationsInput>;

export const ZNotificationIdInput = z.object({ id: zId('Notification id') });

export const ZMarkAllReadOutput = z.object({ updated: z.number().int() });
export const ZUnreadCount = z.object({ count: z.number().int() });

const ZText = (field: string, max: number, fallback: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} is at most ${max} characters`)
    .optional()
    .transform((v) => v || fallback);

export const ZTestNotificationInput = z.object({
  /** Only your own id: members can test their own bell, nobody else's. */
  userId: z.string({ error: 'userId must be text' }).max(100, 'userId is too long').optional(),
  title: ZText('title', 100, 'Test Notification'),
  message: ZText('message', 500, 'This is a test notification. Your bell works!'),
});
export type TestNotificationInput = z.infer<typeof ZTestNotificationInput>;

const meta = (method: 'GET' | 'POST' | 'PATCH', path: `/${string}`, summary: string, doc: OperationDoc) =>
  restMeta(method, path, 'notifications', summary, doc);

const REQUEST_NOTICE = {
  id: 501,
  type: 'rental_request',
  title: 'New Rental Request',
  message: `${SAM_NAME} would like to borrow Heat. "Could I borrow it for the weekend?"`,
  isRead: false,
  createdAt: AT,
  data: {
    movieTitle: 'Heat',
    loan: { id: 7, mediaId: 42, title: 'Heat' },
    from: { id: SAM, name: SAM_NAME },
  },
};
const TEST_NOTICE = {
  id: 502,
  type: 'test',
  title: 'Test Notification',
  message: 'This is a test notification. Your bell works!',
  isRead: false,
  createdAt: '2026-11-21T10:05:00.000Z',
  data: {},
};

export const listMeta = meta('GET', '/notifications', 'Your notifications, newest first', {
  description:
    'The bell’s notifications, newest first: loan steps, holds and shelf alerts, messages, connections and ' +
    'flair, each with its type, words, whether it is read and data (the film’s title, when there is one). ' +
    'cursor pages back to older ones; since fetches what arrived while the live socket was away.',
  example: { input: { limit: 50 }, output: [TEST_NOTICE, REQUEST_NOTICE] },
});
export const markReadMeta = meta('PATCH', '/notifications/{id}/read', 'Mark one of your notifications read', {
  description: 'Marks one of the caller’s notifications read and answers it; another member’s is a 404.',
  example: { input: { id: 501 }, output: { ...REQUEST_NOTICE, isRead: true } },
});
export const markAllReadMeta = meta('POST', '/notifications/read-all', 'Mark all your notifications read', {
  description: 'Marks every unread notification of the caller read; answers how many changed.',
  example: { output: { updated: 2 } },
});
export const unreadCountMeta = meta(
  'GET',
  '/notifications/unread-count',
  'How many of your notifications are unread',
  {
    description: 'The number on the bell: how many of the caller’s notifications are unread.',
    example: { output: { count: 2 } },
  },
);
export const testMeta = meta(
  'POST',
  '/test-notification',
  'Send yourself a test notification (the bell’s Test button)',
  {
    description:
      'The bell’s Test button: sends the caller a notification, live and in the list, with the title and ' +
      'message given or the defaults. userId may only be the caller’s own id: nobody can ring another ' +
      'member’s bell.',
    example: { input: { userId: DANA }, output: TEST_NOTICE },
  },
);

/** The kinds that tell a loan's two members about one of its steps (docs/product.md §3 'Loan'). */
export type RentalNotificationType = Extract<NotificationKind, `rental_${string}`>;

export interface NewNotification {
  type: NotificationKind;
  title: string;
  message: string;
  /** Shown with the notification; rental notifications always carry the film's title. */
  data: { movieTitle?: string; [key: string]: unknown };
}
