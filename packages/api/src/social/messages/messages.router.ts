import { protectedProcedure, router } from '../../trpc.ts';
import {
  conversationMeta,
  sendMeta,
  ZConversationInput,
  ZMessage,
  ZSendMessageInput,
} from './messages.schema.ts';
import { conversation, sendMessage } from './messages.service.ts';

export const messagesRouter = router({
  send: protectedProcedure
    .meta(sendMeta)
    .input(ZSendMessageInput)
    .output(ZMessage)
    .mutation(({ ctx, input }) => sendMessage(ctx.db, ctx.user, input)),
  conversation: protectedProcedure
    .meta(conversationMeta)
    .input(ZConversationInput)
    .output(ZMessage.array())
    .query(({ ctx, input }) => conversation(ctx.db, ctx.user, input)),
});
