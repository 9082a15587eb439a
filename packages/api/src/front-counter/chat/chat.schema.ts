import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { restMeta } from '../../rest-meta.ts';
import { CHAT_MESSAGE_MAX } from '../../shared/message-limits.ts';
import { ZSessionId } from '../../shared/session-id.ts';

/** docs/product.md §3 Chat message. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatHistoryInput = z.object({
  sessionId: ZSessionId,
  // The video overlay adds a cache-busting parameter; accepted and ignored.
  _t: z.string().max(100).optional(),
});
export type ChatHistoryInput = z.infer<typeof ZChatHistoryInput>;

export const ZSendChatInput = z.object({
  sessionId: ZSessionId,
  role: z.literal('user', { error: "Only 'user' messages can be sent" }),
  // The video overlay's messages start with '[Video Chat] '; that counts toward the limit.
  content: requiredText('Type a message for Chuck', [
    CHAT_MESSAGE_MAX,
    `Messages are at most ${CHAT_MESSAGE_MAX} characters`,
  ]),
});
export type SendChatInput = z.infer<typeof ZSendChatInput>;

export const historyMeta = restMeta(
  'GET',
  '/chat/{sessionId}',
  'chat',
  'The chat with Chuck, oldest message first (a signed-in member’s from every device)',
  { protect: false },
);
export const sendMeta = restMeta(
  'POST',
  '/chat',
  'chat',
  'Send Chuck a message; his reply appears in the history moments later',
  { protect: false },
);
