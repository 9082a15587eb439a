import { protectedProcedure, router } from '../../trpc.ts';
import {
  exportMeta,
  importMeta,
  ZExportOutput,
  ZImportLibraryInput,
  ZImportReport,
} from './library-import.schema.ts';
import { exportLibrary, importLibrary } from './library-import.service.ts';

export const libraryRouter = router({
  importCsv: protectedProcedure
    .meta(importMeta)
    .input(ZImportLibraryInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importLibrary(ctx, ctx.user.id, input)),
  exportCsv: protectedProcedure
    .meta(exportMeta)
    .output(ZExportOutput)
    .query(({ ctx }) => exportLibrary(ctx.db, ctx.user.id)),
});
