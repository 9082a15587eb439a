import type { Db } from '@chuck/db';
import { generateIdFromEntropySize } from 'lucia';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findMemberByEmail, insertMember } from '../account/account.service.ts';
import type { User } from '../identity/identity.schema.ts';
import { startSession } from '../identity/identity.service.ts';
import * as links from './oauth.repository.ts';
import { fetchProfile, OAuthFailure, type OAuthProfile, type OAuthProviderName } from './oauth.ts';

/**
 * The member a provider's profile belongs to: the linked account, else the account with the same
 * (provider-verified) email, linked now only if that member confirmed the address too (else anyone
 * who signed up with somebody else's address would be handed their provider sign-in), else a new
 * account, its address verified by the provider.
 */
async function memberForOAuth(db: Db, profile: OAuthProfile): Promise<User> {
  const linked = await links.findUserByOAuth(db, profile.provider, profile.providerUserId);
  if (linked) return linked;
  if (!profile.email) {
    throw new AppError('INVALID', 'Your account there has no verified email address to sign in with.');
  }
  const email = profile.email;
  return inTransaction(db, async (trx) => {
    const user =
      (await existingMember(trx, email)) ??
      (await insertMember(trx, {
        id: generateIdFromEntropySize(10),
        email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.avatarUrl,
        emailVerifiedAt: new Date(),
      }));
    if (!user) throw new AppError('CONFLICT', 'That account was just created; please try again.');
    await links.linkOAuth(trx, profile.provider, profile.providerUserId, user.id);
    return user;
  });
}

/** docs/product.md §2 'Verify your address'. */
const UNVERIFIED_MEMBER =
  'A membership card already uses that address, but it has not been confirmed yet. Sign in with its password and confirm the address from your profile first; then this sign-in joins it.';

async function existingMember(db: Db, email: string): Promise<User | undefined> {
  const found = await findMemberByEmail(db, email);
  if (!found) return undefined;
  const { passwordHash: _, emailVerifiedAt, ...user } = found;
  if (!emailVerifiedAt) throw new AppError('CONFLICT', UNVERIFIED_MEMBER);
  return user;
}

export interface OAuthCallback {
  provider: OAuthProviderName;
  code: string;
  codeVerifier: string;
  redirectUri: string;
  visitorSessionId: string | undefined;
}

/** Finishes a provider's sign-in: reads the profile, finds or makes the member, starts the session. */
export async function completeOAuthSignIn(
  ctx: Pick<Context, 'db' | 'auth' | 'req' | 'oauth' | 'effects'>,
  callback: OAuthCallback,
) {
  const client = ctx.oauth[callback.provider];
  if (!client) throw new AppError('NOT_FOUND', 'That sign-in provider is not offered here.');
  let profile: OAuthProfile;
  try {
    profile = await fetchProfile(
      client,
      callback.provider,
      callback.redirectUri,
      callback.code,
      callback.codeVerifier,
    );
  } catch (error) {
    const message =
      error instanceof OAuthFailure ? error.message : 'The sign-in provider did not confirm who you are.';
    throw new AppError('UNAUTHORIZED', `${message} Please try again.`);
  }
  const member = await memberForOAuth(ctx.db, profile);
  return startSession(ctx, member, callback.visitorSessionId);
}
