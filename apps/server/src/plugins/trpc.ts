import { type AppDeps, appRouter, type Context } from '@chuck/api';
import { getTRPCErrorFromUnknown, getTRPCErrorShape, TRPCError, transformTRPCResponse } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { TRPCResponse } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextMaker } from './context.ts';
import { callProcedure, procedureAt } from './procedures.ts';

const config = appRouter._def._config;

interface TrpcRequest {
  Params: { path: string };
  Querystring: { batch?: string; input?: string };
}

/**
 * The typed transport the web app uses, at /trpc: tRPC's HTTP protocol, as `httpBatchLink` speaks
 * it, served by one plain Fastify route. Queries come as GET with `?input=`, mutations as POST with
 * a JSON body; `?batch=1` carries comma-separated paths and inputs keyed by index, answered with an
 * array (207 when the calls' statuses differ). tRPC's own adapters turn every request into a Fetch
 * Request and Response, which cost more than most procedures (docs/architecture.md 'The path of a
 * request'); here the procedures are called directly, with the same context, validation and error
 * shape as REST.
 */
export async function trpcPlugin(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const createContext = contextMaker(deps);
  app.route<TrpcRequest>({
    method: ['GET', 'POST'],
    url: '/trpc/:path',
    handler: async (request, reply) => {
      const batch = request.query.batch === '1';
      const paths = batch ? request.params.path.split(',') : [request.params.path];
      const inputs = readInputs(request, batch);
      const context = await createContext(request, reply).catch(getTRPCErrorFromUnknown);
      const calls = await Promise.all(paths.map((path, index) => run(request, path, index, inputs, context)));
      // A rate limit or an outage says when to come back: the answer carries the first such hint.
      const retryAfter = calls.map((call) => call.retryAfter).find((seconds) => seconds !== undefined);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      const responses = calls.map((call) => call.response);
      const body = transformTRPCResponse(config, batch ? responses : responses[0]!);
      return reply.status(getHTTPStatusCode(responses)).type('application/json').send(JSON.stringify(body));
    },
  });
}

interface Call {
  response: TRPCResponse;
  retryAfter?: number | undefined;
}

/** One call of the request: its data, or its error in tRPC's shape (logged when it is ours). */
async function run(
  request: FastifyRequest<TrpcRequest>,
  path: string,
  index: number,
  inputs: Inputs,
  context: Context | TRPCError,
): Promise<Call> {
  const procedure = procedureAt(path);
  const input = inputs.ok ? inputs.byIndex(index) : undefined;
  try {
    if (context instanceof TRPCError) throw context;
    if (!inputs.ok) throw inputs.error;
    if (!procedure)
      throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${path}"` });
    const type = procedure._def.type;
    if (type === 'subscription' || (type === 'mutation') !== (request.method === 'POST')) {
      const message = `Unsupported ${request.method}-request to ${type} procedure at path "${path}"`;
      throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message });
    }
    return { response: { result: { data: await callProcedure(procedure, path, context, input, index) } } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    if (error.code === 'INTERNAL_SERVER_ERROR')
      request.log.error({ err: error.cause ?? error }, 'procedure failed');
    const ctx = context instanceof TRPCError ? undefined : context;
    const type = procedure?._def.type ?? 'unknown';
    return {
      response: { error: getTRPCErrorShape({ config, error, type, path, input, ctx }) },
      retryAfter: (error.cause as { retryAfter?: number } | undefined)?.retryAfter,
    };
  }
}

type Inputs = { ok: true; byIndex(index: number): unknown } | { ok: false; error: TRPCError };

/** The calls' raw inputs: one value, or for a batch an object keyed by each call's index. */
function readInputs(request: FastifyRequest<TrpcRequest>, batch: boolean): Inputs {
  let raw: unknown;
  try {
    raw = request.method === 'GET' ? parseQueryInput(request.query.input) : request.body;
  } catch (cause) {
    return {
      ok: false,
      error: new TRPCError({ code: 'PARSE_ERROR', message: 'The input is not valid JSON.', cause }),
    };
  }
  if (!batch) return { ok: true, byIndex: () => raw };
  if (raw === undefined) return { ok: true, byIndex: () => undefined };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const message = '"input" needs to be an object when doing a batch call';
    return { ok: false, error: new TRPCError({ code: 'BAD_REQUEST', message }) };
  }
  const keyed = raw as Record<string, unknown>;
  return { ok: true, byIndex: (index) => (Object.hasOwn(keyed, index) ? keyed[index] : undefined) };
}

function parseQueryInput(input: string | undefined): unknown {
  return input ? JSON.parse(input) : undefined;
}
