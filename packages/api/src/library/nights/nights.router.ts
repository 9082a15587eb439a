import { protectedProcedure, router } from '../../trpc.ts';
import {
  addCandidateMeta,
  calendarMeta,
  cancelMeta,
  closeMeta,
  createMeta,
  getMeta,
  listMeta,
  rsvpMeta,
  updateMeta,
  votesMeta,
  watchedMeta,
  ZAddCandidateInput,
  ZCalendarFile,
  ZCreateNightInput,
  ZNight,
  ZNightIdInput,
  ZNightList,
  ZRsvpInput,
  ZUpdateNightInput,
  ZVotesInput,
  ZWatchedInput,
} from './nights.schema.ts';
import * as service from './nights.service.ts';

export const nightsRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .output(ZNightList)
    .query(({ ctx }) => service.listNights(ctx.db, ctx.user)),
  get: protectedProcedure
    .meta(getMeta)
    .input(ZNightIdInput)
    .output(ZNight)
    .query(({ ctx, input }) => service.getNight(ctx.db, ctx.user, input.id)),
  create: protectedProcedure
    .meta(createMeta)
    .input(ZCreateNightInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => service.createNight(ctx, ctx.user, ctx.req, input)),
  update: protectedProcedure
    .meta(updateMeta)
    .input(ZUpdateNightInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => service.updateNight(ctx, ctx.user, ctx.req, input)),
  cancel: protectedProcedure
    .meta(cancelMeta)
    .input(ZNightIdInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => service.cancelNight(ctx.db, ctx.user, input.id)),
  rsvp: protectedProcedure
    .meta(rsvpMeta)
    .input(ZRsvpInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => service.rsvp(ctx.db, ctx.user, input)),
  addCandidate: protectedProcedure
    .meta(addCandidateMeta)
    .input(ZAddCandidateInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => service.addCandidate(ctx, ctx.user, input)),
  vote: protectedProcedure
    .meta(votesMeta)
    .input(ZVotesInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => service.vote(ctx.db, ctx.user, input)),
  close: protectedProcedure
    .meta(closeMeta)
    .input(ZNightIdInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => service.closeNight(ctx, ctx.user, input.id)),
  watched: protectedProcedure
    .meta(watchedMeta)
    .input(ZWatchedInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => service.watched(ctx, ctx.user, input)),
  calendar: protectedProcedure
    .meta(calendarMeta)
    .input(ZNightIdInput)
    .output(ZCalendarFile)
    .query(({ ctx, input }) => service.calendar(ctx.db, ctx.user, input.id)),
});
