import { z } from 'zod';
import { AT, DANA, SAM, SAM_NAME } from '../../lib/rest-examples.ts';
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
export const ZConnection = z.object({
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

export const listMeta = restMeta(
  'GET',
  '/social/connections',
  'social',
  'Members you are connected with through the films you share, in your preferred order',
  {
    description:
      'The Connections page: members the store connected the caller with through films they share (a ' +
      'completed loan, a disc both own, a film both liked), ordered by the profile’s connection preference. ' +
      'Each names the film that connects them, how many they share of each kind and, with 5 films rated ' +
      'by both, how alike their ratings are (tasteMatch, 0-100).',
    example: {
      output: [
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
);

/** Remove connection names the other member, as a block does. */
export { ZMemberIdInput as ZRemoveConnectionInput } from '../blocks/blocks.schema.ts';
export const ZRemoveConnectionResult = z.object({ memberId: z.string(), removed: z.literal(true) });

export const removeMeta = restMeta(
  'DELETE',
  '/social/connections/{memberId}',
  'social',
  'Remove a connection: it leaves both lists and is not renewed automatically until either of you messages the other',
  {
    description:
      'Removes the connection with a member from both members’ lists. Shared films no longer bring it back ' +
      'on their own; a message from either of them does.',
    example: { input: { memberId: SAM }, output: { memberId: SAM, removed: true } },
  },
);
