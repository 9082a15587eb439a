import { z } from 'zod';
import { AT, DANA, DANA_NAME, SAM, SAM_NAME } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';

/** What members see of each other: never an email. */
const ZPublicProfile = z.object({
  id: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  favoriteGenres: z.array(z.string()),
});
export type PublicProfile = z.infer<typeof ZPublicProfile>;

/** docs/product.md §3 Connection (strength is a numeric string), plus the other member. */
const ZConnection = z.object({
  id: z.number().int(),
  user1Id: z.string(),
  user2Id: z.string(),
  otherUser: ZPublicProfile.describe(
    'The member at the other end (user1Id or user2Id, whichever is not you)',
  ),
  movieTitle: z.string().describe('The film that connects you: the most recent of the strongest kind'),
  strength: z.string().describe('How many films you share, as a numeric string ("3"); "0" once nothing is'),
  connectionType: z
    .enum(['rental', 'collection', 'taste'])
    .describe('The strongest reason: a loan completed together, a film you both own, or one you both liked'),
  sharedFilms: z.object({ rental: z.number().int(), collection: z.number().int(), taste: z.number().int() }),
  tasteMatch: z
    .number()
    .int()
    .nullable()
    .describe('0-100: how alike your ratings are; null with fewer than 5 films rated by both (README)'),
  createdAt: z.string(),
  lastSharedAt: z.string(),
  lastMessageAt: z.string().nullable(),
});
export type Connection = z.infer<typeof ZConnection>;

/** A request or a suggestion names the other member and shows their picture: nothing else until connected. */
const ZMemberName = z.object({
  id: z.string(),
  displayName: z.string().describe('Their public name'),
  profileImageUrl: z.string().nullable(),
});

/** docs/product.md §3 'Connection request': a pending request (either way) or a suggestion. */
const ZConnectionLead = z.object({
  member: ZMemberName,
  movieTitle: z.string().describe('The film the two share: a disc both own, or a loan completed together'),
  connectionType: ZConnection.shape.connectionType,
  strength: z.string().describe('Discs both own and loans completed together, as a numeric string'),
  at: z.string().describe('When it was asked (a request) or last shared (a suggestion)'),
});
export type ConnectionLead = z.infer<typeof ZConnectionLead>;

export const ZConnectionsOverview = z.object({
  connections: ZConnection.array().describe('Accepted connections, in your connection preference’s order'),
  pending: z.object({
    incoming: ZConnectionLead.array().describe('Members asking you to connect: Accept or Ignore'),
    outgoing: ZConnectionLead.array().describe('Members you asked, waiting on their answer'),
  }),
  suggestions: ZConnectionLead.array().describe(
    'Members you share a disc or a completed loan with, that neither has asked yet (best first)',
  ),
});
export type ConnectionsOverview = z.infer<typeof ZConnectionsOverview>;

export const CANNOT_CONNECT_SELF = "You can't connect with yourself.";
export const MEMBER_NOT_FOUND = 'Member not found';
export const ALREADY_CONNECTED = 'You are already connected with this member.';
export const NO_REQUEST = 'This member has not asked to connect with you.';
export const NOTHING_SHARED =
  'You can ask members you share a film with: a disc you both own or a loan you completed together.';

const LEAD = {
  member: { id: SAM, displayName: SAM_NAME, profileImageUrl: null },
  movieTitle: 'The Thing',
  connectionType: 'collection' as const,
  strength: '1',
  at: AT,
};

export const listMeta = restMeta(
  'GET',
  '/social/connections',
  'social',
  'Your connections, the requests waiting on either side, and members you might connect with',
  {
    description:
      'The Connections page. connections: the members the caller is connected with (both accepted), ' +
      'ordered by the profile’s connection preference, each naming the film that connects them, how many ' +
      'they share of each kind and, with 5 films rated by both, how alike their ratings are (tasteMatch, ' +
      '0-100). pending: requests the caller received (incoming) and sent (outgoing). suggestions: members ' +
      'who own a disc the caller owns (both visible to others) or completed a loan with them, that ' +
      'neither has asked yet; a pair removed or ignored is not suggested for 90 days. Requests and ' +
      'suggestions show the other member’s name and picture only.',
    example: {
      output: {
        pending: { incoming: [LEAD], outgoing: [] },
        suggestions: [{ ...LEAD, member: { ...LEAD.member, id: DANA, displayName: DANA_NAME } }],
        connections: [
          {
            id: 12,
            user1Id: DANA,
            user2Id: SAM,
            otherUser: {
              id: SAM,
              displayName: SAM_NAME,
              profileImageUrl: null,
              bio: 'Westerns, war pictures and a soft spot for Ozu.',
              favoriteGenres: ['Western', 'War'],
            },
            movieTitle: 'Collateral',
            strength: '3',
            connectionType: 'rental',
            sharedFilms: { rental: 1, collection: 1, taste: 1 },
            tasteMatch: 82,
            createdAt: '2026-10-02T18:00:00.000Z',
            lastSharedAt: AT,
            lastMessageAt: '2026-11-21T09:12:00.000Z',
          },
        ],
      },
    },
  },
);

/** What a request or an acceptance leaves between the two. */
export const ZConnectionStep = z.object({
  memberId: z.string(),
  status: z
    .enum(['requested', 'connected'])
    .describe('requested: waiting on their answer; connected: they had asked you, so you are connected'),
});
export type ConnectionStep = z.infer<typeof ZConnectionStep>;

export const requestMeta = restMeta(
  'POST',
  '/social/connections/{memberId}',
  'social',
  'Ask a member to connect: one you share a disc or a completed loan with, or a former connection',
  {
    description:
      'Asks the member to connect; they are notified (“You both own The Thing — connect?”) and answer with ' +
      'Accept or Ignore. Asking a member who already asked you connects you at once. Only connections may ' +
      'message each other and see a page set to connections only. Yourself: 400; an unknown member: 404; ' +
      'someone you share nothing with, or a member you are already connected with: 403.',
    example: { input: { memberId: SAM }, output: { memberId: SAM, status: 'requested' } },
  },
);

export const acceptMeta = restMeta(
  'POST',
  '/social/connections/{memberId}/accept',
  'social',
  'Accept a member’s request to connect',
  {
    description:
      'Accepts the request the member sent: the two are connected, and the member who asked is told. ' +
      "No such request: 404 'This member has not asked to connect with you.'",
    example: { input: { memberId: SAM }, output: { memberId: SAM, status: 'connected' } },
  },
);

/** Requests, acceptances and removals name the other member, as a block does. */
export { ZMemberIdInput as ZConnectionMemberInput } from '../blocks/blocks.schema.ts';
export const ZRemoveConnectionResult = z.object({ memberId: z.string(), removed: z.literal(true) });

export const removeMeta = restMeta(
  'DELETE',
  '/social/connections/{memberId}',
  'social',
  'Remove a connection, decline or withdraw a request, or ignore a suggestion',
  {
    description:
      'Ends whatever stands between the caller and the member, silently: a connection leaves both lists, a ' +
      'request is declined (or withdrawn), a suggestion is ignored. The pair is not suggested again for 90 ' +
      'days, and only a new request, accepted, connects them again. Nothing to end: 404.',
    example: { input: { memberId: SAM }, output: { memberId: SAM, removed: true } },
  },
);
