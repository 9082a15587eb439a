import { publicProcedure, router } from '../../trpc.ts';
import {
  configMeta,
  createIntentMeta,
  ZCreateDonationIntentInput,
  ZDonationIntent,
  ZDonationsConfig,
} from './donations.schema.ts';
import { createIntent, donationsConfig } from './donations.service.ts';

export const donationsRouter = router({
  createIntent: publicProcedure
    .meta(createIntentMeta)
    .input(ZCreateDonationIntentInput)
    .output(ZDonationIntent)
    .mutation(({ ctx, input }) => createIntent(ctx, input)),
  config: publicProcedure
    .meta(configMeta)
    .output(ZDonationsConfig)
    .query(({ ctx }) => donationsConfig(ctx.stripe)),
});
