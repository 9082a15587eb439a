import type { Db } from '@chuck/db';
import { claimVisitorChat } from '../../front-counter/chat/chat.service.ts';
import { claimVisitorPreferences } from '../../front-counter/preferences/preferences.service.ts';
import { claimVisitorRatings } from '../../front-counter/ratings/ratings.service.ts';
import { claimVisitorRecommendations } from '../../front-counter/recommendations/recommendations.service.ts';
import { claimVisitorConnections } from '../../social/connections/connections.service.ts';

export interface Claim {
  sessionId: string;
  userId: string;
}

/** Moves what an anonymous visitor made under `sessionId` onto the member `userId`. */
export type VisitorClaimer = (trx: Db, claim: Claim) => Promise<void>;

/**
 * Every domain that keys data by the visitor's session id adds its claimer here, so preferences,
 * ratings, chat and recommendations follow the visitor into their account at sign-in.
 */
export const visitorClaimers: VisitorClaimer[] = [
  claimVisitorPreferences,
  claimVisitorRatings,
  claimVisitorRecommendations,
  claimVisitorChat,
  // After the ratings moved: the member's likes may connect them with others.
  claimVisitorConnections,
];

export async function claimVisitorData(db: Db, claim: Claim, claimers = visitorClaimers): Promise<void> {
  if (claimers.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const claimer of claimers) await claimer(trx, claim);
  });
}
