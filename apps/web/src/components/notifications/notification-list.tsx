import { BellOff } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { MemberLink } from '../member/member-link.tsx';
import { Button, buttonStyles } from '../ui/button.tsx';
import { notificationLink } from './notification-link.ts';
import { notificationMember } from './notification-member.ts';
import { relativeTime } from './relative-time.ts';
import type { Notification } from './use-notifications.ts';

export interface NotificationListProps {
  notifications: readonly Notification[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onMarkRead: (id: number) => void;
  /** A member's name was followed to their page (the panel closes). */
  onNavigate?: () => void;
}

/** The panel's fixed-height, scrollable list; an unread entry is a button that marks it read. */
export function NotificationList({
  notifications,
  loading,
  error,
  onRetry,
  onMarkRead,
  onNavigate,
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
          <NotificationItem notification={notification} onMarkRead={onMarkRead} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({
  notification,
  onMarkRead,
  onNavigate,
}: {
  notification: Notification;
  onMarkRead: (id: number) => void;
  onNavigate?: () => void;
}) {
  const unread = !notification.isRead;
  const who = notificationMember(notification);
  const next = notificationLink(notification);
  // The member's name links to their page, and the next step to where it is taken; a link may not
  // sit inside the mark-read button, so they follow the entry's text.
  const member =
    who || next ? (
      <span
        className="flex flex-wrap items-center gap-x-3 px-4 pb-3 pl-[2.375rem] text-sm"
        onClickCapture={onNavigate}
      >
        {who ? <MemberLink memberId={who.id} name={who.name} /> : null}
        {next ? (
          <Link href={next.href} className={buttonStyles('neon', 'sm')}>
            {next.label}
          </Link>
        ) : null}
      </span>
    ) : null;
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
  const layout = cn('flex w-full gap-3 px-4 py-3 text-left', member && 'pb-1.5');
  if (!unread) {
    return (
      <>
        <div className={layout}>{body}</div>
        {member}
      </>
    );
  }
  return (
    <div className="bg-neon-pink/5">
      <button
        type="button"
        onClick={() => onMarkRead(notification.id)}
        className={cn(
          layout,
          'cursor-pointer transition-colors hover:bg-midnight-800 focus-visible:bg-midnight-800',
        )}
      >
        {body}
      </button>
      {member}
    </div>
  );
}
