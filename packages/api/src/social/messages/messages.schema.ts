import { z } from 'zod';
import { zCursor, zLimit } from '../../lib/cursor.ts';
import { zId } from '../../lib/ids.ts';
import { requiredText } from '../../lib/required-text.ts';
import { DANA, SAM } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { CONVERSATION_PAGE_SIZE, MEMBER_MESSAGE_MAX } from '../../shared/message-limits.ts';

const MAX_MOVIE_CONTEXT_CHARS = 200;
const MAX_CONVERSATION_PAGE = 100;

export const ZSendMessageInput = z.object({
  receiverId: requiredText(
    'receiverId: choose who to message',
    [100, 'receiverId is too long'],
    [1, 'Choose who to message'],
  ),
  connectionId: zId('connectionId'),
  message: requiredText(
    'Message must be text',
    [MEMBER_MESSAGE_MAX, `Messages are at most ${MEMBER_MESSAGE_MAX} characters`],
    [1, 'Message cannot be empty'],
  ),
  movieContext: z
    .string({ error: 'movieContext must be text' })
    .trim()
    .max(MAX_MOVIE_CONTEXT_CHARS, `movieContext is at most ${MAX_MOVIE_CONTEXT_CHARS} characters`)
    .nullish()
    .transform((v) => v || null),
});
export type SendMessageInput = z.infer<typeof ZSendMessageInput>;

/** docs/product.md §3. The text is exactly what was sent (trimmed): clients show it as text, not HTML. */
export const ZMessage = z.object({
  id: z.number().int(),
  senderId: z.string(),
  receiverId: z.string(),
  connectionId: z.number().int(),
  message: z.string(),
  movieContext: z.string().nullable(),
  sentAt: z.string(),
});
export type Message = z.infer<typeof ZMessage>;

export const ZConversationInput = z.object({
  connectionId: zId('connectionId'),
  before: zCursor('before').describe(
    'Only messages older than this message id (or ISO time): pass the oldest message you have to load earlier ones',
  ),
  limit: zLimit(CONVERSATION_PAGE_SIZE, MAX_CONVERSATION_PAGE).describe(
    `Page size (default ${CONVERSATION_PAGE_SIZE}, at most ${MAX_CONVERSATION_PAGE}); a shorter page is the start of the conversation`,
  ),
});
export type ConversationInput = z.infer<typeof ZConversationInput>;

const MESSAGE = {
  id: 312,
  senderId: DANA,
  receiverId: SAM,
  connectionId: 12,
  message: 'Every minute. I can bring Collateral back on Saturday too.',
  movieContext: 'Collateral',
  sentAt: '2026-11-21T09:12:00.000Z',
};

export const sendMeta = restMeta(
  'POST',
  '/social/messages',
  'social',
  'Send a message to the other member of one of your connections',
  {
    description:
      'Sends a message (up to the store’s limit, as plain text) to the other member of one of the caller’s ' +
      'connections, optionally about a film (movieContext). The receiver is notified live; a member who ' +
      'blocked the caller cannot be messaged.',
    example: {
      input: { receiverId: SAM, connectionId: 12, message: MESSAGE.message, movieContext: 'Collateral' },
      output: MESSAGE,
    },
  },
);
export const conversationMeta = restMeta(
  'GET',
  '/social/conversations/{connectionId}',
  'social',
  'The latest messages of one of your conversations, oldest first (a page; see before)',
  {
    description:
      'The latest messages between the caller and the member of one of their connections, oldest first. ' +
      'To load earlier ones, send the oldest message’s id as before; a page shorter than limit is the start ' +
      'of the conversation.',
    example: {
      input: { connectionId: 12, limit: 30 },
      output: [
        {
          ...MESSAGE,
          id: 311,
          senderId: SAM,
          receiverId: DANA,
          message: 'Saw you have Heat. Worth the 170 minutes?',
          movieContext: 'Heat',
          sentAt: '2026-11-21T09:00:00.000Z',
        },
        MESSAGE,
      ],
    },
  },
);
