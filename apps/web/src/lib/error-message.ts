import { TRPCClientError } from '@trpc/client';

const OFFLINE = "We couldn't reach the store. Check your connection and try again.";

/**
 * The text to show a person for a failed call: the server's own human message when it sent one
 * (tRPC errors carry it; an error in docs/product.md §7's '{status}: {text}' form gives its text),
 * else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError) {
    // No shape means the answer never came from our server (offline, proxy error page).
    return error.shape && error.message ? error.message : OFFLINE;
  }
  if (error instanceof TypeError) return OFFLINE;
  if (error instanceof Error && error.message) return restMessage(error.message) ?? fallback;
  return fallback;
}

// '{status}: {body}', the body maybe JSON {message, error} (docs/product.md §7, docs/architecture.md).
function restMessage(message: string): string | undefined {
  const match = /^\d{3}: ([\s\S]*)$/.exec(message);
  if (!match) return message;
  const body = match[1]?.trim() ?? '';
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const text =
        (parsed as { message?: unknown; error?: unknown }).message ?? (parsed as { error?: unknown }).error;
      if (typeof text === 'string' && text) return text;
    }
  } catch {
    // Plain text body.
  }
  return body || undefined;
}
