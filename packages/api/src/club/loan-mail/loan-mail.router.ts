import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import {
  loanMailSettingsMeta,
  setLoanMailMeta,
  unsubscribeLoanMailMeta,
  ZLoanMailMessage,
  ZLoanMailSettings,
  ZLoanMailUnsubscribeInput,
  ZSetLoanMailInput,
} from './loan-mail.schema.ts';
import * as service from './loan-mail.service.ts';

export const loanMailRouter = router({
  settings: protectedProcedure
    .meta(loanMailSettingsMeta)
    .output(ZLoanMailSettings)
    .query(({ ctx }) => service.settings(ctx.db, ctx.user.id)),
  set: protectedProcedure
    .meta(setLoanMailMeta)
    .input(ZSetLoanMailInput)
    .output(ZLoanMailSettings)
    .mutation(({ ctx, input }) => service.setMode(ctx.db, ctx.user.id, input)),
  unsubscribe: publicProcedure
    .meta(unsubscribeLoanMailMeta)
    .input(ZLoanMailUnsubscribeInput)
    .output(ZLoanMailMessage)
    .mutation(({ ctx, input }) => service.unsubscribe(ctx.db, input)),
});
