import { publicProcedure, router } from '../../trpc.ts';
import { providersMeta, ZProviders } from './oauth.schema.ts';
import { configuredProviders } from './oauth.ts';

/** `auth.*`, the sign-in providers' part (their redirects are apps/server/src/plugins/oauth-routes.ts). */
export const oauthRouter = router({
  providers: publicProcedure
    .meta(providersMeta)
    .output(ZProviders)
    .query(({ ctx }) => ({ providers: configuredProviders(ctx.oauth) })),
});
