import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { restMeta } from '../../rest-meta.ts';
import { ZCollectionItem } from '../dvd-club/dvd-club.schema.ts';

export const ZUserCollectionInput = z.object({
  userId: requiredText('User id is required', [100, 'User id is too long']),
});

export const ZUserCollection = z.object({
  /** Never the email: only what a collection page shows. */
  user: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
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
  { protect: false },
);
