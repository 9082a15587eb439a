import { protectedProcedure, router } from '../../trpc.ts';
import { createMeta, ZReportInput, ZReportReceipt } from './reports.schema.ts';
import { createReport } from './reports.service.ts';

export const reportsRouter = router({
  create: protectedProcedure
    .meta(createMeta)
    .input(ZReportInput)
    .output(ZReportReceipt)
    .mutation(({ ctx, input }) => createReport(ctx.db, ctx.user, input)),
});
