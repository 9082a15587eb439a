import { BellOff } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { Button } from '../ui/button.tsx';
import { relativeTime } from './relative-time.ts';
import type { Notification } from './use-notifications.ts';

export interface NotificationListProps {
  notifications: readonly Notification[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onMarkRead: (id: number) => void;
}

/** The panel's fixed-height, scrollable list; an unread entry is a button that marks it read. */
export function NotificationList({
  notifications,
  loading,
  error,
  onRetry,
  onMarkRead,
}: NotificationListProps) {
  if (loading) {
    return <p className="h-80 px-4 py-6 text-sm text-muted">Checking the mailbox...</p>;
  }
  if (error) {
    return (
      <div className="flex h-80 flex-col items-start gap-3 px-4 py-6 text-sm">
        <p role="alert" className="text-danger">
          {errorMessage(error, 'Could not load your notifications.')}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (notifications.length === 0) {
    return (
      <div className="flex h-80 flex-col items-center justify-center gap-3 px-6 text-center text-sm text-muted">
        <BellOff aria-hidden="true" className="size-8 text-neon-cyan" />
        <p>No notifications yet. Rental requests and messages from other members will ring the bell here.</p>
      </div>
    );
  }
  return (
    <ul
      aria-label="Notification list"
      className="h-80 divide-y divide-midnight-800 overflow-y-auto overscroll-contain"
    >
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onMarkRead={onMarkRead} />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({
  notification,
  onMarkRead,
}: {
  notification: Notification;
  onMarkRead: (id: number) => void;
}) {
  const unread = !notification.isRead;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          unread ? 'bg-neon-pink shadow-neon-pink' : 'bg-transparent',
        )}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm', unread ? 'font-semibold text-ink' : 'text-muted')}>
          {notification.title}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        <span className="mt-0.5 block text-sm break-words text-muted">{notification.message}</span>
        <span className="mt-1 block font-retro text-base leading-none text-neon-cyan/80">
          {relativeTime(notification.createdAt)}
        </span>
      </span>
    </>
  );
  const layout = 'flex w-full gap-3 px-4 py-3 text-left';
  if (!unread) return <div className={layout}>{body}</div>;
  return (
    <button
      type="button"
      onClick={() => onMarkRead(notification.id)}
      className={cn(
        layout,
        'cursor-pointer bg-neon-pink/5 transition-colors hover:bg-midnight-800 focus-visible:bg-midnight-800',
      )}
    >
      {body}
    </button>
  );
}
