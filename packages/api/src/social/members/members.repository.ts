import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import { tasteMatchesOf } from '../../lib/taste-match.ts';

/** The member and their social profile (null fields when they never saved one). */
export async function findMember(db: Db, id: string) {
  return (
    db
      .selectFrom('users as u')
      .leftJoin('socialProfiles as p', 'p.userId', 'u.id')
      .leftJoin('places as t', 't.id', 'p.townId')
      .select([
        'u.id',
        'u.firstName',
        'u.lastName',
        'u.profileImageUrl',
        // users.created_at is typed Generated<Timestamp>, which reads as a ColumnType: it is a Date.
        sql<Date>`u.created_at`.as('createdAt'),
        'p.displayName',
        'p.bio',
        'p.favoriteGenres',
        'p.visibility',
        't.id as townId',
        't.name as townName',
        't.country as townCountry',
      ])
      .where('u.id', '=', id)
      // A deleted member has no page (docs/product.md §2 'Delete my account').
      .where('u.deletedAt', 'is', null)
      .executeTakeFirst()
  );
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** Members whose page anyone may open (profile visibility 'public'), longest-standing first. */
export async function publicMemberIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('socialProfiles as p', 'p.userId', 'u.id')
    .select('u.id')
    .where('p.visibility', '=', 'public')
    .where('u.deletedAt', 'is', null)
    .orderBy('u.createdAt')
    .orderBy('u.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** How alike the two members' judgements are (lib/taste-match.ts); undefined when they share no film. */
export async function tasteMatch(db: Db, viewerId: string, memberId: string) {
  const { rows } = await sql<{ sharedFilms: number; tasteMatch: number | null }>`
    select shared_films, taste_match from ${tasteMatchesOf(viewerId, sql`${memberId}`)} t`.execute(db);
  return rows[0];
}
