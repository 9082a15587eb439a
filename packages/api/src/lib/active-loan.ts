import { sql } from 'kysely';
import { ACTIVE_LOAN_STATUSES } from '../shared/loan-statuses.ts';

/**
 * True while the disc aliased `pm` is lent out or promised. Literal statuses (not parameters) let the
 * planner use the one-active-loan-per-disc partial index.
 */
export const activeLoanExists = sql<boolean>`exists (
  select 1 from loans l
  where l.media_id = pm.id and l.status in (${sql.join(ACTIVE_LOAN_STATUSES.map((s) => sql.lit(s)))})
)`;
