import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import { ZUser } from '../identity/identity.schema.ts';
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
  ZAccountMessage,
  ZAccountSettings,
  ZChangeEmailInput,
  ZChangePasswordInput,
  ZDeleteAccountInput,
  ZDigestSetting,
  ZEmailConfirmed,
  ZEmailTokenInput,
  ZForgotPasswordInput,
  ZResetPasswordInput,
} from './account.schema.ts';
import { changePassword, forgotPassword, resetPassword, setNotificationDigest } from './account.service.ts';
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
  accountSettings,
  confirmEmail,
  requestEmailChange,
  resendVerification,
} from './email-address.service.ts';
import { loginMeta, registerMeta, ZLoginInput, ZRegisterInput } from './password-sign-in.schema.ts';
import { login, register } from './password-sign-in.service.ts';

/** `auth.*`, the account's part: signing up and in with a password, settings, verification, recovery, deletion. */
export const accountRouter = router({
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
