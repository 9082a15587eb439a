import { protectedProcedure, router } from '../../trpc.ts';
import {
  exportMeta,
  importMeta,
  pastImportsMeta,
  previewMeta,
  undoMeta,
  ZExportInput,
  ZExportOutput,
  ZImportLibraryInput,
  ZImportPreview,
  ZImportReport,
  ZPastImports,
  ZUndoImportInput,
  ZUndoImportOutput,
} from './library-import.schema.ts';
import {
  exportLibrary,
  exportLibraryZip,
  importLibrary,
  pastImports,
  previewImport,
  undoImport,
} from './library-import.service.ts';

export const libraryRouter = router({
  importCsv: protectedProcedure
    .meta(importMeta)
    .input(ZImportLibraryInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importLibrary(ctx, ctx.user.id, input)),
  previewImport: protectedProcedure
    .meta(previewMeta)
    .input(ZImportLibraryInput)
    .output(ZImportPreview)
    .mutation(({ ctx, input }) => previewImport(ctx, ctx.user.id, input)),
  undoImport: protectedProcedure
    .meta(undoMeta)
    .input(ZUndoImportInput)
    .output(ZUndoImportOutput)
    .mutation(({ ctx, input }) => undoImport(ctx, ctx.user.id, input.id)),
  pastImports: protectedProcedure
    .meta(pastImportsMeta)
    .output(ZPastImports)
    .query(({ ctx }) => pastImports(ctx.db, ctx.user.id)),
  exportCsv: protectedProcedure
    .meta(exportMeta)
    .input(ZExportInput)
    .output(ZExportOutput)
    .query(({ ctx, input }) =>
      input?.format === 'zip' ? exportLibraryZip(ctx, ctx.user) : exportLibrary(ctx.db, ctx.user.id),
    ),
});
