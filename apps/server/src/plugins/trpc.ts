import { type AppDeps, type AppRouter, appRouter } from '@chuck/api';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { createContext } from './context.ts';

/** The typed transport the web app uses, at /trpc. */
export async function trpcPlugin(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(deps, req, res),
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error.cause ?? error }, 'procedure failed');
      },
      responseMeta: ({ errors }) => {
        const retryAfter = errors
          .map((e) => (e.cause as { retryAfter?: number } | undefined)?.retryAfter)
          .find(Boolean);
        return retryAfter ? { headers: { 'retry-after': String(retryAfter) } } : {};
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
}
