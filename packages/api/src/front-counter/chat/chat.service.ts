import { setTimeout as delay } from 'node:timers/promises';
import type { ChatEngine, ChatReply, Taste } from '@chuck/clerk';
import type { Db } from '@chuck/db';
import type { AppDeps, Context } from '../../context.ts';
import type { Reaction } from '../../effects/events.ts';
import { toIso } from '../../lib/movie-fields.ts';
import { type Owner, ownerOf } from '../../lib/owner.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import { favouritesOf } from '../preferences/preferences.service.ts';
import { ratingsForTaste } from '../ratings/ratings.service.ts';
import * as repo from './chat.repository.ts';
import type { AwaitReplyInput, ChatHistoryInput, ChatMessage, SendChatInput } from './chat.schema.ts';
import { DEFAULT_STUN_URLS, type VideoConfig } from './video-config.schema.ts';

/** The chat a visitor sees: the latest messages (older ones stay stored, the widget shows these). */
const HISTORY_LIMIT = 200;
/** The chat_messages.content limit. */
const MAX_STORED_CHARS = 4000;
/** Earlier messages the engine reads to understand a follow-up ('who directed it?'). */
const CONTEXT_MESSAGES = 12;
/** How long one wait for Chuck's reply is held open; short enough that a stopping server never waits on it long. */
const REPLY_WAIT_MS = 3000;
/** Between looks at the database for a reply another process is writing. */
const REPLY_LOOK_MS = 250;

const TOO_FAST =
  'Whoa, slow down — Chuck can only read so fast. Please wait a moment before sending another message.';
const limits = {
  // Per conversation: far above anyone typing, below a script.
  conversation: { max: 20, windowSeconds: 60, message: TOO_FAST },
  // Per address, so minting new session ids does not lift the limit.
  ip: { max: 60, windowSeconds: 60, message: TOO_FAST },
};

/** Said when no engine could answer at all (the database hiccuped, a bug): never silence. */
export const APOLOGY =
  'Sorry, the VCR just ate my notes — I lost my train of thought there. Could you ask me that again?';

/** The ICE servers for the video call: the server's STUN_URLS, or the public default. */
export function videoConfig(deps: Pick<AppDeps, 'iceServers'>): VideoConfig {
  return { iceServers: deps.iceServers ?? DEFAULT_STUN_URLS.map((urls) => ({ urls })) };
}

type ChatContext = Pick<Context, 'db' | 'catalog' | 'shelf' | 'chat' | 'user' | 'req'>;

/**
 * The conversation, oldest first. A signed-in member's chat is theirs, not the device's: any
 * session id (every device has its own) shows the member's whole chat, and nobody signed out sees
 * it through a session id, even the one it started under.
 */
export async function history(ctx: ChatContext, input: ChatHistoryInput): Promise<ChatMessage[]> {
  const rows = await repo.latestMessages(ctx.db, ownerOf(ctx, input.sessionId), HISTORY_LIMIT);
  return withFilms(ctx.catalog, rows);
}

/**
 * Chuck's reply to the visitor's message `to`, as soon as it is written: the widget asks right
 * after a send instead of waiting for its next poll (docs/product.md §4). Held open at most
 * REPLY_WAIT_MS (the widget asks again); null when no reply came by then.
 */
export async function awaitReply(ctx: ChatContext, input: AwaitReplyInput): Promise<ChatMessage | null> {
  const owner = ownerOf(ctx, input.sessionId);
  const deadline = Date.now() + REPLY_WAIT_MS;
  for (;;) {
    const row = await repo.replyAfter(ctx.db, owner, input.to);
    if (row) return (await withFilms(ctx.catalog, [row]))[0]!;
    const left = deadline - Date.now();
    if (left <= 0) return null;
    // Written here (the usual case): wake the moment it is. Sent to another process: look again soon.
    const queued = ctx.chat.replies.written(conversationKey(owner));
    await Promise.race([queued ?? delay(Math.min(left, REPLY_LOOK_MS)), delay(left)]);
  }
}

