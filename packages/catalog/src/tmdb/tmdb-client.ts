import type { Db } from '@chuck/db';
import type { z } from 'zod';
import { CatalogError } from '../errors.ts';
import { deleteExpired, readCache, writeCache } from './cache.repository.ts';
import { ZTmdbError } from './tmdb-schemas.ts';

export interface TmdbConfig {
  /** A v3 API key (sent as `api_key`). */
  apiKey?: string;
  /** A v4 read access token (sent as a Bearer token); preferred when both are set. */
  readToken?: string;
  baseUrl?: string;
  /** Per attempt; default 5 s. */
  timeoutMs?: number;
}

export const TMDB_API_BASE = 'https://api.themoviedb.org/3';
const PURGE_EVERY_MS = 60 * 60 * 1000;

interface TmdbRequest<T extends z.ZodType> {
  path: string;
  params?: Record<string, string | number | boolean | undefined>;
  schema: T;
  /** How long the answer may be served from the cache. */
  ttlSeconds: number;
}

export type TmdbClient = <T extends z.ZodType>(request: TmdbRequest<T>) => Promise<z.infer<T>>;

/**
 * GETs from TMDB with a timeout, one retry on a server error or a dropped connection, errors as
 * CatalogError, and answers cached in the database so repeated searches cost TMDB nothing.
 */
export function createTmdbClient(db: Db, config: TmdbConfig): TmdbClient {
  const base = (config.baseUrl ?? TMDB_API_BASE).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 5_000;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.readToken) headers.authorization = `Bearer ${config.readToken}`;
  let lastPurge = 0;

  async function fetchJson(url: URL): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        if (!timedOut && attempt === 1) continue;
        throw new CatalogError(
          'unavailable',
          timedOut ? 'TMDB did not answer in time' : 'TMDB could not be reached',
          {
            cause: error,
          },
        );
      }
      if (response.status >= 500 && attempt === 1) {
        await response.text().catch(() => ''); // drain it, so the connection can be reused
        continue;
      }
      if (response.ok) {
        try {
          return await response.json();
        } catch (error) {
          throw new CatalogError('unavailable', 'TMDB sent an unreadable answer', { cause: error });
        }
      }
      throw await errorFor(response);
    }
  }

  return async ({ path, params = {}, schema, ttlSeconds }) => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b))) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    // The key is left out of the cache key: rotating it must not empty the cache.
    const cacheKey = `tmdb:${url.pathname.slice(new URL(base).pathname.length)}${url.search}`;
    const cached = await readCache(db, cacheKey);
    if (cached !== undefined) {
      const parsed = schema.safeParse(cached);
      if (parsed.success) return parsed.data;
    }
    if (config.apiKey && !config.readToken) url.searchParams.set('api_key', config.apiKey);
    const body = await fetchJson(url);
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new CatalogError('unavailable', `TMDB answered ${path} in an unexpected shape`);
    await writeCache(db, cacheKey, body, ttlSeconds);
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await deleteExpired(db);
    }
    return parsed.data;
  };
}

async function errorFor(response: Response): Promise<CatalogError> {
  const body = ZTmdbError.safeParse(await response.json().catch(() => ({})));
  const detail = body.success && body.data.status_message ? `: ${body.data.status_message}` : '';
  switch (response.status) {
    case 401:
      return new CatalogError('auth', `TMDB refused the API key${detail}`);
    case 404:
      return new CatalogError('not_found', `TMDB has no such resource${detail}`);
    case 429: {
      const retryAfter = Number(response.headers.get('retry-after'));
      return new CatalogError('rate_limited', `TMDB rate limit reached${detail}`, {
        retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      });
    }
    default:
      return new CatalogError('unavailable', `TMDB answered ${response.status}${detail}`);
  }
}
