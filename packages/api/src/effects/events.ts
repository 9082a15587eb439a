import type { Db, Thumb } from '@chuck/db';
import type { FilmSnapshot } from '../lib/film-snapshot.ts';
import type { Owner } from '../lib/owner.ts';

/** What the club's reactions need of a disc leaving the shelf. */
interface LeavingDisc {
  id: number;
  title: string;
}

/**
 * What one domain tells the others it changed, inside the transaction that changed it. The
 * reactions live in ./effects.ts (docs/architecture.md, "Cross-domain effects").
 */
export type DomainEvent =
  /** A disc joined, changed or left what other members can see of the owner's collection. */
  | { type: 'collection.changed'; userId: string }
  /**
   * A disc is about to leave the shelf (made private or public, or removed), its row locked: a
   * reaction may refuse (a 409) while it is lent.
   */
  | { type: 'disc.leaving-shelf'; disc: LeavingDisc; next: 'private' | 'public' | 'removed' }
  /**
   * A disc became rentable for anyone (listed, made rentable, or back from a loan with nobody in
   * line): watchers of the film may be told (docs/product.md §3 'Shelf alert').
   */
  | { type: 'disc.on-shelf'; discId: number; ownerId: string }
  /** The member's likes or seen list changed (a rating, a film marked seen or unseen, an import). */
  | { type: 'taste.changed'; userId: string }
  /** Someone (a member or a visitor) rated a catalog film thumbs up, down or not interested. */
  | { type: 'film.rated'; owner: Owner; film: FilmSnapshot; rating: Thumb }
  /** A member imported a library file that held at least one film (imported or already there). */
  | { type: 'library.imported'; userId: string }
  /** A loan came back: owner and borrower have lent to each other. */
  | { type: 'loan.returned'; ownerId: string; borrowerId: string }
  /** A member blocked another (docs/product.md §3 'Member block'): the pair is kept apart. */
  | { type: 'member.blocked'; blockerId: string; blockedId: string }
  /** A visitor signed in or up: what they made under `sessionId` becomes the member's. */
  | { type: 'visitor.signed-in'; sessionId: string; userId: string };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
/** One domain's answer to another's event, run in the transaction of the change. */
export type Reaction<T extends DomainEventType> = (trx: Db, event: EventOf<T>) => Promise<void>;

/** How services announce a change; handed to them through the app's deps, built once at start-up. */
export interface Effects {
  /** Runs every reaction to `event` in order, in `trx` (the caller's transaction). */
  emit(trx: Db, event: DomainEvent): Promise<void>;
}