/** Stores the visitor's message and returns it at once; Chuck's reply is written in the background. */
export async function send(ctx: ChatContext, input: SendChatInput): Promise<ChatMessage> {
  const owner = ownerOf(ctx, input.sessionId);
  await enforce(ctx.db, `chat:${conversationKey(owner)}`, limits.conversation);
  await enforce(ctx.db, `chat:ip:${ctx.req.ip}`, limits.ip);
  const row = await repo.insertMessage(ctx.db, owner, { role: 'user', content: input.content });
  ctx.chat.replies.enqueue(conversationKey(owner), () => writeReply(ctx, ctx.chat.engine, owner, row));
  return toChatMessage(row, []);
}

/** Chuck's answer to `message`, stored in the conversation. */
export async function writeReply(
  deps: Pick<AppDeps, 'db' | 'catalog' | 'shelf'>,
  engine: ChatEngine,
  owner: Owner,
  message: Pick<repo.MessageRow, 'id' | 'content'>,
): Promise<void> {
  let reply: Pick<ChatReply, 'text' | 'movieIds' | 'engine'>;
  try {
    const [latest, taste] = await Promise.all([
      repo.latestMessages(deps.db, owner, CONTEXT_MESSAGES + 1),
      tasteOf(deps.db, owner),
    ]);
    // Everything said before it, including replies written after it arrived (replies are written
    // one at a time, so those answer earlier messages); not messages sent after it.
    const earlier = latest
      .filter((m) => m.role === 'assistant' || m.id < message.id)
      .slice(-CONTEXT_MESSAGES);
    reply = await engine.reply(deps.catalog, {
      message: message.content,
      history: earlier.map((m) => ({ role: m.role, content: m.content, movieIds: m.movieIds })),
      taste,
      shelf: deps.shelf.forChuck(deps.db),
    });
  } catch (error) {
    // The visitor still hears back; the failure is reported by the queue's reporter below.
    await repo.insertMessage(deps.db, owner, { role: 'assistant', content: APOLOGY, engine: 'local' });
    throw error;
  }
  await repo.insertMessage(deps.db, owner, {
    role: 'assistant',
    // Replies are a few sentences; the cap only guards the column's limit.
    content: reply.text.slice(0, MAX_STORED_CHARS),
    movieIds: reply.movieIds,
    engine: reply.engine,
  });
}

/** Their top 3 and ratings, for 'what should I watch'; null when they have neither. */
async function tasteOf(db: Db, owner: Owner): Promise<Taste | null> {
  const [favourites, rated] = await Promise.all([favouritesOf(db, owner), ratingsForTaste(db, owner)]);
  if (!favourites.length && !rated.length) return null;
  return {
    favourites,
    ratings: rated.map((r) => ({ title: r.movieTitle, movieId: r.movieId, rating: r.rating })),
    exclude: [],
  };
}

function conversationKey(owner: Owner): string {
  return owner.kind === 'member' ? `member:${owner.userId}` : `session:${owner.sessionId}`;
}

function toChatMessage(
  row: Pick<repo.MessageRow, 'id' | 'role' | 'content' | 'createdAt'>,
  films: ChatMessage['films'],
): ChatMessage {
  return { id: row.id, role: row.role, content: row.content, timestamp: toIso(row.createdAt), films };
}

/** The messages with the films each names, looked up in one call. */
async function withFilms(catalog: ChatContext['catalog'], rows: repo.MessageRow[]): Promise<ChatMessage[]> {
  const found = await catalog.films([...new Set(rows.flatMap((r) => r.movieIds))]);
  const byId = new Map(found.map((f) => [f.id, { id: f.id, title: f.title, year: f.year }]));
  return rows.map((row) =>
    toChatMessage(
      row,
      row.movieIds.flatMap((id) => byId.get(id) ?? []),
    ),
  );
}

export const claimVisitorChat: Reaction<'visitor.signed-in'> = (trx, { sessionId, userId }) =>
  repo.claimMessages(trx, sessionId, userId);
