// What the browser may import: types, the server's own limits and options (zod-free modules in
// shared/, cheap in any bundle) and the few zod schemas its forms validate with (zod comes with
// them, so only lazily loaded screens use those). Never server code.
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root.ts';

// A catalog search result as both transports answer it (a type only: no catalog code reaches the browser).
export type { MovieResult } from '@chuck/catalog';
// What an import's progress events over /ws carry (a type only).
export type { ImportProgressPayload } from '@chuck/realtime';
export type { AppRouter };
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export { ZAcceptInput } from './club/loans/loans.schema.ts';
export { ZSaveSocialProfileInput } from './library/social-profile/social-profile.schema.ts';
export * from './shared/account-fields.ts';
export * from './shared/diary-limits.ts';
export * from './shared/disc-options.ts';
export * from './shared/donation-amount.ts';
export * from './shared/favourite-movies.ts';
export * from './shared/film-years.ts';
export * from './shared/former-member.ts';
export * from './shared/library-import-limits.ts';
export * from './shared/list-limits.ts';
export * from './shared/loan-mail.ts';
export * from './shared/loan-statuses.ts';
export * from './shared/loan-terms.ts';
export * from './shared/message-limits.ts';
export * from './shared/night-limits.ts';
export * from './shared/notification-kinds.ts';
export * from './shared/report-options.ts';
export * from './shared/search-limits.ts';
export { ZSessionId } from './shared/session-id.ts';
export { newSessionId, SESSION_ID_PATTERN } from './shared/session-id-format.ts';
export * from './shared/shelf-limits.ts';
export * from './shared/social-profile-fields.ts';
export * from './shared/town-limits.ts';
export * from './shared/watch-regions.ts';
export * from './shared/watching-soon-limits.ts';
export { ZLoginInput, ZRegisterInput } from './support/account/password-sign-in.schema.ts';
