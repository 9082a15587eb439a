import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import {
  accountSettingsMeta,
  changeEmailMeta,
  changePasswordMeta,
  confirmEmailMeta,
  deleteAccountMeta,
  forgotPasswordMeta,
  notificationDigestMeta,
  resendVerificationMeta,
  resetPasswordMeta,
  revokeOtherSessionsMeta,
  revokeSessionMeta,
  sessionsMeta,
  ZAccountMessage,
  ZAccountSessions,
  ZAccountSettings,
  ZChangeEmailInput,
  ZChangePasswordInput,
  ZDeleteAccountInput,
  ZDigestSetting,
  ZEmailConfirmed,
  ZEmailTokenInput,
  ZForgotPasswordInput,
  ZResetPasswordInput,
  ZSessionIdInput,
  ZSignedOut,
} from './account.schema.ts';
import {
  changePassword,
  forgotPassword,
  listSessions,
  resetPassword,
  revokeOtherSessions,
  revokeSession,
  setNotificationDigest,
} from './account.service.ts';
import { deleteAccount } from './account-deletion.service.ts';
import {
  signInLinkMeta,
  takeBackMeta,
  ZSignInLinkInput,
  ZTakeBackInput,
  ZTakenBack,
} from './account-recovery.schema.ts';
import { signInWithLink, takeAccountBack } from './account-recovery.service.ts';
import {
  loginMeta,
  providersMeta,
  registerMeta,
  userMeta,
  ZLoginInput,
  ZProviders,
  ZRegisterInput,
  ZUser,
} from './auth.schema.ts';
import { login, register } from './auth.service.ts';
import {
  accountSettings,
  confirmEmail,
  requestEmailChange,
  resendVerification,
} from './email-address.service.ts';
import { configuredProviders } from './oauth.ts';

export const authRouter = router({
  register: publicProcedure
    .meta(registerMeta)
    .input(ZRegisterInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => register(ctx, input)),
  login: publicProcedure
    .meta(loginMeta)
    .input(ZLoginInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => login(ctx, input)),
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
  providers: publicProcedure
    .meta(providersMeta)
    .output(ZProviders)
    .query(({ ctx }) => ({ providers: configuredProviders(ctx.oauth) })),
  forgotPassword: publicProcedure
    .meta(forgotPasswordMeta)
    .input(ZForgotPasswordInput)
    .output(ZAccountMessage)
    .mutation(({ ctx, input }) => forgotPassword(ctx, input.email)),
  resetPassword: publicProcedure
    .meta(resetPasswordMeta)
    .input(ZResetPasswordInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
  changePassword: protectedProcedure
    .meta(changePasswordMeta)
    .input(ZChangePasswordInput)
    .output(ZAccountMessage)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
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
  account: protectedProcedure
    .meta(accountSettingsMeta)
    .output(ZAccountSettings)
    .query(({ ctx }) => accountSettings(ctx.db, ctx.user.id)),
  resendVerification: protectedProcedure
    .meta(resendVerificationMeta)
    .output(ZAccountMessage)
    .mutation(({ ctx }) => resendVerification(ctx)),
  confirmEmail: publicProcedure
    .meta(confirmEmailMeta)
    .input(ZEmailTokenInput)
    .output(ZEmailConfirmed)
    .mutation(({ ctx, input }) => confirmEmail(ctx, input.token)),
  takeBack: publicProcedure
    .meta(takeBackMeta)
    .input(ZTakeBackInput)
    .output(ZTakenBack)
    .mutation(({ ctx, input }) => takeAccountBack(ctx, input.token)),
  signInWithLink: publicProcedure
    .meta(signInLinkMeta)
    .input(ZSignInLinkInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => signInWithLink(ctx, input)),
  changeEmail: protectedProcedure
    .meta(changeEmailMeta)
    .input(ZChangeEmailInput)
    .output(ZAccountMessage)
    .mutation(({ ctx, input }) => requestEmailChange(ctx, input)),
  deleteAccount: protectedProcedure
    .meta(deleteAccountMeta)
    .input(ZDeleteAccountInput)
    .output(ZAccountMessage)
    .mutation(({ ctx, input }) => deleteAccount(ctx, input)),
  setNotificationDigest: protectedProcedure
    .meta(notificationDigestMeta)
    .input(ZDigestSetting)
    .output(ZDigestSetting)
    .mutation(({ ctx, input }) => setNotificationDigest(ctx, input.daily)),
});
