import { protectedProcedure, router } from '../../trpc.ts';
import { requestRental } from './loan-request.service.ts';
import { review } from './loan-reviews.service.ts';
import * as steps from './loan-steps.service.ts';
import {
  acceptMeta,
  cancelMeta,
  confirmMeta,
  declineMeta,
  disputeMeta,
  getMeta,
  handOverMeta,
  listMeta,
  requestMeta,
  returnMeta,
  reviewMeta,
  ZAcceptInput,
  ZDisputeInput,
  ZLoan,
  ZLoanIdInput,
  ZLoanList,
  ZRentalRequestInput,
  ZReturnInput,
  ZReview,
  ZReviewInput,
} from './loans.schema.ts';
import { getLoan, listLoans } from './loans.service.ts';

export const loansRouter = router({
  request: protectedProcedure
    .meta(requestMeta)
    .input(ZRentalRequestInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => requestRental(ctx, ctx.user, input)),
  get: protectedProcedure
    .meta(getMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .query(({ ctx, input }) => getLoan(ctx, ctx.user, input)),
  list: protectedProcedure
    .meta(listMeta)
    .output(ZLoanList)
    .query(({ ctx }) => listLoans(ctx, ctx.user)),
  accept: protectedProcedure
    .meta(acceptMeta)
    .input(ZAcceptInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => steps.accept(ctx, ctx.user, input)),
  decline: protectedProcedure
    .meta(declineMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => steps.decline(ctx, ctx.user, input)),
  cancel: protectedProcedure
    .meta(cancelMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => steps.cancel(ctx, ctx.user, input)),
  handOver: protectedProcedure
    .meta(handOverMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => steps.handOver(ctx, ctx.user, input)),
  markReturned: protectedProcedure
    .meta(returnMeta)
    .input(ZReturnInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => steps.markReturned(ctx, ctx.user, input)),
  confirm: protectedProcedure
    .meta(confirmMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => steps.confirm(ctx, ctx.user, input)),
  dispute: protectedProcedure
    .meta(disputeMeta)
    .input(ZDisputeInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => steps.dispute(ctx, ctx.user, input)),
  review: protectedProcedure
    .meta(reviewMeta)
    .input(ZReviewInput)
    .output(ZReview)
    .mutation(({ ctx, input }) => review(ctx, ctx.user, input)),
});
