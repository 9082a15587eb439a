import type { Db } from '@chuck/db';
import type { DirectMessagePayload } from '@chuck/realtime';
import { forbidden, invalid, notFound } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { isFormerMember } from '../../support/account/account.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import { isBlockedEitherWay } from '../blocks/blocks.service.ts';
import * as connections from '../connections/connections.service.ts';
import { notify, publishLive } from '../notifications/notifications.service.ts';
import * as repo from './messages.repository.ts';
import type { ConversationInput, Message, SendMessageInput } from './messages.schema.ts';

/** docs/product.md §3 'Member block': the same words whichever of the two blocked the other. */
const BLOCKED = "You can't message this member.";
/** docs/product.md §3 'Connection request': only connections message each other (outside a loan). */
const NOT_CONNECTED_TO_MESSAGE = 'You can only message your connections: ask this member to connect first.';
/** docs/product.md §2 'Delete my account': their messages stay readable; nothing new reaches them. */
const FORMER_MEMBER_LEFT = 'This member has left the store, so messages can no longer reach them.';

const MESSAGE_LIMIT = {
  max: 20,
  windowSeconds: 60,
  message: "You're sending messages very quickly. Please wait a moment before sending more.",
};
const PREVIEW_CHARS = 100;

function toMessage(row: repo.MessageRow): DirectMessagePayload {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    connectionId: row.connectionId,
    message: row.message,
    movieContext: row.movieContext,
    sentAt: row.sentAt.toISOString(),
  };
}

function preview(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > PREVIEW_CHARS ? `${oneLine.slice(0, PREVIEW_CHARS - 1)}…` : oneLine;
}

/**
 * Who may message whom outside a loan (issue 27): not a blocked pair (either way), not a member who
 * left, and only two members who both accepted the connection. The one check a loan's own thread
 * will skip (the loan is the consent).
 */
async function assertMayMessage(trx: Db, senderId: string, receiverId: string): Promise<void> {
  if (await isBlockedEitherWay(trx, senderId, receiverId)) throw forbidden(BLOCKED);
  if (await isFormerMember(trx, receiverId)) throw forbidden(FORMER_MEMBER_LEFT);
  if (!(await connections.areConnected(trx, senderId, receiverId))) throw forbidden(NOT_CONNECTED_TO_MESSAGE);
}

/**
 * Sends a message to the other member of a connection the sender belongs to. It reaches both
 * members' open sockets and notifies the receiver, all when the message is stored (one transaction).
 */
export async function sendMessage(db: Db, user: SessionUser, input: SendMessageInput): Promise<Message> {
  await enforce(db, `direct-message:${user.id}`, MESSAGE_LIMIT);
  return inTransaction(db, async (trx) => {
    const connection = await connections.findMembership(trx, input.connectionId, user.id);
    if (!connection) throw notFound(connections.CONNECTION_NOT_FOUND);
    const otherId = connection.user1Id === user.id ? connection.user2Id : connection.user1Id;
    if (input.receiverId !== otherId) {
      throw invalid('receiverId: you can only message the other member of this connection.');
    }
    await assertMayMessage(trx, user.id, otherId);
    const row = await repo.insertMessage(trx, {
      connectionId: connection.id,
      senderId: user.id,
      receiverId: otherId,
      message: input.message,
      movieContext: input.movieContext,
    });
    await connections.touchConversation(trx, connection.id, row.sentAt);
    const message = toMessage(row);
    await publishLive(trx, [user.id, otherId], { type: 'message', data: message });
    const fromName = await connections.publicNameOf(trx, user);
    await notify(trx, otherId, {
      type: 'new_message',
      title: `New message from ${fromName}`,
      message: preview(input.message),
      data: {
        movieTitle: input.movieContext ?? connection.movieTitle,
        connectionId: connection.id,
        messageId: message.id,
        fromUserId: user.id,
        fromName,
      },
    });
    return message;
  });
}

/**
 * A page of one of the member's own conversations, oldest first; anyone else's is 'not found', and
 * so is one with a member either side blocked (kept, unreadable while the block lasts).
 */
export async function conversation(db: Db, user: SessionUser, input: ConversationInput): Promise<Message[]> {
  const connection = await connections.findMembership(db, input.connectionId, user.id);
  if (!connection) throw notFound(connections.CONNECTION_NOT_FOUND);
  const otherId = connection.user1Id === user.id ? connection.user2Id : connection.user1Id;
  if (await isBlockedEitherWay(db, user.id, otherId)) throw notFound(connections.CONNECTION_NOT_FOUND);
  const rows = await repo.listMessages(db, connection.id, input.before, input.limit);
  return rows.reverse().map(toMessage);
}

/** One message by id (a live event carried by reference); undefined when it is gone. */
export async function findMessage(db: Db, id: number): Promise<Message | undefined> {
  const row = await repo.findMessage(db, id);
  return row && toMessage(row);
}
