import { publicProcedure, router } from '../../trpc.ts';
import {
  subscribeMeta,
  unsubscribeMeta,
  ZNewsletterMessage,
  ZSubscribeInput,
  ZUnsubscribeInput,
} from './newsletter.schema.ts';
import { subscribe, unsubscribe } from './newsletter.service.ts';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta(subscribeMeta)
    .input(ZSubscribeInput)
    .output(ZNewsletterMessage)
    .mutation(({ ctx, input }) => subscribe(ctx, input)),
  unsubscribe: publicProcedure
    .meta(unsubscribeMeta)
    .input(ZUnsubscribeInput)
    .output(ZNewsletterMessage)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input)),
});
