import { decodeIdToken, GitHub, Google } from 'arctic';
import { withoutControlCharacters } from '../../lib/member-name.ts';

export const OAUTH_PROVIDERS = ['github', 'google'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/** The providers this site has credentials for (from GITHUB_* / GOOGLE_* env). */
export type OAuthConfig = Partial<Record<OAuthProviderName, OAuthClientConfig>>;

/** Who the provider says signed in. */
export interface OAuthProfile {
  provider: OAuthProviderName;
  providerUserId: string;
  /** Verified by the provider, or null when it has none to give. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

export class OAuthFailure extends Error {}

const SCOPES: Record<OAuthProviderName, string[]> = {
  github: ['read:user', 'user:email'],
  google: ['openid', 'profile', 'email'],
};

export function configuredProviders(config: OAuthConfig): OAuthProviderName[] {
  return OAUTH_PROVIDERS.filter((p) => config[p]);
}

/** Where to send the member to sign in with `provider` (Google also needs a PKCE verifier). */
export function authorizationUrl(
  client: OAuthClientConfig,
  provider: OAuthProviderName,
  redirectUri: string,
  state: string,
  codeVerifier: string,
): URL {
  if (provider === 'github') {
    return new GitHub(client.clientId, client.clientSecret, redirectUri).createAuthorizationURL(
      state,
      SCOPES.github,
    );
  }
  return new Google(client.clientId, client.clientSecret, redirectUri).createAuthorizationURL(
    state,
    codeVerifier,
    SCOPES.google,
  );
}

/** Trades the callback's code for tokens and reads the member's profile from the provider. */
export async function fetchProfile(
  client: OAuthClientConfig,
  provider: OAuthProviderName,
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<OAuthProfile> {
  if (provider === 'google') {
    const google = new Google(client.clientId, client.clientSecret, redirectUri);
    const tokens = await google.validateAuthorizationCode(code, codeVerifier);
    // The id token comes straight from Google's token endpoint over TLS: its claims can be read as is.
    const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
    return {
      provider,
      providerUserId: String(claims.sub),
      email: claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null,
      firstName: typeof claims.given_name === 'string' ? withoutControlCharacters(claims.given_name) : null,
      lastName: typeof claims.family_name === 'string' ? withoutControlCharacters(claims.family_name) : null,
      avatarUrl: typeof claims.picture === 'string' ? claims.picture : null,
    };
  }
  const github = new GitHub(client.clientId, client.clientSecret, redirectUri);
  const token = (await github.validateAuthorizationCode(code)).accessToken();
  const headers = { Authorization: `Bearer ${token}`, 'User-Agent': 'chucks-video-store' };
  const [userRes, emailsRes] = await Promise.all([
    fetch('https://api.github.com/user', { headers }),
    fetch('https://api.github.com/user/emails', { headers }),
  ]);
  if (!userRes.ok) throw new OAuthFailure('GitHub did not share your profile.');
  const user = (await userRes.json()) as { id: number; name?: string | null; avatar_url?: string | null };
  const emails = emailsRes.ok
    ? ((await emailsRes.json()) as { email: string; primary: boolean; verified: boolean }[])
    : [];
  const [firstName, ...rest] = (withoutControlCharacters(user.name ?? null) ?? '').split(/\s+/);
  return {
    provider,
    providerUserId: String(user.id),
    email: emails.find((e) => e.primary && e.verified)?.email ?? null,
    firstName: firstName || null,
    lastName: rest.join(' ') || null,
    avatarUrl: user.avatar_url ?? null,
  };
}
