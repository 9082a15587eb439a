import { publicProcedure, router } from '../../trpc.ts';
import {
  confirmSubscriptionMeta,
  subscribeMeta,
  unsubscribeMeta,
  ZConfirmSubscriptionInput,
  ZNewsletterMessage,
  ZSubscribeInput,
  ZUnsubscribeInput,
} from './newsletter.schema.ts';
import { confirm, subscribe, unsubscribe } from './newsletter.service.ts';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta(subscribeMeta)
    .input(ZSubscribeInput)
    .output(ZNewsletterMessage)
    .mutation(({ ctx, input }) => subscribe(ctx, input)),
  confirm: publicProcedure
    .meta(confirmSubscriptionMeta)
    .input(ZConfirmSubscriptionInput)
    .output(ZNewsletterMessage)
    .mutation(({ ctx, input }) => confirm(ctx, input.token)),
  unsubscribe: publicProcedure
    .meta(unsubscribeMeta)
    .input(ZUnsubscribeInput)
    .output(ZNewsletterMessage)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input)),
});
