import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { DANA, DANA_NAME, DISC } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { ZCollectionItem } from '../dvd-club/dvd-club.schema.ts';

export const ZUserCollectionInput = z.object({
  userId: requiredText('User id is required', [100, 'User id is too long']),
});

export const ZUserCollection = z.object({
  /** Only what a collection page shows: the public name, never the email nor the full name. */
  user: z.object({
    id: z.string(),
    profileImageUrl: z.string().nullable(),
    displayName: z.string(),
  }),
  /** Public and rentable discs only; rentable first, then newest first. */
  movies: z.array(ZCollectionItem),
  totalMovies: z.number().int(),
});
export type UserCollection = z.infer<typeof ZUserCollection>;

export const getMeta = restMeta(
  'GET',
  '/user-collection/{userId}',
  'dvd-club',
  "A member's public and rentable discs, for those their profile's visibility lets see them (else 404)",
  {
    protect: false,
    description:
      "The User collection page (/user/{userId}/collection): the member's public name and picture and their " +
      'public and rentable discs, rentable first, then newest first; never their email or private discs. A ' +
      "member whose profile's visibility does not include the caller is a 404, as an unknown id is.",
    example: {
      input: { userId: DANA },
      output: {
        user: {
          id: DANA,
          profileImageUrl: null,
          displayName: DANA_NAME,
        },
        movies: [DISC],
        totalMovies: 1,
      },
    },
  },
);
