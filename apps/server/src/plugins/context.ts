import { type AppDeps, type Context, databaseUnavailableError } from '@chuck/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The per-request context both transports (tRPC and REST) hand to procedures. */
export async function createContext(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const setCookie = (serialized: string) => void reply.header('set-cookie', serialized);
  const token = req.cookies[deps.auth.sessionCookieName];
  let user: Context['user'] = null;
  let sessionId: string | null = null;
  if (token) {
    const result = await deps.auth.validateSession(token).catch((error: unknown) => {
      throw databaseUnavailableError(error) ?? error;
    });
    if (result.session) {
      // Lucia extends sessions past their half-life: send the refreshed cookie.
      if (result.session.fresh) setCookie(deps.auth.createSessionCookie(result.session.id).serialize());
      user = result.user;
      sessionId = result.session.id;
    } else {
      setCookie(deps.auth.createBlankSessionCookie().serialize());
    }
  }
  const acceptLanguage = req.headers['accept-language'];
  const userAgent = req.headers['user-agent'];
  const origin = `${req.protocol}://${req.host}`;
  return { ...deps, user, sessionId, req: { ip: req.ip, acceptLanguage, userAgent, origin, setCookie } };
}
