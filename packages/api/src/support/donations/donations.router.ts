import { publicProcedure, router } from '../../trpc.ts';
import {
  configMeta,
  createIntentMeta,
  paymentMeta,
  ZCreateDonationIntentInput,
  ZDonationIntent,
  ZDonationPayment,
  ZDonationPaymentInput,
  ZDonationsConfig,
} from './donations.schema.ts';
import { checkPayment, createIntent, donationsConfig } from './donations.service.ts';

export const donationsRouter = router({
  createIntent: publicProcedure
    .meta(createIntentMeta)
    .input(ZCreateDonationIntentInput)
    .output(ZDonationIntent)
    .mutation(({ ctx, input }) => createIntent(ctx, input)),
  // A mutation (POST) so the client secret never sits in a URL or a log line.
  payment: publicProcedure
    .meta(paymentMeta)
    .input(ZDonationPaymentInput)
    .output(ZDonationPayment)
    .mutation(({ ctx, input }) => checkPayment(ctx, input)),
  config: publicProcedure
    .meta(configMeta)
    .output(ZDonationsConfig)
    .query(({ ctx }) => donationsConfig(ctx.stripe)),
});
