import {
  type AppDeps,
  AppError,
  authorizationUrl,
  completeOAuthSignIn,
  OAUTH_PROVIDERS,
  type OAuthProviderName,
} from '@chuck/api';
import { ZSessionId } from '@chuck/api/client';
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextMaker } from './context.ts';
import { cookieOf } from './cookies.ts';
import { expectedOrigin } from './security.ts';
import { ZReturnTo } from './session-routes.ts';

const FLOW_COOKIE = 'chuck_oauth';
const FLOW_PATH = '/api/auth/oauth';

interface Flow {
  state: string;
  codeVerifier: string;
  returnTo: string;
  sessionId?: string;
}

/**
 * Sign-in with GitHub or Google (only those configured): /api/auth/oauth/{provider} sends the member
 * away with a state (and PKCE verifier) kept in a short-lived HttpOnly cookie; the callback checks it.
 */
export async function oauthRoutes(app: FastifyInstance, deps: AppDeps & { publicUrl: string | undefined }) {
  const createContext = contextMaker(deps);
  const redirectUri = (request: FastifyRequest, provider: OAuthProviderName) =>
    `${expectedOrigin(request, deps.publicUrl)}${FLOW_PATH}/${provider}/callback`;
  const providerOf = (request: FastifyRequest) => {
    const name = (request.params as { provider: string }).provider as OAuthProviderName;
    return OAUTH_PROVIDERS.includes(name) && deps.oauth[name] ? name : undefined;
  };

  app.get(`${FLOW_PATH}/:provider`, (request, reply) => {
    const provider = providerOf(request);
    if (!provider) return reply.redirect('/login?error=unavailable');
    const query = request.query as { returnTo?: string; sessionId?: string };
    const sessionId = ZSessionId.safeParse(query.sessionId);
    const flow: Flow = {
      state: generateState(),
      codeVerifier: generateCodeVerifier(),
      returnTo: ZReturnTo.parse(query.returnTo ?? '/'),
      ...(sessionId.success && { sessionId: sessionId.data }),
    };
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      path: FLOW_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: 600,
    });
    const client = deps.oauth[provider]!;
    return reply.redirect(
      authorizationUrl(
        client,
        provider,
        redirectUri(request, provider),
        flow.state,
        flow.codeVerifier,
      ).toString(),
    );
  });

  app.get(`${FLOW_PATH}/:provider/callback`, async (request, reply) => {
    const provider = providerOf(request);
    const { code, state } = request.query as { code?: string; state?: string };
    const flow = readFlow(cookieOf(request, FLOW_COOKIE));
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
    if (!provider || !code || !state || !flow || flow.state !== state) {
      return reply.redirect(
        `/login?error=${encodeURIComponent('Sign-in expired or was interrupted. Please try again.')}`,
      );
    }
    const ctx = await createContext(request, reply);
    try {
      await completeOAuthSignIn(ctx, {
        provider,
        code,
        codeVerifier: flow.codeVerifier,
        redirectUri: redirectUri(request, provider),
        visitorSessionId: flow.sessionId,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.redirect(`/login?error=${encodeURIComponent(error.message)}`);
    }
    return reply.redirect(flow.returnTo);
  });
}

function readFlow(raw: string | undefined): Flow | undefined {
  if (!raw) return undefined;
  try {
    const flow = JSON.parse(raw) as Flow;
    return typeof flow.state === 'string' && typeof flow.codeVerifier === 'string' ? flow : undefined;
  } catch {
    return undefined;
  }
}
