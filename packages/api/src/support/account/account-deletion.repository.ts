import type { Database, Db } from '@chuck/db';
import { sql } from 'kysely';

/**
 * What deleting a member does to each table (docs/architecture.md 'Deleting a member'). Every table
 * of the database is listed, so a new table cannot be forgotten: a test compares this list with
 * the database's own. Deleting spans every domain by design, so this one repository writes to
 * tables other domains own; nothing else may.
 */
export const DELETION_POLICY: Record<keyof Database, 'delete' | 'anonymise' | 'keep' | 'none'> = {
  // The row stays as an anonymous tombstone (loans and the ledger point at it): no address, name,
  // password or picture; 'a former member' everywhere.
  users: 'anonymise',
  sessions: 'delete',
  passwordResets: 'delete',
  emailTokens: 'delete',
  accountLinks: 'delete',
  oauthAccounts: 'delete',
  // Counters keyed by the address (password resets, sign-in attempts).
  rateLimits: 'delete',
  preferences: 'delete',
  recommendations: 'delete',
  movieRatings: 'delete',
  watchlistItems: 'delete',
  seenItems: 'delete',
  diaryEntries: 'delete',
  filmLinks: 'delete',
  libraryImports: 'delete',
  socialProfiles: 'delete',
  watchingSoonItems: 'delete',
  flairAwards: 'delete',
  memberEvents: 'delete',
  chatMessages: 'delete',
  // Their own bell, and other members' notifications that carry their id.
  notifications: 'delete',
  // Loan mail: their choices and token, their waiting digest; the outbox goes with the notifications.
  loanMailSettings: 'delete',
  loanMailDigestItems: 'delete',
  notificationMailOutbox: 'delete',
  // The collection; loans keep their own copy of a disc's title.
  physicalMedia: 'delete',
  holds: 'delete',
  shelfAlerts: 'delete',
  memberFilms: 'delete',
  memberFilmSyncs: 'delete',
  memberBlocks: 'delete',
  // Their lists go with their films; being an editor of another's list ends.
  filmLists: 'delete',
  filmListEditors: 'delete',
  // Films they added to other members' lists stay there, 'added by a former member'.
  filmListItems: 'anonymise',
  newsletterSubscribers: 'delete',
  // Nights they host go (the guests' bells already hold what was said); their answers and votes go.
  movieNights: 'delete',
  movieNightGuests: 'delete',
  movieNightVotes: 'delete',
  // A film they added to someone else's night stays a candidate there.
  movieNightCandidates: 'keep',
  // The other side's history: loans, the credit ledger and its accounts stay whole.
  loans: 'keep',
  creditAccounts: 'keep',
  creditLedger: 'keep',
  creditDebts: 'keep',
  // Thumbs they gave stay on the other member's record, their notes go; reviews of them go.
  loanReviews: 'anonymise',
  // A loan's thread and hand-over plans stay with the loan, for the other member (like directMessages).
  loanMessages: 'keep',
  loanPlans: 'keep',
  // Reports they made and reports about them: nothing is left to moderate.
  reports: 'delete',
  // The moderators' audit log stays whole, the member named 'a former member'.
  moderationActions: 'keep',
  // The other member's conversation stays readable, their messages signed 'a former member'.
  connections: 'keep',
  directMessages: 'keep',
  // The money stays in the books, no longer tied to anyone.
  donations: 'anonymise',
  // No member data.
  stripeEvents: 'none',
  newsletterIssues: 'none',
  newsletterDeliveries: 'none',
  movies: 'none',
  people: 'none',
  moviePeople: 'none',
  catalogWords: 'none',
  catalogMeta: 'none',
  catalogCache: 'none',
  flairs: 'none',
  // Towns, not members: a member's town is a column of their profile, deleted with it.
  places: 'none',
  visitors: 'none',
  siteCounters: 'none',
};

/** Tables with a `user_id` column whose rows are simply the member's own. */
const OWN_ROWS = [
  'sessions',
  'passwordResets',
  'emailTokens',
  'accountLinks',
  'oauthAccounts',
  'preferences',
  'recommendations',
  'movieRatings',
  'watchlistItems',
  'seenItems',
  'diaryEntries',
  'filmLinks',
  'socialProfiles',
  'watchingSoonItems',
  'flairAwards',
  'memberEvents',
  'chatMessages',
  'notifications',
  'loanMailSettings',
  'loanMailDigestItems',
  'holds',
  'shelfAlerts',
  'memberFilms',
  'memberFilmSyncs',
  'movieNightVotes',
  'movieNightGuests',
] as const;

/**
 * Loans still open with the member on either side: a request waiting, a disc agreed, out, or back
 * but not yet confirmed (or under a dispute not settled). How many.
 */
export async function countOpenLoans(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('borrowerId', '=', userId)]))
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['requested', 'accepted', 'handed_over']),
        eb.and([
          eb('status', '=', 'returned'),
          eb.or([
            eb('returnConfirmedAt', 'is', null),
            eb.and([eb('disputedAt', 'is not', null), eb('disputeSettledAt', 'is', null)]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes and anonymises everything of the member's, by DELETION_POLICY, in `trx`. */
export async function forgetMember(trx: Db, member: { id: string; email: string }): Promise<void> {
  const { id } = member;
  const emailKey = member.email.toLowerCase();
  // Its sessions go with OWN_ROWS below (the service announces their end to every process).
  // Other members' notifications that name them by id (loan steps, messages, connections).
  await sql`delete from notifications where data::text like ${`%${id}%`}`.execute(trx);
  // Library imports go after the diary rows that point at them.
  for (const table of OWN_ROWS) await trx.deleteFrom(table).where('userId', '=', id).execute();
  await trx.deleteFrom('libraryImports').where('userId', '=', id).execute();
  await trx.deleteFrom('physicalMedia').where('ownerId', '=', id).execute();
  // A list's films and editors go with it (on delete cascade).
  await trx.deleteFrom('filmLists').where('ownerId', '=', id).execute();
  await trx.deleteFrom('filmListEditors').where('memberId', '=', id).execute();
  await trx.updateTable('filmListItems').set({ addedBy: null }).where('addedBy', '=', id).execute();
  await trx.deleteFrom('movieNights').where('hostId', '=', id).execute();
  await trx
    .deleteFrom('memberBlocks')
    .where((eb) => eb.or([eb('blockerId', '=', id), eb('blockedId', '=', id)]))
    .execute();
  await trx.deleteFrom('loanReviews').where('revieweeId', '=', id).execute();
  await trx
    .deleteFrom('reports')
    .where((eb) => eb.or([eb('reporterId', '=', id), eb('memberId', '=', id)]))
    .execute();
  await trx.updateTable('loanReviews').set({ note: null }).where('reviewerId', '=', id).execute();
  await trx.updateTable('donations').set({ userId: null }).where('userId', '=', id).execute();
  await trx.deleteFrom('newsletterSubscribers').where('emailKey', '=', emailKey).execute();
  await trx
    .deleteFrom('rateLimits')
    .where((eb) => eb.or([eb('key', 'like', `%${emailKey}%`), eb('key', 'like', `%${id}%`)]))
    .execute();
  // The address is free for a new sign-up at once: the tombstone's is no address at all.
  await trx
    .updateTable('users')
    .set({
      email: `former-member:${id}`,
      passwordHash: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      emailVerifiedAt: null,
      notificationDigest: false,
      digestSiteUrl: null,
      digestSentAt: null,
      suspendedAt: null,
      suspendedUntil: null,
      suspensionReason: null,
      deletedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
}
