export type { OpenApiMeta } from 'trpc-to-openapi';
export { type Auth, createAuth, DEFAULT_SESSION_COOKIE, type SessionUser } from './auth/auth.ts';
export {
  authorizationUrl,
  configuredProviders,
  OAUTH_PROVIDERS,
  type OAuthConfig,
  type OAuthProviderName,
} from './auth/oauth.ts';
export { liveSessionTokens } from './auth/session.repository.ts';
export type { AppDeps, Context, RequestInfo } from './context.ts';
export { AppError, type AppErrorCode } from './errors.ts';
export { buildOpenApiDocument } from './openapi.ts';
export { type AppRouter, appRouter } from './root.ts';
export { completeOAuthSignIn } from './routers/auth/oauth.service.ts';
export { type ChatDeps, chatOf } from './routers/chat/chat.service.ts';
export { ChatReplies } from './routers/chat/chat-replies.ts';
export { DEFAULT_STUN_URLS, type IceServer } from './routers/chat/video-config.schema.ts';
export {
  handleStripeWebhook,
  NOT_CONFIGURED as DONATIONS_NOT_CONFIGURED,
} from './routers/donations/donations.service.ts';
export { createStripeDeps, type StripeDeps, type StripeSettings } from './routers/donations/stripe-config.ts';
export { loadMemberEvent } from './routers/notifications/member-events.ts';
export { createCallerFactory, databaseUnavailableError, describeZodError, errorMessage } from './trpc.ts';
