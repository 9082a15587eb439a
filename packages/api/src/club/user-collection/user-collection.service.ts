import type { Db } from '@chuck/db';
import { publicName } from '../../lib/display-name.ts';
import type { Viewer } from '../../social/members/members.service.ts';
import { visibleMember } from '../../social/members/members.service.ts';
import { listShown } from '../dvd-club/dvd-club.service.ts';
import type { UserCollection } from './user-collection.schema.ts';

/**
 * The member's public and rentable discs, for those who may see the member (docs/product.md §3
 * 'Social profile', visibility); anyone else gets the 404 of an unknown member. Their rentable
 * discs stay on the shelf either way.
 */
export async function getUserCollection(db: Db, viewer: Viewer, userId: string): Promise<UserCollection> {
  const member = await visibleMember(db, viewer, userId, 'Collection not found');
  const movies = (await listShown(db, userId)).sort((a, b) => rank(a.visibility) - rank(b.visibility));
  return {
    user: {
      id: member.id,
      profileImageUrl: member.profileImageUrl,
      displayName: publicName(member),
    },
    movies,
    totalMovies: movies.length,
  };
}

// Rentable discs lead: they are the ones a visitor can act on. The sort is stable, so newest first stays.
const rank = (visibility: string) => (visibility === 'rentable' ? 0 : 1);
