import { moderatorProcedure, protectedProcedure, router } from '../../trpc.ts';
import { ZResolveInput } from '../loans/loans.schema.ts';
import {
  dismissMeta,
  logMeta,
  queueMeta,
  settleDisputeMeta,
  suspendMeta,
  unsuspendMeta,
  warnMeta,
  ZDismissInput,
  ZMemberInput,
  ZModerationAction,
  ZModerationLog,
  ZModerationQueue,
  ZModeratorStatus,
  ZSuspendInput,
  ZWarnInput,
} from './moderation.schema.ts';
import * as service from './moderation.service.ts';

export const moderationRouter = router({
  /** For the web app only: whether to show the header's Moderation link. */
  status: protectedProcedure
    .output(ZModeratorStatus)
    .query(({ ctx }) => service.moderatorStatus(ctx, ctx.user)),
  reports: moderatorProcedure
    .meta(queueMeta)
    .output(ZModerationQueue)
    .query(({ ctx }) => service.listQueue(ctx.db)),
  log: moderatorProcedure
    .meta(logMeta)
    .output(ZModerationLog)
    .query(({ ctx }) => service.listLog(ctx.db)),
  dismiss: moderatorProcedure
    .meta(dismissMeta)
    .input(ZDismissInput)
    .output(ZModerationAction)
    .mutation(({ ctx, input }) => service.dismissReport(ctx.db, ctx.user, input)),
  warn: moderatorProcedure
    .meta(warnMeta)
    .input(ZWarnInput)
    .output(ZModerationAction)
    .mutation(({ ctx, input }) => service.warnMember(ctx, ctx.user, input)),
  suspend: moderatorProcedure
    .meta(suspendMeta)
    .input(ZSuspendInput)
    .output(ZModerationAction)
    .mutation(({ ctx, input }) => service.suspendMember(ctx, ctx.user, input)),
  unsuspend: moderatorProcedure
    .meta(unsuspendMeta)
    .input(ZMemberInput)
    .output(ZModerationAction)
    .mutation(({ ctx, input }) => service.unsuspendMember(ctx, ctx.user, input)),
  settleDispute: moderatorProcedure
    .meta(settleDisputeMeta)
    .input(ZResolveInput)
    .output(ZModerationAction)
    .mutation(({ ctx, input }) => service.settleEscalatedDispute(ctx, ctx.user, input)),
});
