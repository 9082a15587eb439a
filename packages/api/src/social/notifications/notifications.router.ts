import { protectedProcedure, router } from '../../trpc.ts';
import {
  listMeta,
  markAllReadMeta,
  markReadMeta,
  testMeta,
  unreadCountMeta,
  ZListNotificationsInput,
  ZMarkAllReadOutput,
  ZNotification,
  ZNotificationIdInput,
  ZTestNotificationInput,
  ZUnreadCount,
} from './notifications.schema.ts';
import * as service from './notifications.service.ts';

export const notificationsRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .input(ZListNotificationsInput)
    .output(ZNotification.array())
    .query(({ ctx, input }) => service.listNotifications(ctx.db, ctx.user, input)),
  markRead: protectedProcedure
    .meta(markReadMeta)
    .input(ZNotificationIdInput)
    .output(ZNotification)
    .mutation(({ ctx, input }) => service.markRead(ctx.db, ctx.user, input.id)),
  markAllRead: protectedProcedure
    .meta(markAllReadMeta)
    .output(ZMarkAllReadOutput)
    .mutation(({ ctx }) => service.markAllRead(ctx.db, ctx.user)),
  unreadCount: protectedProcedure
    .meta(unreadCountMeta)
    .output(ZUnreadCount)
    .query(({ ctx }) => service.unreadCount(ctx.db, ctx.user)),
  test: protectedProcedure
    .meta(testMeta)
    .input(ZTestNotificationInput)
    .output(ZNotification)
    .mutation(({ ctx, input }) => service.sendTestNotification(ctx.db, ctx.user, input)),
});
