import { databaseUnavailableError, errorMessage } from '@chuck/api';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Every REST error body: the human text in both `message` and `error`, plus a stable code. */
export interface ErrorBody {
  message: string;
  error: string;
  code: string;
}

export function errorBody(message: string, code: string): ErrorBody {
  return { message, error: message, code };
}

/** Sends a procedure's error as REST: its status, its human message, Retry-After when it has one. */
export function sendTRPCError(reply: FastifyReply, error: TRPCError): FastifyReply {
  const status = getHTTPStatusCodeFromError(error);
  if (status >= 500) reply.log.error({ err: error.cause ?? error }, 'procedure failed');
  const retryAfter = (error.cause as { retryAfter?: number } | undefined)?.retryAfter;
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  return reply.status(status).send(errorBody(errorMessage(error), error.code));
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

/**
 * The request's own body stream failed: the client hung up mid-body, or Node cut off a request that
 * outran the request timeout (and has already answered 408). Node reports both as ECONNRESET
 * 'aborted', which would otherwise read as a database connection reset (a 503 and an error line).
 */
function clientWentAway(request: FastifyRequest, error: Error): boolean {
  return request.raw.errored === error || (request.raw.aborted && error.message === 'aborted');
}

/** Framework-level failures (bad JSON, wrong content type, ...) as 4xx; anything else is a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TRPCError) return sendTRPCError(reply, error);
    if (clientWentAway(request, error)) {
      // Nobody is left to read an answer: what happened is the client's doing, worth an info line.
      request.log.info('client closed the connection before its request arrived in full (408)');
      return reply.status(408).send(errorBody('The request did not arrive in full.', 'REQUEST_TIMEOUT'));
    }
    const unavailable = databaseUnavailableError(error);
    if (unavailable) return sendTRPCError(reply, unavailable);
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send(errorBody(message, error.code ?? 'BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody('Something went wrong on our side. Please try again.', 'INTERNAL_SERVER_ERROR'));
  });
}
