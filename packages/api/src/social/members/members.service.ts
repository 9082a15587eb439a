import type { Db, ProfileVisibility } from '@chuck/db';
import { notFound } from '../../errors.ts';
import { DEFAULT_PROFILE_VISIBILITY } from '../../shared/social-profile-fields.ts';
import { hasBlocked } from '../blocks/blocks.service.ts';
import { areConnected } from '../connections/connections.service.ts';
import * as repo from './members.repository.ts';

/** Who is asking: a signed-in member, or null for a visitor. */
export type Viewer = { id: string } | null;

/**
 * THE rule for who may see a member's page, collection and Watching Soon (docs/product.md §3
 * 'Social profile', visibility): the member themself always; anyone when it is 'public'; any
 * signed-in member when it is 'members'; only their connections when it is 'connections'.
 * Everyone else is told nothing, exactly as for an unknown id.
 */
async function maySee(db: Db, viewer: Viewer, member: repo.MemberRow): Promise<boolean> {
  // A member who never saved a profile has the default.
  return mayView(db, viewer, member.id, member.visibility ?? DEFAULT_PROFILE_VISIBILITY);
}

/**
 * The same rule for anything a member shows with a visibility of its own (a list of films): the
 * member themself always; nobody they blocked; then as the visibility says.
 */
export async function mayView(
  db: Db,
  viewer: Viewer,
  ownerId: string,
  visibility: ProfileVisibility,
): Promise<boolean> {
  if (viewer?.id === ownerId) return true;
  // docs/product.md §3 'Member block': a member the page's owner blocked sees no page at all.
  if (viewer && (await hasBlocked(db, ownerId, viewer.id))) return false;
  switch (visibility) {
    case 'public':
      return true;
    case 'members':
      return viewer !== null;
    case 'connections':
      return viewer !== null && (await areConnected(db, viewer.id, ownerId));
  }
}

/**
 * The members whose page a visitor may open (the sitemap's member pages): visibility 'public' only,
 * never the default 'members', so nobody is listed who did not choose to be.
 */
export function publicMemberIds(db: Db, limit: number): Promise<string[]> {
  return repo.publicMemberIds(db, limit);
}

/** May `viewer` see the member `memberId`? False for an unknown member too. */
export async function canSee(db: Db, viewer: Viewer, memberId: string): Promise<boolean> {
  const member = await repo.findMember(db, memberId);
  return member !== undefined && (await maySee(db, viewer, member));
}

/**
 * The member, when `viewer` may see them; else the 404 `notFoundMessage`, the same words an
 * unknown id gets, so a hidden member cannot be told from one who does not exist.
 */
export async function visibleMember(
  db: Db,
  viewer: Viewer,
  memberId: string,
  notFoundMessage: string,
): Promise<repo.MemberRow> {
  const member = await repo.findMember(db, memberId);
  if (!member || !(await maySee(db, viewer, member))) throw notFound(notFoundMessage);
  return member;
}

/** The viewer's taste match with the member (lib/taste-match.ts) and the films both rated. */
export async function tasteMatchWith(
  db: Db,
  viewerId: string,
  memberId: string,
): Promise<{ tasteMatch: number | null; sharedFilms: number }> {
  const row = await repo.tasteMatch(db, viewerId, memberId);
  return { tasteMatch: row?.tasteMatch ?? null, sharedFilms: row?.sharedFilms ?? 0 };
}
