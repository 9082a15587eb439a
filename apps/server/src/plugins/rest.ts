import { type AppDeps, restOperations } from '@chuck/api';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { contextMaker } from './context.ts';
import { sendTRPCError } from './errors.ts';
import { callProcedure, procedureAt } from './procedures.ts';

export const REST_PREFIX = '/api';
const ONE_CLICK_UNSUBSCRIBE = `${REST_PREFIX}/newsletter/unsubscribe`;

/** What Fastify itself answers for a body type no route takes (see errors.ts). */
function unsupportedMediaType(): Error {
  return Object.assign(new Error('Unsupported Media Type'), {
    statusCode: 415,
    code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  });
}

/**
 * Serves the REST paths (docs/product.md §7) straight from the tRPC procedures: one Fastify route
 * each, input from path + query + body, validated and answered by the procedure's own zod schemas.
 * trpc-to-openapi's own handler goes through the Fetch API and costs several times more per request.
 */
export async function restPlugin(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Mail programs unsubscribe in one click with a form POST (RFC 8058, docs/product.md §6); every
  // other path still answers a form with 415, as it did before that one needed it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (request.routeOptions.url !== ONE_CLICK_UNSUBSCRIBE) return done(unsupportedMediaType());
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const createContext = contextMaker(deps);
  for (const op of restOperations()) {
    const procedure = procedureAt(op.procedure);
    if (!procedure) throw new Error(`REST path ${op.path} names no procedure: ${op.procedure}`);
    app.route({
      method: op.method,
      url: REST_PREFIX + op.path.replace(/\{(\w+)\}/g, ':$1'),
      ...(op.bodyLimit && { bodyLimit: op.bodyLimit }),
      handler: async (request, reply) => {
        const ctx = await createContext(request, reply);
        // A DELETE may carry a JSON body too (deleting an account takes the password in one).
        const hasBody = op.method !== 'GET';
        const input = {
          ...(request.query as object),
          ...(hasBody && isObject(request.body) ? request.body : {}),
          ...(request.params as object),
        };
        try {
          const answer = await callProcedure(procedure, op.procedure, ctx, input);
          if (op.created) reply.code(201);
          if (!op.download) return answer;
          // A file (a loan's .ics): its own media type, saved under its name (docs/product.md §3).
          const file = answer as { filename: string; content: string };
          return reply
            .type(op.download)
            .header('content-disposition', `attachment; filename="${file.filename}"`)
            .send(file.content);
        } catch (error) {
          if (error instanceof TRPCError) return sendTRPCError(reply, error);
          throw error;
        }
      },
    });
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
