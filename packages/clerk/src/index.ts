export { type ChatEngineConfig, createChatEngine } from './chat/chat-engine.ts';
export type { ChatEngine, ChatReply, ChatRequest, ChatTurn } from './chat/chat-types.ts';
export type { ClubShelf, ShelfDisc } from './chat/club-shelf.ts';
export { takeOn } from './chat/local/lines.ts';
export { type Clerk, type ClerkConfig, createClerk } from './clerk.ts';
export type { OpenAiSettings } from './openai-client.ts';
export type { Film, FilmCard } from './recommender/film.ts';
export {
  BATCH_SIZE,
  type NamedFilm,
  type PairPick,
  type PairTaste,
  type Recommendation,
  type Taste,
  type Thumb,
} from './recommender/taste.ts';
