import { CONVERSATION_PAGE_SIZE } from '@chuck/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type LiveMessage, useLiveEvents } from '../../../lib/live-socket.ts';
import { useTRPC, useTRPCClient } from '../../../lib/trpc.ts';

export type Message = LiveMessage;

/** Oldest first, one entry per id. */
function mergeMessages(a: readonly Message[], b: readonly Message[]): Message[] {
  const byId = new Map<number, Message>();
  for (const message of [...a, ...b]) byId.set(message.id, message);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/**
 * One conversation: the latest page, earlier pages on demand ('Load earlier', by cursor), messages
 * pushed over the socket appended live, and sending. Everything lands in one cached list, deduped
 * by id, so a message seen both as the send's answer and as a push shows once.
 */
export function useConversation(userId: string, connectionId: number | null) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const input = { connectionId: connectionId ?? 0 };
  const key = trpc.messages.conversation.queryKey(input);
  const query = useQuery({
    ...trpc.messages.conversation.queryOptions(input),
    enabled: connectionId != null,
  });
  // Per connection: whether an older page may exist, and whether it is loading.
  const [older, setOlder] = useState<Record<number, { done: boolean; loading: boolean; error?: unknown }>>(
    {},
  );

  const add = useCallback(
    (forConnection: number, messages: readonly Message[]) => {
      const k = trpc.messages.conversation.queryKey({ connectionId: forConnection });
      // A conversation never opened is fetched whole when it is; nothing to add to yet.
      if (!queryClient.getQueryData(k)) return;
      queryClient.setQueryData(k, (current) => mergeMessages(current ?? [], messages));
    },
    [queryClient, trpc],
  );

  useLiveEvents(userId, (event) => {
    if (event.type === 'message') add(event.data.connectionId, [event.data]);
    // After a drop, the open conversation is fetched again; merging keeps earlier pages.
    if (event.type === 'resync' && connectionId != null) {
      void client.messages.conversation
        .query(input)
        .then((page) => add(connectionId, page))
        .catch(() => {});
    }
  });

  const messages = query.data ?? [];
  const state = connectionId != null ? older[connectionId] : undefined;
  const firstPageShort = query.data != null && query.data.length < CONVERSATION_PAGE_SIZE;
  const hasEarlier = connectionId != null && !firstPageShort && !state?.done && messages.length > 0;

  const loadEarlier = useCallback(async () => {
    const oldest = queryClient.getQueryData(key)?.[0];
    if (connectionId == null || !oldest) return;
    setOlder((s) => ({ ...s, [connectionId]: { done: false, loading: true } }));
    try {
      const page = await client.messages.conversation.query({ connectionId, before: String(oldest.id) });
      add(connectionId, page);
      setOlder((s) => ({
        ...s,
        [connectionId]: { done: page.length < CONVERSATION_PAGE_SIZE, loading: false },
      }));
    } catch (error) {
      setOlder((s) => ({ ...s, [connectionId]: { done: false, loading: false, error } }));
    }
  }, [queryClient, key, connectionId, client, add]);

  const send = useMutation(
    trpc.messages.send.mutationOptions({
      onSuccess: (message) => add(message.connectionId, [message]),
    }),
  );

  return {
    query,
    messages,
    hasEarlier,
    loadingEarlier: state?.loading ?? false,
    earlierError: state?.error,
    loadEarlier,
    send,
  };
}
