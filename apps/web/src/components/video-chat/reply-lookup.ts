import type { RouterOutputs } from '../../lib/trpc.ts';

export type ChatMessage = RouterOutputs['chat']['history'][number];

/** docs/product.md §9: look for Chuck's reply 3 s after the speech was sent, once more 2 s later. */
export const REPLY_LOOKUP_DELAY_MS = 3000;
export const REPLY_RETRY_DELAY_MS = 2000;

/** Chuck's reply to the message with id `sentId`: the first assistant message stored after it. */
export function replyAfter(history: readonly ChatMessage[], sentId: number): ChatMessage | undefined {
  return history.find((message) => message.role === 'assistant' && message.id > sentId);
}

/** Resolves after `ms`, or rejects with the signal's reason when the call is torn down first. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Chuck's reply to message `sentId`, looked up in the history 3 s after sending and, when it is not
 * there yet, once more 2 s later; undefined when it never came. A failed fetch rejects.
 */
export async function lookUpReply(
  fetchHistory: () => Promise<readonly ChatMessage[]>,
  sentId: number,
  signal: AbortSignal,
): Promise<ChatMessage | undefined> {
  await wait(REPLY_LOOKUP_DELAY_MS, signal);
  const first = replyAfter(await fetchHistory(), sentId);
  if (first) return first;
  await wait(REPLY_RETRY_DELAY_MS, signal);
  return replyAfter(await fetchHistory(), sentId);
}
