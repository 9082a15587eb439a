import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useState } from 'react';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.ts';

export type ChatMessage = RouterOutputs['chat']['history'][number];

/** docs/product.md §4/§9: poll every 3 s while open; stale at 5 min, kept 30. */
export const CHAT_POLL_MS = 3000;
const CHAT_STALE_MS = 5 * 60 * 1000;
const CHAT_CACHE_MS = 30 * 60 * 1000;
/** How long Chuck may take before the typing indicator gives up waiting for his reply. */
const REPLY_WAIT_MS = 30_000;
/** After a failed wait (the network), before asking again. */
const RETRY_WAIT_MS = 1000;

export interface Chat {
  /** The conversation, oldest first; undefined until the first load. */
  messages: ChatMessage[] | undefined;
  loadFailed: boolean;
  /** The text being sent right now (shown before the server has it). */
  sending: string | null;
  /** A send is pending, or Chuck has not answered the last one yet. */
  chuckIsTyping: boolean;
  /** Seconds to wait after the chat's limit refused a message; null otherwise. */
  slowDown: number | null;
  /** Sends `text` (already trimmed, not blank); `onFailed` runs if the server refuses or is unreachable. */
  send: (text: string, onFailed: () => void) => void;
}

/**
 * Chuck's chat for one session: the history and sending. Only the open widget uses this, so the
 * polling stops when it is minimised or closed (the cache keeps the messages for its return).
 * The server stores the visitor's message at once and writes Chuck's reply moments later; the
 * widget waits for that reply (chat.awaitReply) and shows it the moment it is written.
 */
export function useChat(sessionId: string): Chat {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const historyKey = trpc.chat.history.queryKey({ sessionId });
  const history = useQuery({
    ...trpc.chat.history.queryOptions({ sessionId }),
    refetchInterval: CHAT_POLL_MS,
    staleTime: CHAT_STALE_MS,
    gcTime: CHAT_CACHE_MS,
  });
  const addToHistory = (message: ChatMessage) =>
    queryClient.setQueryData(historyKey, (list) =>
      list?.some((m) => m.id === message.id) ? list : [...(list ?? []), message].sort((a, b) => a.id - b.id),
    );
  // The id of the visitor's last message while Chuck's answer to it is still to come.
  const [awaitingReplyTo, setAwaitingReplyTo] = useState<number | null>(null);
  const [slowDown, setSlowDown] = useState<number | null>(null);

  const mutation = useMutation(
    trpc.chat.send.mutationOptions({
      onSuccess: (stored) => {
        addToHistory(stored);
        setAwaitingReplyTo(stored.id);
      },
      onError: (error) => {
        const wait = tooFastWait(error);
        if (wait !== null) setSlowDown(wait);
        // docs/product.md §8: any other failed send is only logged; the widget keeps the text.
        else console.error('Sending the chat message failed:', error);
      },
    }),
  );

  // Asked again until the reply comes (each ask waits a few seconds on the server), never forever.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one wait per message sent.
  useEffect(() => {
    if (awaitingReplyTo === null) return;
    let stopped = false;
    const giveUpAt = Date.now() + REPLY_WAIT_MS;
    void (async () => {
      while (!stopped && Date.now() < giveUpAt) {
        const reply = await queryClient
          .fetchQuery({
            ...trpc.chat.awaitReply.queryOptions({ sessionId, to: awaitingReplyTo }),
            staleTime: 0,
          })
          .catch(() => new Promise<undefined>((resolve) => setTimeout(resolve, RETRY_WAIT_MS)));
        if (reply) {
          addToHistory(reply);
          break;
        }
      }
      if (!stopped) setAwaitingReplyTo(null);
    })();
    return () => {
      stopped = true;
    };
  }, [awaitingReplyTo]);

  useEffect(() => {
    if (slowDown === null) return;
    const over = setTimeout(() => setSlowDown(null), slowDown * 1000);
    return () => clearTimeout(over);
  }, [slowDown]);

  const replied =
    awaitingReplyTo !== null &&
    (history.data ?? []).some((m) => m.role === 'assistant' && m.id > awaitingReplyTo);

  return {
    messages: history.data,
    loadFailed: history.isError && !history.data,
    sending: mutation.isPending ? (mutation.variables?.content ?? null) : null,
    chuckIsTyping: mutation.isPending || (awaitingReplyTo !== null && !replied),
    slowDown,
    send: (text, onFailed) => {
      setSlowDown(null);
      mutation.mutate({ sessionId, role: 'user', content: text }, { onError: onFailed });
    },
  };
}

/** The seconds to wait when the chat's limit refused the message (Retry-After), else null. */
function tooFastWait(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { code?: string; retryAfter?: number | null } | undefined;
  if (data?.code !== 'TOO_MANY_REQUESTS') return null;
  return data.retryAfter ?? 60;
}
