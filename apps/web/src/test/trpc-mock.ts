import type { AppRouter } from '@chuck/api/client';
import { HttpResponse, http } from 'msw';
import type { RouterInputs, RouterOutputs } from '../lib/trpc.ts';

// The tRPC wire format (httpBatchLink, no transformer), answered at the HTTP boundary so tests run the
// real client, cache and components. Error bodies copy the server's errorFormatter shape.

const errorCodes = {
  BAD_REQUEST: { rpc: -32600, http: 400 },
  UNAUTHORIZED: { rpc: -32001, http: 401 },
  FORBIDDEN: { rpc: -32003, http: 403 },
  NOT_FOUND: { rpc: -32004, http: 404 },
  CONFLICT: { rpc: -32009, http: 409 },
  TOO_MANY_REQUESTS: { rpc: -32029, http: 429 },
  INTERNAL_SERVER_ERROR: { rpc: -32603, http: 500 },
} as const;

export type TrpcErrorCode = keyof typeof errorCodes;
type TrpcError = { error: { code: TrpcErrorCode; message: string; retryAfter?: number } };
export type TrpcReply<Data = unknown> = { data: Data } | TrpcError;

/** Every procedure's path as the client sends it ('auth.me'), read from the router's own record. */
type PathsOf<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends { _def: { $types: unknown } }
    ? `${Prefix}${Key}`
    : PathsOf<Record[Key], `${Prefix}${Key}.`>;
}[keyof Record & string];
type ProcedurePath = PathsOf<AppRouter['_def']['record']>;

/** The type at a dotted path of RouterInputs or RouterOutputs. */
type At<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? At<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;
type ProcedureInput<Path extends ProcedurePath> = At<RouterInputs, Path>;
export type ProcedureOutput<Path extends ProcedurePath> = At<RouterOutputs, Path>;

/**
 * What a test answers for a procedure, typed by the procedure itself: a renamed procedure or a changed
 * output fails `pnpm typecheck` instead of leaving the tests green.
 */
export type TrpcResolver<Path extends ProcedurePath> = (
  input: ProcedureInput<Path>,
) => TrpcReply<ProcedureOutput<Path>> | Promise<TrpcReply<ProcedureOutput<Path>>>;
export type TrpcResolvers = { [Path in ProcedurePath]?: TrpcResolver<Path> };

export const ok = <Data>(data: Data): { data: Data } => ({ data });
export const fail = (code: TrpcErrorCode, message: string, retryAfter?: number): TrpcError => ({
  error: { code, message, ...(retryAfter === undefined ? {} : { retryAfter }) },
});
/** What a protected procedure answers an anonymous caller. */
export const unauthorized = () => fail('UNAUTHORIZED', 'Unauthorized: please sign in');
/** What the identity check (auth.me) answers a visitor. */
export const signedOut = () => ok(null);

/**
 * One handler for every procedure a test cares about, keyed by path ('auth.me'). Batched calls
 * ('auth.me,auth.login') are answered item by item; an unmocked path answers NOT_FOUND.
 */
export function mockTrpc(resolvers: TrpcResolvers) {
  return handlerFor(resolvers as unknown as Record<string, WireResolver>);
}

/** The wire gives no types: each resolver gets whatever the client sent for its path. */
type WireResolver = (input: unknown) => TrpcReply | Promise<TrpcReply>;

function handlerFor(resolvers: Record<string, WireResolver>) {
  return http.all('*/trpc/:paths', async ({ request, params }) => {
    const paths = String(params.paths).split(',');
    const inputs = await readInputs(request);
    const replies = await Promise.all(
      paths.map((path, index) => {
        const resolve = resolvers[path];
        return resolve ? resolve(inputs[String(index)]) : fail('NOT_FOUND', `No mock for ${path}`);
      }),
    );
    const body = replies.map((reply) =>
      'data' in reply
        ? { result: { data: reply.data } }
        : {
            error: {
              message: reply.error.message,
              code: errorCodes[reply.error.code].rpc,
              data: {
                code: reply.error.code,
                httpStatus: errorCodes[reply.error.code].http,
                retryAfter: reply.error.retryAfter ?? null,
              },
            },
          },
    );
    const statuses = replies.map((reply) => ('data' in reply ? 200 : errorCodes[reply.error.code].http));
    const status = statuses.every((s) => s === statuses[0]) ? (statuses[0] ?? 200) : 207;
    return HttpResponse.json(new URL(request.url).searchParams.has('batch') ? body : body[0], { status });
  });
}

/**
 * mockTrpc that also records every input each procedure received, by path (`calls['dvdClub.create']`),
 * in the order the calls came.
 */
/** Every input each procedure received, by path, in the order the calls came. */
export type RecordedCalls = { [Path in ProcedurePath]?: ProcedureInput<Path>[] };

export function recordingTrpc(resolvers: TrpcResolvers) {
  const calls: Record<string, unknown[]> = {};
  const recorded = Object.fromEntries(
    Object.entries(resolvers as unknown as Record<string, WireResolver>).map(([path, resolve]) => [
      path,
      ((input) => {
        calls[path] = [...(calls[path] ?? []), input];
        return resolve(input);
      }) satisfies WireResolver,
    ]),
  );
  return { handler: handlerFor(recorded), calls: calls as RecordedCalls };
}

async function readInputs(request: Request): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const raw = request.method === 'GET' ? url.searchParams.get('input') : await request.text();
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  // A batch sends {"0": input, "1": …}; a call sent alone (httpLink) sends its input as it is.
  if (!url.searchParams.has('batch')) return { '0': parsed };
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}
