import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import {
  revokeOtherSessionsMeta,
  revokeSessionMeta,
  sessionsMeta,
  userMeta,
  ZAccountSessions,
  ZSessionIdInput,
  ZSignedOut,
  ZUser,
} from './identity.schema.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './identity.service.ts';

/** `auth.*`, identity's part: who is signed in, and where. */
export const identityRouter = router({
  user: protectedProcedure
    .meta(userMeta)
    .output(ZUser)
    .query(({ ctx }) => ctx.user),
  /**
   * The web app's own identity check: the member, or null for a visitor. GET /api/auth/user keeps
   * its 401 for visitors (docs/product.md §7); a visitor is no error here, so the browser logs none.
   * tRPC only.
   */
  me: publicProcedure.output(ZUser.nullable()).query(({ ctx }) => ctx.user ?? null),
  sessions: protectedProcedure
    .meta(sessionsMeta)
    .output(ZAccountSessions)
    .query(({ ctx }) => listSessions(ctx)),
  revokeSession: protectedProcedure
    .meta(revokeSessionMeta)
    .input(ZSessionIdInput)
    .output(ZSignedOut)
    .mutation(({ ctx, input }) => revokeSession(ctx, input.id)),
  revokeOtherSessions: protectedProcedure
    .meta(revokeOtherSessionsMeta)
    .output(ZSignedOut)
    .mutation(({ ctx }) => revokeOtherSessions(ctx)),
});
