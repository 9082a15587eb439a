import { dropHolds } from '../club/holds/holds.service.ts';
import { releaseDisc } from '../club/loans/loan-closures.service.ts';
import { alertWatchers } from '../club/shelf/shelf.service.ts';
import { claimVisitorChat } from '../front-counter/chat/chat.service.ts';
import { claimVisitorPreferences } from '../front-counter/preferences/preferences.service.ts';
import { claimVisitorRatings } from '../front-counter/ratings/ratings.service.ts';
import {
  claimVisitorRecommendations,
  showRating,
} from '../front-counter/recommendations/recommendations.service.ts';
import { recordLibraryImported } from '../library/flair/flair.service.ts';
import { markRatedFilmSeen } from '../library/seen/seen.service.ts';
import { separateMembers } from '../social/connections/connection-requests.service.ts';
import { refreshConnections } from '../social/connections/connections.service.ts';
import type { DomainEventType, Effects, Reaction } from './events.ts';

/**
 * Every cross-domain reaction, by event: the one place a domain adds what should happen when
 * another changes. They run in order, in the transaction of the change, so a failing reaction
 * undoes the change too.
 */
export const reactions: { [T in DomainEventType]: Reaction<T>[] } = {
  // Lent discs stay; open requests for the disc are declined, the borrowers told; its line goes.
  'disc.leaving-shelf': [releaseDisc, dropHolds],
  // Members with the film on their watchlist hear it is on the shelf (at most once a day a film).
  'disc.on-shelf': [alertWatchers],
  'collection.changed': [(trx, { userId }) => refreshConnections(trx, userId, 'collection')],
  // A member's thumb up or down also marks the film seen.
  'film.rated': [showRating, (trx, event) => markRatedFilmSeen({ db: trx, effects }, event)],
  'taste.changed': [(trx, { userId }) => refreshConnections(trx, userId, 'taste')],
  // Flair remembers the import: a badge rewards bringing one's film history in.
  'library.imported': [recordLibraryImported],
  // A completed loan suggests owner and borrower to each other.
  'loan.returned': [(trx, { ownerId }) => refreshConnections(trx, ownerId, 'rental')],
  // Silent: the pair's connection or request ends and leaves both lists (its conversation is kept).
  'member.blocked': [separateMembers],
  'visitor.signed-in': [
    claimVisitorPreferences,
    claimVisitorRatings,
    claimVisitorRecommendations,
    claimVisitorChat,
    // After the ratings moved: the member's likes count in what they share with their connections.
    (trx, { userId }) => refreshConnections(trx, userId, 'taste'),
  ],
};

/** Runs `list`'s reactions; the server and the test helpers hand `effects` to the procedures. */
export function createEffects(list = reactions): Effects {
  return {
    async emit(trx, event) {
      const run = list[event.type] as Reaction<typeof event.type>[];
      for (const reaction of run) await reaction(trx, event as never);
    },
  };
}

export const effects = createEffects();
