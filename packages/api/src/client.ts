// What the browser may import: types and client-safe schemas, never server code.
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root.ts';

export type { AppRouter };
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export { DISC_CONDITIONS, DISC_FORMATS, DISC_VISIBILITIES } from './shared/disc-options.ts';
export { ZSessionId } from './shared/session-id.ts';
export { newSessionId, SESSION_ID_PATTERN } from './shared/session-id-format.ts';
