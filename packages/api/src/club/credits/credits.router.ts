import { protectedProcedure, router } from '../../trpc.ts';
import { balanceMeta, ZCredits } from './credits.schema.ts';
import { balanceOf, owedBy } from './credits.service.ts';

export const creditsRouter = router({
  balance: protectedProcedure
    .meta(balanceMeta)
    .output(ZCredits)
    .query(async ({ ctx }) => ({
      amount: await balanceOf(ctx.db, ctx.user.id),
      owed: await owedBy(ctx.db, ctx.user.id),
    })),
});
