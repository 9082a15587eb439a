import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.ts';

export type ChatMessage = RouterOutputs['chat']['history'][number];

/** docs/product.md §4/§9: poll every 3 s while open, refetch 2 s after a send; stale at 5 min, kept 30. */
export const CHAT_POLL_MS = 3000;
export const REFETCH_AFTER_SEND_MS = 2000;
const CHAT_STALE_MS = 5 * 60 * 1000;
const CHAT_CACHE_MS = 30 * 60 * 1000;
/** How long Chuck may take before the typing indicator gives up waiting for his reply. */
const REPLY_WAIT_MS = 30_000;

export interface Chat {
  /** The conversation, oldest first; undefined until the first load. */
  messages: ChatMessage[] | undefined;
  loadFailed: boolean;
  /** The text being sent right now (shown before the server has it). */
  sending: string | null;
  /** A send is pending, or Chuck has not answered the last one yet. */
  chuckIsTyping: boolean;
  /** Sends `text` (already trimmed, not blank); `onFailed` runs if the server refuses or is unreachable. */
  send: (text: string, onFailed: () => void) => void;
}

/**
 * Chuck's chat for one session: the history and sending. Only the open widget uses this, so the
 * polling stops when it is minimised or closed (the cache keeps the messages for its return).
 * The server stores the visitor's message at once and writes Chuck's reply moments later, so the
 * typing indicator stays up until that reply shows in the history.
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
  // The id of the visitor's last message while Chuck's answer to it is still to come.
  const [awaitingReplyTo, setAwaitingReplyTo] = useState<number | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const mutation = useMutation(
    trpc.chat.send.mutationOptions({
      onSuccess: (stored) => {
        queryClient.setQueryData(historyKey, (list) =>
          list?.some((m) => m.id === stored.id) ? list : [...(list ?? []), stored],
        );
        setAwaitingReplyTo(stored.id);
        void queryClient.invalidateQueries({ queryKey: historyKey });
        clearTimeout(refetchTimer.current);
        refetchTimer.current = setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: historyKey }),
          REFETCH_AFTER_SEND_MS,
        );
      },
      // docs/product.md §8: a failed send is only logged; the widget keeps the text so nothing is lost.
      onError: (error) => console.error('Sending the chat message failed:', error),
    }),
  );

  const replied =
    awaitingReplyTo !== null &&
    (history.data ?? []).some((m) => m.role === 'assistant' && m.id > awaitingReplyTo);
  useEffect(() => {
    if (awaitingReplyTo === null) return;
    if (replied) {
      setAwaitingReplyTo(null);
      return;
    }
    // Never spin forever: the polling still shows his reply whenever it lands.
    const giveUp = setTimeout(() => setAwaitingReplyTo(null), REPLY_WAIT_MS);
    return () => clearTimeout(giveUp);
  }, [awaitingReplyTo, replied]);

  return {
    messages: history.data,
    loadFailed: history.isError && !history.data,
    sending: mutation.isPending ? (mutation.variables?.content ?? null) : null,
    chuckIsTyping: mutation.isPending || (awaitingReplyTo !== null && !replied),
    send: (text, onFailed) =>
      mutation.mutate({ sessionId, role: 'user', content: text }, { onError: onFailed }),
  };
}
