import { z } from 'zod';
import { zId } from '../../lib/ids.ts';
import { requiredText } from '../../lib/required-text.ts';
import { AT, VISITOR_SESSION } from '../../lib/rest-examples.ts';
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
  /** The catalog films Chuck names in it, for links to their pages; empty for the visitor's lines. */
  films: z.array(z.object({ id: z.number().int(), title: z.string(), year: z.number().int().nullable() })),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZAwaitReplyInput = z.object({
  sessionId: ZSessionId,
  /** The id of the visitor's message whose answer is awaited. */
  to: zId('Message id'),
});
export type AwaitReplyInput = z.infer<typeof ZAwaitReplyInput>;

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

const QUESTION = 'Got anything like Heat?';

export const historyMeta = restMeta(
  'GET',
  '/chat/{sessionId}',
  'chat',
  'The chat with Chuck, oldest message first (a signed-in member’s from every device)',
  {
    protect: false,
    description:
      "The 'Chuck - Movie Clerk' chat for a visitor's session id, oldest first: what they typed or said " +
      '(role user) and Chuck’s answers (role assistant). A signed-in member gets their own chat, the same on ' +
      'every device, whatever session id is sent. The video chat adds _t to dodge caches; it is ignored.',
    example: {
      input: { sessionId: VISITOR_SESSION },
      output: [
        { id: 101, role: 'user', content: QUESTION, timestamp: AT, films: [] },
        {
          id: 102,
          role: 'assistant',
          content:
            "Ah, a heist fan. Try Thief (1981): Michael Mann's first feature, James Caan cracking safes. Be kind, rewind.",
          timestamp: '2026-11-20T19:30:04.000Z',
          films: [{ id: 11524, title: 'Thief', year: 1981 }],
        },
      ],
    },
  },
);
export const sendMeta = restMeta(
  'POST',
  '/chat',
  'chat',
  'Send Chuck a message; his reply appears in the history moments later',
  {
    protect: false,
    description:
      "Sends Chuck a message as the visitor (role 'user'; the video chat starts it with '[Video Chat] '). " +
      'Answers the message as stored; Chuck’s reply is added to GET /chat/{sessionId} moments later.',
    example: {
      input: { sessionId: VISITOR_SESSION, role: 'user', content: QUESTION },
      output: { id: 101, role: 'user', content: QUESTION, timestamp: AT, films: [] },
    },
  },
);
