import { protectedProcedure, router } from '../../trpc.ts';
import {
  acceptMeta,
  calendarMeta,
  planMeta,
  proposeMeta,
  ZCalendarFile,
  ZPlanIdInput,
  ZPlanState,
  ZProposePlanInput,
} from './handover-plans.schema.ts';
import * as service from './handover-plans.service.ts';

export const handoverPlansRouter = router({
  get: protectedProcedure
    .meta(planMeta)
    .input(ZPlanIdInput)
    .output(ZPlanState)
    .query(({ ctx, input }) => service.planOf(ctx.db, ctx.user, input.id)),
  propose: protectedProcedure
    .meta(proposeMeta)
    .input(ZProposePlanInput)
    .output(ZPlanState)
    .mutation(({ ctx, input }) => service.propose(ctx.db, ctx.user, input)),
  accept: protectedProcedure
    .meta(acceptMeta)
    .input(ZPlanIdInput)
    .output(ZPlanState)
    .mutation(({ ctx, input }) => service.accept(ctx.db, ctx.user, input.id)),
  calendar: protectedProcedure
    .meta(calendarMeta)
    .input(ZPlanIdInput)
    .output(ZCalendarFile)
    .query(({ ctx, input }) => service.calendar(ctx.db, ctx.user, input.id)),
});
