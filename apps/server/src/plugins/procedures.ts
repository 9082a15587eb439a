import { appRouter, type Context } from '@chuck/api';
import type { AnyTRPCProcedure } from '@trpc/server';

// Flat by dotted path ('auth.me'), as the router keeps them.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure | undefined>;

/** The procedure at `path` ('auth.me'), or undefined when there is none. */
export function procedureAt(path: string): AnyTRPCProcedure | undefined {
  return Object.hasOwn(procedures, path) ? procedures[path] : undefined;
}

/**
 * Runs a procedure the way tRPC's own adapters do, minus their Fetch Request and Response: its
 * middlewares, input and output validation, and errors as TRPCErrors. Both transports call
 * procedures through this (docs/architecture.md 'The path of a request').
 */
export function callProcedure(
  procedure: AnyTRPCProcedure,
  path: string,
  ctx: Context,
  input: unknown,
  batchIndex = 0,
): Promise<unknown> {
  // No procedure watches for a caller leaving, so no abort signal is made per request.
  return procedure({
    path,
    ctx,
    type: procedure._def.type,
    batchIndex,
    signal: undefined,
    getRawInput: async () => input,
  });
}
