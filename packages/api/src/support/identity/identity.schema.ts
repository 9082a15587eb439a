import { z } from 'zod';
import { AT, DANA } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type User = z.infer<typeof ZUser>;

/** Dana's account, as the auth paths answer it (a REST example). */
export const EXAMPLE_MEMBER = {
  id: DANA,
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Kowalski',
  profileImageUrl: null,
};
export const userMeta = restMeta('GET', '/auth/user', 'auth', 'The signed-in member', {
  description:
    'The member the session cookie belongs to; a visitor gets 401, which clients read as "not signed in".',
  example: { output: EXAMPLE_MEMBER },
});

/** Where the member is signed in: one browser on one device. */
const ZAccountSession = z.object({
  /** The session's public id (the SHA-256 of its token, never the token). */
  id: z.string(),
  browser: z.string(),
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessions = z.object({ sessions: z.array(ZAccountSession) });
export const ZSessionIdInput = z.object({ id: z.string().trim().min(1).max(128) });
export const ZSignedOut = z.object({ signedOut: z.number().int() });

export const sessionsMeta = restMeta('GET', '/auth/sessions', 'auth', 'Where the member is signed in', {
  description:
    'Every browser the member is signed in on: browser and device read from its user agent, when it ' +
    'signed in and was last seen; current marks the one asking. An id is public (a hash), never the token.',
  example: {
    output: {
      sessions: [
        {
          id: 'c1d0a6f4e2b8',
          browser: 'Firefox 133',
          device: 'Linux',
          signedInAt: AT,
          lastSeenAt: '2026-11-21T10:05:00.000Z',
          current: true,
        },
        {
          id: '7e93b1c25fd4',
          browser: 'Safari 18',
          device: 'iPhone',
          signedInAt: '2026-11-02T08:15:00.000Z',
          lastSeenAt: '2026-11-19T22:40:00.000Z',
          current: false,
        },
      ],
    },
  },
});
export const revokeSessionMeta = restMeta(
  'DELETE',
  '/auth/sessions/{id}',
  'auth',
  "Sign one of the member's sessions out",
  {
    description:
      'Signs out one of the member’s sessions, by the id GET /auth/sessions lists; an id that is not theirs ' +
      "is a 404 'No such session.'.",
    example: { input: { id: '7e93b1c25fd4' }, output: { signedOut: 1 } },
  },
);
export const revokeOtherSessionsMeta = restMeta(
  'DELETE',
  '/auth/sessions',
  'auth',
  'Sign out everywhere else: every session of the member but this one',
  {
    description:
      "'Sign out everywhere else': signs out every session of the member except the one asking, and says " +
      'how many.',
    example: { output: { signedOut: 2 } },
  },
);
