import { z } from 'zod';
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
);

/** Remove connection names the other member, as a block does. */
export { ZMemberIdInput as ZRemoveConnectionInput } from '../blocks/blocks.schema.ts';
export const ZRemoveConnectionResult = z.object({ memberId: z.string(), removed: z.literal(true) });

export const removeMeta = restMeta(
  'DELETE',
  '/social/connections/{memberId}',
  'social',
  'Remove a connection: it leaves both lists and is not renewed automatically until either of you messages the other',
);
