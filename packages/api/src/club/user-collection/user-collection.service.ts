import type { Db } from '@chuck/db';
import { notFound } from '../../errors.ts';
import { displayName } from '../../lib/display-name.ts';
import { listShown } from '../dvd-club/dvd-club.service.ts';
import { findMember } from './user-collection.repository.ts';
import type { UserCollection } from './user-collection.schema.ts';

export async function getUserCollection(db: Db, userId: string): Promise<UserCollection> {
  const member = await findMember(db, userId);
  if (!member) throw notFound('Collection not found');
  const movies = (await listShown(db, userId)).sort((a, b) => rank(a.visibility) - rank(b.visibility));
  return {
    user: {
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      profileImageUrl: member.profileImageUrl,
      displayName: displayName(member),
    },
    movies,
    totalMovies: movies.length,
  };
}

// Rentable discs lead: they are the ones a visitor can act on. The sort is stable, so newest first stays.
const rank = (visibility: string) => (visibility === 'rentable' ? 0 : 1);
