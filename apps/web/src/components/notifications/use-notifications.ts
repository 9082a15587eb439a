import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrentUser } from '../../lib/auth.ts';
import { type LiveEvent, type LiveNotification, useLiveEvents } from '../../lib/live-socket.ts';
import { playSound } from '../../lib/sound.ts';
import { showFailure, toast } from '../../lib/toast.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';
import { refreshForNotifications } from './notification-queries.ts';

export type Notification = LiveNotification;

/** docs/product.md §9: the notification toast shows for 5 s. */
const NOTIFICATION_TOAST_MS = 5000;

/** `incoming` first (newest), then what we had; one entry per id. */
function mergeNotifications(incoming: readonly Notification[], current: readonly Notification[]) {
  const seen = new Set<number>();
  const merged: Notification[] = [];
  for (const item of [...incoming, ...current]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged.sort((a, b) => b.id - a.id);
}

/** A new one arrived: the chime (honouring mute) and a 5 s toast, after any toast already showing. */
function announce(notification: Notification) {
  void playSound('notification', { autoplay: true });
  toast({
    title: notification.title,
    description: notification.message,
    duration: NOTIFICATION_TOAST_MS,
    waitTurn: true,
  });
}

/**
 * The bell's data: the newest page of notifications, kept current by the live socket (new ones
 * prepended and announced once, a catch-up fetch after a reconnect), with mark-read, mark-all-read
 * and the Test button. A 401 on the fetch means an empty list; a 401 on mark-read counts as read.
 * This is the one place live notifications arrive, so it also refreshes what each one changes on
 * the open screen (notification-queries.ts).
 */
export function useNotifications(user: CurrentUser) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const listKey = trpc.notifications.list.queryKey({});
  const query = useQuery(trpc.notifications.list.queryOptions({}));

  const unauthorized = query.error != null && isUnauthorizedError(query.error);
  const notifications = unauthorized ? [] : (query.data ?? []);
  const unreadCount = notifications.filter((n) => !n.isRead).length;

  /**
   * Adds notifications to the cached list and refreshes the screens the new ones change; returns
   * the ones that were new to it.
   */
  const addNotifications = useCallback(
    (incoming: readonly Notification[]) => {
      const current = queryClient.getQueryData(listKey) ?? [];
      const known = new Set(current.map((n) => n.id));
      const fresh = incoming.filter((n) => !known.has(n.id));
      if (fresh.length > 0) {
        queryClient.setQueryData(listKey, mergeNotifications(fresh, current));
        void refreshForNotifications(
          queryClient,
          trpc,
          fresh.map((n) => n.type),
        );
      }
      return fresh;
    },
    [queryClient, listKey, trpc],
  );

  const catchUp = useCallback(async () => {
    const current = queryClient.getQueryData(listKey);
    const newest = current?.[0];
    if (!newest) {
      // Nothing to compare with: whatever was missed, every live screen looks again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        refreshForNotifications(queryClient, trpc, 'all'),
      ]);
      return;
    }
    try {
      addNotifications(await client.notifications.list.query({ since: String(newest.id) }));
    } catch {
      // The next reconnect (or opening the bell) tries again.
    }
  }, [queryClient, listKey, client, addNotifications, trpc]);

  useLiveEvents(user.id, (event: LiveEvent) => {
    if (event.type === 'notification') {
      for (const notification of addNotifications([event.data])) announce(notification);
    } else if (event.type === 'resync') {
      void catchUp();
    }
  });

  const setRead = useCallback(
    (ids: readonly number[] | 'all') => {
      queryClient.setQueryData(listKey, (current) =>
        current?.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, isRead: true } : n)),
      );
    },
    [queryClient, listKey],
  );

  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSuccess: (_data, { id }) => setRead([Number(id)]),
      onError: (error, { id }) => {
        if (isUnauthorizedError(error)) return setRead([Number(id)]);
        showFailure(error, 'Failed to mark as read');
      },
    }),
  );

  const markAllRead = useMutation(
    trpc.notifications.markAllRead.mutationOptions({
      onSuccess: () => setRead('all'),
      onError: (error) => {
        if (isUnauthorizedError(error)) return setRead('all');
        showFailure(error, 'Failed to mark all as read');
      },
    }),
  );

  const sendTest = useMutation(
    trpc.notifications.test.mutationOptions({
      // The socket usually delivers it too; whichever comes first announces it.
      onSuccess: (notification) => {
        for (const fresh of addNotifications([notification])) announce(fresh);
      },
      onError: (error) => showFailure(error, 'Failed to send test notification'),
    }),
  );

  return {
    notifications,
    unreadCount,
    isLoading: query.isLoading,
    error: unauthorized ? null : query.error,
    refetch: query.refetch,
    markRead: (id: number) => markRead.mutate({ id }),
    markAllRead: () => markAllRead.mutate(),
    markingAll: markAllRead.isPending,
    sendTest: () => sendTest.mutate({ userId: user.id }),
    sendingTest: sendTest.isPending,
  };
}
