import { analyticsRouter } from './routers/analytics/analytics.router.ts';
import { authRouter } from './routers/auth/auth.router.ts';
import { catalogRouter } from './routers/catalog/catalog.router.ts';
import { chatRouter } from './routers/chat/chat.router.ts';
import { connectionsRouter } from './routers/connections/connections.router.ts';
import { creditsRouter } from './routers/credits/credits.router.ts';
import { donationsRouter } from './routers/donations/donations.router.ts';
import { dvdClubRouter, physicalMediaRouter } from './routers/dvd-club/dvd-club.router.ts';
import { flairRouter } from './routers/flair/flair.router.ts';
import { libraryRouter } from './routers/library-import/library-import.router.ts';
import { loansRouter } from './routers/loans/loans.router.ts';
import { messagesRouter } from './routers/messages/messages.router.ts';
import { newsletterRouter } from './routers/newsletter/newsletter.router.ts';
import { notificationsRouter } from './routers/notifications/notifications.router.ts';
import { preferencesRouter } from './routers/preferences/preferences.router.ts';
import { ratingsRouter } from './routers/ratings/ratings.router.ts';
import { recommendationsRouter } from './routers/recommendations/recommendations.router.ts';
import { seenRouter } from './routers/seen/seen.router.ts';
import { shelfRouter } from './routers/shelf/shelf.router.ts';
import { socialProfileRouter } from './routers/social-profile/social-profile.router.ts';
import { userCollectionRouter } from './routers/user-collection/user-collection.router.ts';
import { watchingSoonRouter } from './routers/watching-soon/watching-soon.router.ts';
import { watchlistRouter } from './routers/watchlist/watchlist.router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  catalog: catalogRouter,
  dvdClub: dvdClubRouter,
  physicalMedia: physicalMediaRouter,
  credits: creditsRouter,
  loans: loansRouter,
  shelf: shelfRouter,
  userCollection: userCollectionRouter,
  watchlist: watchlistRouter,
  seen: seenRouter,
  socialProfile: socialProfileRouter,
  watchingSoon: watchingSoonRouter,
  flair: flairRouter,
  library: libraryRouter,
  preferences: preferencesRouter,
  recommendations: recommendationsRouter,
  ratings: ratingsRouter,
  analytics: analyticsRouter,
  chat: chatRouter,
  donations: donationsRouter,
  newsletter: newsletterRouter,
  connections: connectionsRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
