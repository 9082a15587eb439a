/** Why the catalog could not answer; the api layer maps each kind to a message people can read. */
export type CatalogErrorKind = 'unavailable' | 'not_found' | 'rate_limited' | 'auth';

export class CatalogError extends Error {
  constructor(
    readonly kind: CatalogErrorKind,
    message: string,
    options?: { cause?: unknown; retryAfter?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CatalogError';
    this.retryAfter = options?.retryAfter;
  }

  /** Seconds the upstream asked us to wait (429 Retry-After). */
  readonly retryAfter: number | undefined;
}
