import type { ChatEngine } from '@chuck/clerk';
import type { ChatReplies } from './chat-replies.ts';

/** The chat parts of the server: its engine and the queue replies are written from. */
export interface ChatDeps {
  engine: ChatEngine;
  replies: ChatReplies;
}
