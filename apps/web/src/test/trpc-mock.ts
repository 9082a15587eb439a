import { HttpResponse, http } from 'msw';

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
export type TrpcReply =
  | { data: unknown }
  | { error: { code: TrpcErrorCode; message: string; retryAfter?: number } };
export type TrpcResolver = (input: unknown) => TrpcReply | Promise<TrpcReply>;

export const ok = (data: unknown): TrpcReply => ({ data });
export const fail = (code: TrpcErrorCode, message: string, retryAfter?: number): TrpcReply => ({
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
export function mockTrpc(resolvers: Record<string, TrpcResolver>) {
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
export function recordingTrpc(resolvers: Record<string, TrpcResolver>) {
  const calls: Record<string, unknown[]> = {};
  const recorded = Object.fromEntries(
    Object.entries(resolvers).map(([path, resolve]) => [
      path,
      ((input) => {
        calls[path] = [...(calls[path] ?? []), input];
        return resolve(input);
      }) satisfies TrpcResolver,
    ]),
  );
  return { handler: mockTrpc(recorded), calls };
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
