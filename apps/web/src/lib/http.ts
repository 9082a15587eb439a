export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The few REST-only calls (docs/product.md §7): cookies always, a JSON content-type only with a body,
 * and a non-OK answer becomes `Error('{status}: {body text or status text}')`, which is what
 * `isUnauthorizedError` recognises. Returns the parsed JSON, or undefined for an empty body.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
