import { type RawBuilder, sql } from 'kysely';

/**
 * Whose front-counter data a request is about: the signed-in member, else the anonymous visitor
 * of the session id they sent. A member's preferences, ratings and recommendations are theirs
 * whichever session id the page sends.
 */
export type Owner = { kind: 'member'; userId: string } | { kind: 'visitor'; sessionId: string };

export function ownerOf(ctx: { user: { id: string } | null }, sessionId: string): Owner {
  return ctx.user ? { kind: 'member', userId: ctx.user.id } : { kind: 'visitor', sessionId };
}

/** One string per owner, e.g. to key a lock or a line by whose data it is. */
export function ownerKey(owner: Owner): string {
  return owner.kind === 'member' ? `user:${owner.userId}` : `session:${owner.sessionId}`;
}

/** The owner's key columns for an insert: exactly one is set. */
export function ownerColumns(owner: Owner): { userId: string | null; sessionId: string | null } {
  return owner.kind === 'member'
    ? { userId: owner.userId, sessionId: null }
    : { userId: null, sessionId: owner.sessionId };
}

/** `where` condition for rows owned by `owner` (tables with session_id and user_id columns). */
export function ownedBy(owner: Owner, table?: string): RawBuilder<boolean> {
  const column = (name: string) => (table ? sql.ref(`${table}.${name}`) : sql.ref(name));
  return owner.kind === 'member'
    ? sql<boolean>`${column('user_id')} = ${owner.userId}`
    : sql<boolean>`${column('session_id')} = ${owner.sessionId}`;
}
