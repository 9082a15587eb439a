import OpenAI from 'openai';

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible server; the official API when unset. */
  baseUrl?: string | undefined;
  model: string;
  /** The whole call, after which the local engine answers instead (default 8 s). */
  timeoutMs?: number | undefined;
}

const DEFAULT_TIMEOUT_MS = 8_000;

/** The client both of Chuck's model engines call, and the time each call may take. */
export function createOpenAiClient(settings: OpenAiSettings): { client: OpenAI; timeoutMs: number } {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    timeout: timeoutMs,
    // A retry would blow the time budget: the local engine is the retry.
    maxRetries: 0,
  });
  return { client, timeoutMs };
}
