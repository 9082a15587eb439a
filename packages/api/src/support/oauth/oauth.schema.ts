import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';

export const ZProviders = z.object({ providers: z.array(z.enum(['github', 'google'])) });
export const providersMeta = restMeta(
  'GET',
  '/auth/providers',
  'auth',
  'Sign-in providers this site offers besides email and password',
  {
    protect: false,
    description:
      'The sign-in page’s “Sign in with GitHub” and “Sign in with Google” buttons: the providers this store ' +
      'is configured for (none by default). Each signs in at /api/auth/oauth/{provider}.',
    example: { output: { providers: ['github', 'google'] } },
  },
);
