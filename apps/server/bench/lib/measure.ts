import autocannon from 'autocannon';

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Several requests to rotate through (e.g. type-ahead prefixes). */
  paths?: string[];
}

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export interface Load {
  connections: number;
  seconds: number;
}

/** Drives `url` with autocannon for `load` and returns throughput and latency. */
export async function measure(url: string, request: Request, load: Load): Promise<Sample> {
  const headers = {
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    origin: url,
    ...request.headers,
  };
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const requests = (request.paths ?? [request.path]).map((path) => ({
    method: request.method,
    path,
    headers,
    body,
  }));
  const result = await autocannon({ url, connections: load.connections, duration: load.seconds, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value below which a share `p` (0–1) of the values fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
