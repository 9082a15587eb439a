import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@chuck/db';
import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { Context } from './context.ts';
import { AppError, forbidden, trpcCodeOf, UNAUTHORIZED_MESSAGE } from './errors.ts';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './lib/storable-text.ts';
import type { Meta } from './rest-meta.ts';
import { MODERATORS_ONLY } from './shared/report-options.ts';
import { sessionIsLive } from './support/identity/identity.service.ts';
import { isModerator } from './support/identity/member-standing.service.ts';
import { enforce, type Limit } from './support/rate-limits/rate-limits.service.ts';

/** A zod failure as one human sentence, e.g. 'email: Invalid email address'. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The text a caller sees for an error, on both transports. */
export function errorMessage(error: TRPCError): string {
  if (error.cause instanceof z.ZodError) return describeZodError(error.cause);
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_MESSAGE;
  return error.message;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // The same body for both transports, and never a stack trace: internals stay in the log.
    errorFormatter({ shape, error }) {
      return {
        message: errorMessage(error),
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          // What the Retry-After header says, for a screen that shows the wait (the chat's limit).
          retryAfter: error.cause instanceof AppError ? (error.cause.retryAfter ?? null) : null,
        },
      };
    },
  });

function toTRPCError(cause: AppError): TRPCError {
  return new TRPCError({ code: trpcCodeOf[cause.code], message: cause.message, cause });
}

/**
 * A database that cannot be reached as a 503 with Retry-After (the client may try again shortly),
 * or null for any other error. Used wherever a request touches the database before a procedure runs.
 */
export function databaseUnavailableError(error: unknown): TRPCError | null {
  if (!isDatabaseUnavailable(error)) return null;
  return toTRPCError(new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS));
}

/** Domain errors (and an unreachable database) become tRPC errors here, once, for every procedure. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  if (result.error.cause instanceof AppError) throw toTRPCError(result.error.cause);
  const unavailable = databaseUnavailableError(result.error.cause);
  if (unavailable) throw unavailable;
  return result;
});

/** Text the database cannot hold is a 400 here, for every procedure, rather than a 500 in a query. */
const storableText = t.middleware(async ({ getRawInput, next }) => {
  if (hasUnstorableText(await getRawInput())) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: UNSTORABLE_TEXT_MESSAGE });
  }
  return next();
});

/**
 * A write asks the database whether its session is still live and its member still here, rather than
 * trusting the session cache: a session signed out, revoked or deleted on another process a moment
 * ago stays cached here until the bus brings the news (milliseconds; longer while the bus
 * reconnects), and must not change anything meanwhile. One primary-key lookup per member write is
 * the cheapest sound check (a tombstoned member's rows still satisfy every foreign key); reads keep
 * the cache. A dead session writes as a visitor: members-only procedures then answer 401.
 */
const liveSessionWrites = t.middleware(async ({ ctx, type, next }) => {
  if (type !== 'mutation' || !ctx.user || !ctx.sessionId) return next();
  if (await sessionIsLive(ctx.db, ctx.sessionId)) return next();
  return next({ ctx: { user: null, sessionId: null } });
});

/**
 * Counts calls per member or, for a visitor, per address (session ids cost nothing to make): past
 * `limit` the call is a 429 with Retry-After. For the writes anyone may make (docs/architecture.md
 * 'Hardening').
 */
export function rateLimited(name: string, limit: Limit) {
  return t.middleware(async ({ ctx, next }) => {
    const caller = ctx.user ? `member:${ctx.user.id}` : `ip:${ctx.req.ip}`;
    await enforce(ctx.db, `${name}:${caller}`, limit);
    return next();
  });
}

export const router = t.router;
/** One namespace made of several domains' router parts (`auth`: identity, account and oauth). */
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors).use(storableText).use(liveSessionWrites);

/** Members only: anonymous callers get a 401 whose text contains 'Unauthorized'. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: UNAUTHORIZED_MESSAGE });
  // Only what changes: tRPC merges it into the context (a whole copy here cost every member call).
  return next({ ctx: { user: ctx.user } });
});

/**
 * The club's moderators only (docs/product.md §3 'Reports and moderation'): members whose confirmed
 * address is in MODERATOR_EMAILS. Any other member gets a 403; a visitor, the 401 before it.
 */
export const moderatorProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (!(await isModerator(ctx.db, ctx.moderators, ctx.user.id))) throw forbidden(MODERATORS_ONLY);
  return next();
});
