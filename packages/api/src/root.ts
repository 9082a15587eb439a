import { creditsRouter } from './club/credits/credits.router.ts';
import { dvdClubRouter } from './club/dvd-club/dvd-club.router.ts';
import { handoverPlansRouter } from './club/handover-plans/handover-plans.router.ts';
import { holdsRouter } from './club/holds/holds.router.ts';
import { loanMailRouter } from './club/loan-mail/loan-mail.router.ts';
import { loanThreadsRouter } from './club/loan-threads/loan-threads.router.ts';
import { loanDisputesRouter } from './club/loans/disputes.router.ts';
import { loansRouter } from './club/loans/loans.router.ts';
import { moderationRouter } from './club/moderation/moderation.router.ts';
import { reportsRouter } from './club/reports/reports.router.ts';
import { shelfRouter } from './club/shelf/shelf.router.ts';
import { userCollectionRouter } from './club/user-collection/user-collection.router.ts';
import { analyticsRouter } from './front-counter/analytics/analytics.router.ts';
import { catalogRouter } from './front-counter/catalog/catalog.router.ts';
import { chatRouter } from './front-counter/chat/chat.router.ts';
import { moreLikeThisRouter } from './front-counter/more-like-this/more-like-this.router.ts';
import { placesRouter } from './front-counter/places/places.router.ts';
import { preferencesRouter } from './front-counter/preferences/preferences.router.ts';
import { ratingsRouter } from './front-counter/ratings/ratings.router.ts';
import { recommendationsRouter } from './front-counter/recommendations/recommendations.router.ts';
import { diaryRouter } from './library/diary/diary.router.ts';
import { flairRouter } from './library/flair/flair.router.ts';
import { libraryRouter } from './library/library-import/library-import.router.ts';
import { listsRouter } from './library/lists/lists.router.ts';
import { memberPageRouter } from './library/member-page/member-page.router.ts';
import { nightsRouter } from './library/nights/nights.router.ts';
import { rewindRouter } from './library/rewind/rewind.router.ts';
import { seenRouter } from './library/seen/seen.router.ts';
import { socialProfileRouter } from './library/social-profile/social-profile.router.ts';
import { watchingSoonRouter } from './library/watching-soon/watching-soon.router.ts';
import { watchlistRouter } from './library/watchlist/watchlist.router.ts';
import { blocksRouter } from './social/blocks/blocks.router.ts';
import { connectionsRouter } from './social/connections/connections.router.ts';
import { doubleFeatureRouter } from './social/double-feature/double-feature.router.ts';
import { messagesRouter } from './social/messages/messages.router.ts';
import { notificationsRouter } from './social/notifications/notifications.router.ts';
import { accountRouter } from './support/account/account.router.ts';
import { donationsRouter } from './support/donations/donations.router.ts';
import { identityRouter } from './support/identity/identity.router.ts';
import { newsletterRouter } from './support/newsletter/newsletter.router.ts';
import { oauthRouter } from './support/oauth/oauth.router.ts';
import { mergeRouters, router } from './trpc.ts';

export const appRouter = router({
  auth: mergeRouters(identityRouter, accountRouter, oauthRouter),
  catalog: catalogRouter,
  places: placesRouter,
  dvdClub: dvdClubRouter,
  credits: creditsRouter,
  loans: loansRouter,
  holds: holdsRouter,
  loanThreads: loanThreadsRouter,
  loanMail: loanMailRouter,
  reports: reportsRouter,
  moderation: moderationRouter,
  handoverPlans: handoverPlansRouter,
  loanDisputes: loanDisputesRouter,
  shelf: shelfRouter,
  userCollection: userCollectionRouter,
  watchlist: watchlistRouter,
  seen: seenRouter,
  socialProfile: socialProfileRouter,
  watchingSoon: watchingSoonRouter,
  flair: flairRouter,
  library: libraryRouter,
  diary: diaryRouter,
  rewind: rewindRouter,
  lists: listsRouter,
  nights: nightsRouter,
  preferences: preferencesRouter,
  recommendations: recommendationsRouter,
  moreLikeThis: moreLikeThisRouter,
  ratings: ratingsRouter,
  analytics: analyticsRouter,
  chat: chatRouter,
  donations: donationsRouter,
  newsletter: newsletterRouter,
  connections: connectionsRouter,
  blocks: blocksRouter,
  doubleFeature: doubleFeatureRouter,
  members: memberPageRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
