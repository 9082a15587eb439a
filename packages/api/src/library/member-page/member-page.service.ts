import type { Db } from '@chuck/db';
import { countShown } from '../../club/dvd-club/dvd-club.service.ts';
import { lendingRecord } from '../../club/loans/loans.service.ts';
import { favouritesOf } from '../../front-counter/preferences/preferences.service.ts';
import { publicName } from '../../lib/display-name.ts';
import { hasBlocked } from '../../social/blocks/blocks.service.ts';
import { areConnected } from '../../social/connections/connections.service.ts';
import { tasteMatchWith, type Viewer, visibleMember } from '../../social/members/members.service.ts';
import { listFlair } from '../flair/flair.service.ts';
import { listWatchingSoon } from '../watching-soon/watching-soon.service.ts';
import type { MemberPage } from './member-page.schema.ts';

/**
 * docs/product.md §2 'Member page': a read model of every floor (the club's lending record, the
 * library's flair and picks, social's visibility), so it lives on the top floor. A 404 'Member not found' when the viewer may not see it. */
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
