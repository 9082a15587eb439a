import { protectedProcedure, router } from '../../trpc.ts';
import { rsvp, watched } from './night-answers.service.ts';
import { closeNight } from './night-close.service.ts';
import { cancelNight, createNight, updateNight } from './night-hosting.service.ts';
import { addCandidate, vote } from './night-votes.service.ts';
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
import { calendar, getNight, listNights } from './nights.service.ts';

export const nightsRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .output(ZNightList)
    .query(({ ctx }) => listNights(ctx, ctx.user)),
  get: protectedProcedure
    .meta(getMeta)
    .input(ZNightIdInput)
    .output(ZNight)
    .query(({ ctx, input }) => getNight(ctx, ctx.user, input)),
  create: protectedProcedure
    .meta(createMeta)
    .input(ZCreateNightInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => createNight(ctx, ctx.user, input)),
  update: protectedProcedure
    .meta(updateMeta)
    .input(ZUpdateNightInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => updateNight(ctx, ctx.user, input)),
  cancel: protectedProcedure
    .meta(cancelMeta)
    .input(ZNightIdInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => cancelNight(ctx, ctx.user, input)),
  rsvp: protectedProcedure
    .meta(rsvpMeta)
    .input(ZRsvpInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => rsvp(ctx, ctx.user, input)),
  addCandidate: protectedProcedure
    .meta(addCandidateMeta)
    .input(ZAddCandidateInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => addCandidate(ctx, ctx.user, input)),
  vote: protectedProcedure
    .meta(votesMeta)
    .input(ZVotesInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => vote(ctx, ctx.user, input)),
  close: protectedProcedure
    .meta(closeMeta)
    .input(ZNightIdInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => closeNight(ctx, ctx.user, input)),
  watched: protectedProcedure
    .meta(watchedMeta)
    .input(ZWatchedInput)
    .output(ZNight)
    .mutation(({ ctx, input }) => watched(ctx, ctx.user, input)),
  calendar: protectedProcedure
    .meta(calendarMeta)
    .input(ZNightIdInput)
    .output(ZCalendarFile)
    .query(({ ctx, input }) => calendar(ctx, ctx.user, input)),
});
