import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Where a self-hoster's own machine is reached before PUBLIC_URL is set. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

export interface SiteOriginOptions {
  publicUrl: string | undefined;
  /**
   * ALLOWED_HOSTS: what a request may name itself by when PUBLIC_URL is unset, each `host` (any
   * port of it) or `host:port` (that port only).
   */
  allowedHosts: readonly string[];
  /** TRUST_PROXY: the host is then the proxy's X-Forwarded-Host, when it sends one. */
  trustProxy: boolean;
}

export interface HostAndPort {
  /** Lower case; an IPv6 address keeps its brackets. */
  host: string;
  port: number | null;
}

const HOST_AND_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::([1-9]\d{0,4}))?$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A Host (or X-Forwarded-Host) value as a host name and port, or null for anything else: userinfo
 * (`localhost:3000@evil.example`), a path, spaces, several values, an empty or out-of-range port.
 */
export function parseHost(value: string): HostAndPort | null {
  const match = HOST_AND_PORT.exec(value.toLowerCase());
  if (!match) return null;
  const [, host = '', digits] = match;
  const port = digits === undefined ? null : Number(digits);
  if (port !== null && port > 65535) return null;
  const named = host.startsWith('[')
    ? isIPv6(host.slice(1, -1))
    : host.length <= 253 && host.split('.').every((label) => LABEL.test(label));
  return named ? { host, port } : null;
}

const DEFAULT_PORTS: Record<string, number> = { http: 80, https: 443 };

/**
 * The one origin for links others keep (docs/architecture.md 'Hardening'): mail links, canonical and
 * og:url, robots.txt and the sitemap. PUBLIC_URL; else the request's host and port, parsed, when
 * ALLOWED_HOSTS lists them, built from the parsed parts and never from the raw header; else null
 * (mail then answers 503 and pages go without those links).
 */
export function siteOrigin(request: FastifyRequest, options: SiteOriginOptions): string | null {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  const forwarded = options.trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const header = forwarded ?? request.headers.host;
  // Node joins a repeated header into one value with commas; an array is several values too.
  const named = typeof header === 'string' ? parseHost(header) : null;
  const protocol = request.protocol;
  const defaultPort = DEFAULT_PORTS[protocol];
  if (!named || defaultPort === undefined) return null;
  const port = named.port ?? defaultPort;
  const allowed = options.allowedHosts.some((entry) => {
    const listed = parseHost(entry);
    return listed?.host === named.host && (listed.port === null || listed.port === port);
  });
  if (!allowed) return null;
  return port === defaultPort ? `${protocol}://${named.host}` : `${protocol}://${named.host}:${port}`;
}
