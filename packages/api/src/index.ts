export { scheduleTimedSteps } from './club/loans/timed-steps.service.ts';
export type { AppDeps, Context, RequestInfo } from './context.ts';
export { effects } from './effects/effects.ts';
export type { DomainEvent, Effects } from './effects/events.ts';
export { jobHandlers } from './effects/job-handlers.ts';
export { shelfPort } from './effects/shelf-port.ts';
export { AppError, type AppErrorCode } from './errors.ts';
export type { ChatDeps } from './front-counter/chat/chat-deps.ts';
export { ChatReplies } from './front-counter/chat/chat-replies.ts';
export { DEFAULT_STUN_URLS, type IceServer } from './front-counter/chat/video-config.schema.ts';
export { loadTowns } from './front-counter/places/places.service.ts';
export { createGenerationQueue } from './front-counter/recommendations/generation-queue.ts';
export { RecentlyMade } from './lib/recently-made.ts';
export { publicListPreview, publicLists } from './library/lists/lists.service.ts';
export type { Rewind } from './library/rewind/rewind.schema.ts';
export { publicRewind } from './library/rewind/rewind.service.ts';
export { buildOpenApiDocument, restOperations } from './openapi.ts';
export type { Meta, RestOperation } from './rest-meta.ts';
export { type AppRouter, appRouter } from './root.ts';
export { publicMemberIds } from './social/members/members.service.ts';
export { loadMemberEvent } from './social/messages/member-events.ts';
export { scheduleDigests } from './social/notifications/notification-digest.service.ts';
export {
  handleStripeWebhook,
  NOT_CONFIGURED as DONATIONS_NOT_CONFIGURED,
} from './support/donations/donations.service.ts';
export { createStripeDeps, type StripeDeps, type StripeSettings } from './support/donations/stripe-config.ts';
export {
  type Auth,
  createAuth,
  DEFAULT_SESSION_COOKIE,
  liveSessionTokens,
  type SessionUser,
} from './support/identity/identity.ts';
export { type JobHandlers, JobRunner } from './support/jobs/jobs.ts';
export { createMailTransport, type MailTransport } from './support/mail/mail-transport.ts';
export {
  deliverIssue,
  issueProgress,
  parseIssue,
  queueIssue,
} from './support/newsletter/newsletter.service.ts';
export { completeOAuthSignIn } from './support/oauth/oauth.service.ts';
export {
  authorizationUrl,
  configuredProviders,
  OAUTH_PROVIDERS,
  type OAuthConfig,
  type OAuthProviderName,
} from './support/oauth/oauth.ts';
export { createCallerFactory, databaseUnavailableError, describeZodError, errorMessage } from './trpc.ts';
