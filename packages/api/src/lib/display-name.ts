import { type RawBuilder, sql } from 'kysely';
import { FORMER_MEMBER } from '../shared/former-member.ts';

/** What a member's public name is made from (never their email). */
export interface NamedMember {
  id: string;
  /** The name they chose on their social profile; null when they have none. */
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Set once the member deleted their account: they are 'a former member' from then on. */
  deletedAt?: Date | null;
}

/**
 * A member's one public name, on every screen, in every notification and API response
 * (docs/product.md §3 'Public name'): the display name they chose; else their first name and last
 * initial ('Ana P.'); else 'Member' and the start of their id. Never an email or part of one.
 * A deleted member is 'a former member', whatever their row still holds.
 */
export function publicName(member: NamedMember): string {
  if (member.deletedAt) return FORMER_MEMBER;
  const chosen = member.displayName?.trim();
  if (chosen) return chosen;
  const first = member.firstName?.trim();
  const initial = member.lastName?.trim().charAt(0).toUpperCase();
  if (first) return initial ? `${first} ${initial}.` : first;
  return `Member ${member.id.slice(0, 6)}`;
}

/** The chosen display name of the user row `alias` (a lookup by primary key, so no join is needed). */
export function chosenNameOf(alias: string): RawBuilder<string | null> {
  return sql<
    string | null
  >`(select sp.display_name from social_profiles sp where sp.user_id = ${sql.ref(`${alias}.id`)})`;
}

/**
 * What the public name needs, for the user row `alias`, as `<prefix>Id`, `<prefix>FirstName`,
 * `<prefix>LastName`, `<prefix>DisplayName` and `<prefix>DeletedAt`: every query that names a
 * member selects these.
 */
export function nameColumns<P extends string>(alias: string, prefix: P) {
  return [
    sql<string>`${sql.ref(`${alias}.id`)}`.as(`${prefix}Id` as `${P}Id`),
    sql<string | null>`${sql.ref(`${alias}.firstName`)}`.as(`${prefix}FirstName` as `${P}FirstName`),
    sql<string | null>`${sql.ref(`${alias}.lastName`)}`.as(`${prefix}LastName` as `${P}LastName`),
    chosenNameOf(alias).as(`${prefix}DisplayName` as `${P}DisplayName`),
    sql<Date | null>`${sql.ref(`${alias}.deletedAt`)}`.as(`${prefix}DeletedAt` as `${P}DeletedAt`),
  ] as const;
}

/** The public name of the member whose `nameColumns(…, prefix)` the row carries. */
export function nameOf<P extends string>(
  row: Record<`${P}Id`, string> &
    Record<`${P}FirstName` | `${P}LastName` | `${P}DisplayName`, string | null> &
    Partial<Record<`${P}DeletedAt`, Date | null>>,
  prefix: P,
): string {
  const columns = row as unknown as Record<string, string | null>;
  const deletedAt = (row as unknown as Record<string, Date | null | undefined>)[`${prefix}DeletedAt`];
  return publicName({
    id: columns[`${prefix}Id`] ?? '',
    firstName: columns[`${prefix}FirstName`] ?? null,
    lastName: columns[`${prefix}LastName`] ?? null,
    displayName: columns[`${prefix}DisplayName`] ?? null,
    deletedAt: deletedAt ?? null,
  });
}
