import type { Notification } from './use-notifications.ts';

/**
 * The member a notification is about, when it names one: the sender of a message or a rental step
 * (`fromUserId`, `fromName`) or the new connection (`otherUserId`, `otherName`). Both are in `data`,
 * with the public name the server gave the notification's own text.
 */
export function notificationMember(notification: Notification): { id: string; name: string } | null {
  const data = notification.data;
  const id = data.fromUserId ?? data.otherUserId;
  const name = data.fromName ?? data.otherName;
  return typeof id === 'string' && id && typeof name === 'string' && name ? { id, name } : null;
}
