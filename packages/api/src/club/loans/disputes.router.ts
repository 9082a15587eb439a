import { protectedProcedure, router } from '../../trpc.ts';
import * as disputes from './disputes.service.ts';
import { acceptResolutionMeta, resolveMeta, ZLoan, ZLoanIdInput, ZResolveInput } from './loans.schema.ts';

/** docs/product.md §3 'Loan dispute': how a dispute ends (opening one is `loans.dispute`). */
export const loanDisputesRouter = router({
  resolve: protectedProcedure
    .meta(resolveMeta)
    .input(ZResolveInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => disputes.propose(ctx, ctx.user, input)),
  accept: protectedProcedure
    .meta(acceptResolutionMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => disputes.accept(ctx, ctx.user, input)),
});
