import type { Db } from '@chuck/db';
import { countShown } from '../../club/dvd-club/dvd-club.service.ts';
import { lendingRecord } from '../../club/loans/loans.service.ts';
import { favouritesOf } from '../../front-counter/preferences/preferences.service.ts';
import { publicName } from '../../lib/display-name.ts';
import { listFlair } from '../../library/flair/flair.service.ts';
import { listWatchingSoon } from '../../library/watching-soon/watching-soon.service.ts';
import { hasBlocked } from '../blocks/blocks.service.ts';
import { areConnected } from '../connections/connections.service.ts';
import type { MemberPage } from './members.schema.ts';
import { tasteMatchWith, type Viewer, visibleMember } from './members.service.ts';

/** docs/product.md §2 'Member page': a 404 'Member not found' when the viewer may not see it. */
export async function getMemberPage(db: Db, viewer: Viewer, memberId: string): Promise<MemberPage> {
  const member = await visibleMember(db, viewer, memberId, 'Member not found');
  const other = viewer && viewer.id !== member.id ? viewer : null;
  const [favourites, flair, watchingSoon, collectionSize, lending, viewerView] = await Promise.all([
    favouritesOf(db, { kind: 'member', userId: member.id }),
    listFlair(db, member.id),
    listWatchingSoon(db, member.id),
    countShown(db, member.id),
    lendingRecord(db, member.id),
    other ? viewerViewOf(db, other.id, member.id) : null,
  ]);
  return {
    id: member.id,
    name: publicName(member),
    avatarUrl: member.profileImageUrl,
    bio: member.bio,
    favoriteGenres: member.favoriteGenres ?? [],
    town:
      member.townId === null
        ? null
        : { id: member.townId, name: member.townName!, country: member.townCountry! },
    topFavourites: favourites.map(({ title, movieId }) => ({ title, movieId })),
    flair,
    watchingSoon,
    collectionSize,
    lending,
    joinedAt: member.createdAt.toISOString(),
    viewer: viewerView,
  };
}

/**
 * What the member is to the viewer. The taste match and the films both rated only between
 * connections (issue 27): for anyone else they would tell, film by film, what the member rated.
 */
async function viewerViewOf(db: Db, viewerId: string, memberId: string): Promise<MemberPage['viewer']> {
  const [connected, blocked] = await Promise.all([
    areConnected(db, viewerId, memberId),
    hasBlocked(db, viewerId, memberId),
  ]);
  if (!connected) return { connected, blocked };
  return { ...(await tasteMatchWith(db, viewerId, memberId)), connected, blocked };
}
