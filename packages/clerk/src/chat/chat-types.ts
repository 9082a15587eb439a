import type { Catalog } from '@chuck/catalog';
import type { Taste } from '../recommender/taste.ts';

/** One earlier message of the conversation. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  /** Catalog ids of the films an assistant reply named. */
  movieIds?: readonly number[];
}

export interface ChatRequest {
  /** The visitor's message (may start with '[Video Chat] '). */
  message: string;
  /** Earlier messages, oldest first, without `message` itself. */
  history: readonly ChatTurn[];
  /** Their top 3 and ratings, when they have any. */
  taste: Taste | null;
}

export interface ChatReply {
  text: string;
  /** Every catalog film the text names: it names no other. */
  movieIds: number[];
  engine: 'local' | 'openai';
}

export interface ChatEngine {
  readonly engine: 'local' | 'openai';
  /** Chuck's answer from the catalog's films; never throws for a model failure (the local engine answers instead). */
  reply(catalog: Catalog, request: ChatRequest): Promise<ChatReply>;
}
