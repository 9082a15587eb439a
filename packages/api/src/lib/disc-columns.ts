import { sql } from 'kysely';
import { ACTIVE_LOAN_STATUSES } from '../shared/loan-statuses.ts';
import { nameColumns } from './display-name.ts';

// What the club's queries read of a disc (physical_media aliased `pm`) and its owner (users `u`).

/** The film as the owner listed it, and the disc's format. */
export const DISC_FILM_COLUMNS = [
  'pm.title',
  'pm.year',
  'pm.director',
  'pm.genre',
  'pm.runtimeMinutes',
  'pm.format',
] as const;

/** What the owner's public name is made from (lib/display-name.ts `nameOf(row, 'owner')`). */
export const OWNER_NAME_COLUMNS = nameColumns('u', 'owner');

/**
 * True while the disc is lent out or promised. Literal statuses (not parameters) let the planner
 * use the one-active-loan-per-disc partial index.
 */
export const activeLoanExists = sql<boolean>`exists (
  select 1 from loans l
  where l.media_id = pm.id and l.status in (${sql.join(ACTIVE_LOAN_STATUSES.map((s) => sql.lit(s)))})
)`;
