import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter } from './root.ts';
import { DEFAULT_SESSION_COOKIE } from './support/auth/auth.ts';

/**
 * The REST contract, generated from the same procedures that serve it. trpc-to-openapi treats every
 * operation as members-only unless its meta says `protect: false`, so public procedures say so.
 */
export function buildOpenApiDocument(): OpenAPIObject {
  return generateOpenApiDocument(appRouter, {
    title: "Chuck's Video Store API",
    description:
      'REST paths of the video store. Members authenticate with the session cookie set by /api/auth/login; ' +
      'state-changing requests from browsers must be same-origin.',
    version: '1.0.0',
    baseUrl: '/api',
    docsUrl: '/api/docs',
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: DEFAULT_SESSION_COOKIE } },
  });
}
