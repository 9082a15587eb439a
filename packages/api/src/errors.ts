import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/** The closed set of things a service can say went wrong; mapped once, at the edge. */
export type AppErrorCode =
  | 'INVALID'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE';

/** Services throw this with a message a person can read; it is shown as is. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Seconds a client should wait before trying again (rate limits, outages). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const trpcCodeOf: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  INVALID: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: please sign in';

export const invalid = (message: string) => new AppError('INVALID', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** An upload that is, or unpacks to, more than the store reads: a 413. */
export const tooLarge = (message: string) => new AppError('TOO_LARGE', message);
