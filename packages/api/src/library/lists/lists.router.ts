import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import { exportList, importList } from './list-csv.service.ts';
import {
  addEditorMeta,
  addItemMeta,
  createMeta,
  deleteMeta,
  exportMeta,
  forFilmMeta,
  getMeta,
  importMeta,
  noteMeta,
  ofMemberMeta,
  removeEditorMeta,
  removeItemMeta,
  reorderMeta,
  updateMeta,
  ZAddListItemInput,
  ZCreateListInput,
  ZDeletedOutput,
  ZFilmList,
  ZFilmLists,
  ZFilmListsInput,
  ZImportListInput,
  ZImportListOutput,
  ZListEditorInput,
  ZListFile,
  ZListIdInput,
  ZListItemInput,
  ZListNoteInput,
  ZListSummaries,
  ZMemberListsInput,
  ZRemovedOutput,
  ZReorderListInput,
  ZUpdateListInput,
} from './lists.schema.ts';
import {
  addListEditor,
  addListItem,
  createList,
  deleteList,
  getList,
  listsOfMember,
  listsWithFilm,
  removeListEditor,
  removeListItem,
  reorderList,
  setListNote,
  updateList,
} from './lists.service.ts';

export const listsRouter = router({
  create: protectedProcedure
    .meta(createMeta)
    .input(ZCreateListInput)
    .output(ZFilmList)
    .mutation(({ ctx, input }) => createList(ctx.db, ctx.user, input)),
  get: publicProcedure
    .meta(getMeta)
    .input(ZListIdInput)
    .output(ZFilmList)
    .query(({ ctx, input }) => getList(ctx.db, ctx.user, input.id)),
  update: protectedProcedure
    .meta(updateMeta)
    .input(ZUpdateListInput)
    .output(ZFilmList)
    .mutation(({ ctx, input }) => updateList(ctx.db, ctx.user, input)),
  delete: protectedProcedure
    .meta(deleteMeta)
    .input(ZListIdInput)
    .output(ZDeletedOutput)
    .mutation(({ ctx, input }) => deleteList(ctx.db, ctx.user, input.id)),
  addItem: protectedProcedure
    .meta(addItemMeta)
    .input(ZAddListItemInput)
    .output(ZFilmList)
    .mutation(({ ctx, input }) => addListItem(ctx, ctx.user, input)),
  setNote: protectedProcedure
    .meta(noteMeta)
    .input(ZListNoteInput)
    .output(ZFilmList)
    .mutation(({ ctx, input }) => setListNote(ctx.db, ctx.user, input)),
  removeItem: protectedProcedure
    .meta(removeItemMeta)
    .input(ZListItemInput)
    .output(ZFilmList)
    .mutation(({ ctx, input }) => removeListItem(ctx.db, ctx.user, input)),
  reorder: protectedProcedure
    .meta(reorderMeta)
    .input(ZReorderListInput)
    .output(ZFilmList)
    .mutation(({ ctx, input }) => reorderList(ctx.db, ctx.user, input)),
  addEditor: protectedProcedure
    .meta(addEditorMeta)
    .input(ZListEditorInput)
    .output(ZFilmList)
    .mutation(({ ctx, input }) => addListEditor(ctx.db, ctx.user, input)),
  removeEditor: protectedProcedure
    .meta(removeEditorMeta)
    .input(ZListEditorInput)
    .output(ZRemovedOutput)
    .mutation(({ ctx, input }) => removeListEditor(ctx.db, ctx.user, input)),
  ofMember: publicProcedure
    .meta(ofMemberMeta)
    .input(ZMemberListsInput)
    .output(ZListSummaries)
    // Another member's lists: the member page's rule first, then each list's own.
    .query(({ ctx, input }) => listsOfMember(ctx.db, ctx.user, input.id)),
  forFilm: publicProcedure
    .meta(forFilmMeta)
    .input(ZFilmListsInput)
    .output(ZFilmLists)
    .query(({ ctx, input }) => listsWithFilm(ctx.db, ctx.user, input.movieId)),
  export: publicProcedure
    .meta(exportMeta)
    .input(ZListIdInput)
    .output(ZListFile)
    .query(({ ctx, input }) => exportList(ctx.db, ctx.user, input.id)),
  import: protectedProcedure
    .meta(importMeta)
    .input(ZImportListInput)
    .output(ZImportListOutput)
    .mutation(({ ctx, input }) => importList(ctx, ctx.user, input)),
});
