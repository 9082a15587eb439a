import type { Catalog } from '@chuck/catalog';
import type { Taste } from '../recommender/taste.ts';
import type { ClubShelf, ShelfDisc } from './club-shelf.ts';

/** One earlier message of the conversation. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  /** Catalog ids of the films an assistant reply named (a club disc the catalog lacks has none). */
  movieIds?: readonly number[];
}

export interface ChatRequest {
  /** The visitor's message (may start with '[Video Chat] '). */
  message: string;
  /** Earlier messages, oldest first, without `message` itself. */
  history: readonly ChatTurn[];
  /** Their top 3 and ratings, when they have any. */
  taste: Taste | null;
  /** The members' DVD Club shelf; absent, Chuck knows only the catalog (and says nobody has a disc). */
  shelf?: ClubShelf | undefined;
}

export interface ChatReply {
  text: string;
  /** Every catalog film the text names; any other film it names is a disc on the members' shelf. */
  movieIds: number[];
  engine: 'local' | 'openai';
}

/** The local engine's answer, with the club discs it named: the model's brief and what it may name. */
export interface DraftReply extends ChatReply {
  discs: ShelfDisc[];
}

export interface ChatEngine {
  readonly engine: 'local' | 'openai';
  /** Chuck's answer from the catalog's films; never throws for a model failure (the local engine answers instead). */
  reply(catalog: Catalog, request: ChatRequest): Promise<ChatReply>;
}
