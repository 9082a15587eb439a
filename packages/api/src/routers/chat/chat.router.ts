import { publicProcedure, router } from '../../trpc.ts';
import { historyMeta, sendMeta, ZChatHistoryInput, ZChatMessage, ZSendChatInput } from './chat.schema.ts';
import { history, send } from './chat.service.ts';

export const chatRouter = router({
  history: publicProcedure
    .meta(historyMeta)
    .input(ZChatHistoryInput)
    .output(ZChatMessage.array())
    .query(({ ctx, input }) => history(ctx, input)),
  send: publicProcedure
    .meta(sendMeta)
    .input(ZSendChatInput)
    .output(ZChatMessage)
    .mutation(({ ctx, input }) => send(ctx, input)),
});
