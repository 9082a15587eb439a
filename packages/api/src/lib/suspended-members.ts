import { sql } from 'kysely';

/**
 * The ids of members suspended now (docs/product.md §3 'Reports and moderation'): suspended
 * indefinitely, or until a time still ahead. A handful of rows behind a partial index, so the shelf
 * filters on it for the price of a hashed lookup.
 */
export const suspendedMemberIds = sql<string>`(
  select su.id from users su
  where su.suspended_at is not null and (su.suspended_until is null or su.suspended_until > now())
)`;
