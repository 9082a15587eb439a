import type { FastifyRequest } from 'fastify';

/** Where a self-hoster's own machine is reached before PUBLIC_URL is set. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

export interface SiteOriginOptions {
  publicUrl: string | undefined;
  /** Host names (no port) a request may name itself by when PUBLIC_URL is unset (ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
}

/**
 * The origin to put in links others keep (canonical, og:url, the sitemap): PUBLIC_URL, else the
 * request's own host only when it is allowed, so a forged Host header never lands in a page or a
 * search index. Null when neither holds.
 */
export function siteOrigin(request: FastifyRequest, options: SiteOriginOptions): string | null {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  return options.allowedHosts.includes(request.hostname.toLowerCase())
    ? `${request.protocol}://${request.host}`
    : null;
}
