import { Bell, CheckCheck, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CurrentUser } from '../../lib/auth.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { NotificationList } from './notification-list.tsx';
import { formatUnreadCount } from './unread-count.ts';
import { useNotifications } from './use-notifications.ts';

export interface NotificationBellProps {
  user: CurrentUser;
  className?: string;
}

/**
 * docs/product.md §2 Notification panel: the header's bell with its unread badge (9+ above 9) and a panel
 * with the list, mark-all-read and the Test button. Kept live by the member's socket.
 */
export function NotificationBell({ user, className }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);
  const feed = useNotifications(user);
  const { unreadCount } = feed;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-11 items-center justify-center rounded-md border-2 border-transparent text-ink transition-colors hover:border-midnight-600 hover:bg-midnight-800 hover:text-ticket-300"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadCount > 0 ? (
          <span
            data-testid="unread-badge"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-neon-pink px-1 font-retro text-sm leading-5 text-midnight-950"
          >
            {formatUnreadCount(unreadCount)}
          </span>
        ) : null}
      </button>
      {/* Phones: the panel spans the screen under the header; wider screens hang it from the bell. */}
      {open ? (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="fixed inset-x-2 top-16 z-40 rounded-lg border-2 border-midnight-600 bg-midnight-900 shadow-2xl shadow-black/60 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-[22rem]"
        >
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-midnight-700 px-4 py-3">
            <h2 id={headingId} className="font-display text-sm text-ticket-400">
              Notifications
            </h2>
            <div className="ml-auto flex items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                className="h-8 px-2 text-xs"
                onClick={feed.markAllRead}
                disabled={unreadCount === 0 || feed.markingAll}
              >
                <CheckCheck aria-hidden="true" />
                Mark all read
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="h-8 px-2 text-xs"
                onClick={feed.sendTest}
                disabled={feed.sendingTest}
              >
                <Send aria-hidden="true" />
                Test
              </Button>
            </div>
          </div>
          <NotificationList
            notifications={feed.notifications}
            loading={feed.isLoading}
            error={feed.error}
            onRetry={() => void feed.refetch()}
            onMarkRead={feed.markRead}
            onNavigate={() => setOpen(false)}
          />
        </section>
      ) : null}
    </div>
  );
}
