import { publicProcedure, router } from '../../trpc.ts';
import {
  historyMeta,
  sendMeta,
  ZAwaitReplyInput,
  ZChatHistoryInput,
  ZChatMessage,
  ZSendChatInput,
} from './chat.schema.ts';
import { awaitReply, history, send, videoConfig } from './chat.service.ts';
import { ZVideoConfig } from './video-config.schema.ts';

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
  // tRPC only: the widget's wait for the reply to what it just sent (docs/product.md §4).
  awaitReply: publicProcedure
    .input(ZAwaitReplyInput)
    .output(ZChatMessage.nullable())
    .query(({ ctx, input }) => awaitReply(ctx, input)),
  // tRPC only: the overlay's own setting, not one of the REST calls of docs/product.md §7.
  videoConfig: publicProcedure.output(ZVideoConfig).query(({ ctx }) => videoConfig(ctx)),
});
