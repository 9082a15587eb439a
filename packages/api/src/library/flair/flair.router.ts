import { protectedProcedure, router } from '../../trpc.ts';
import {
  checkMeta,
  easterEggMeta,
  listMeta,
  ZCheckFlairOutput,
  ZEasterEggOutput,
  ZFlairAwards,
} from './flair.schema.ts';
import { checkFlair, foundEasterEgg, listFlair } from './flair.service.ts';

export const flairRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .output(ZFlairAwards)
    .query(({ ctx }) => listFlair(ctx.db, ctx.user.id)),
  check: protectedProcedure
    .meta(checkMeta)
    .output(ZCheckFlairOutput)
    .mutation(({ ctx }) => checkFlair(ctx.db, ctx.user.id)),
  foundEasterEgg: protectedProcedure
    .meta(easterEggMeta)
    .output(ZEasterEggOutput)
    .mutation(({ ctx }) => foundEasterEgg(ctx.db, ctx.user.id)),
});
