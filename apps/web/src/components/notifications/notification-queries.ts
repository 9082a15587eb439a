import type { NotificationKind } from '@chuck/api/client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { useTRPC } from '../../lib/trpc.ts';
import { dvdClubQueryKeys } from '../collection/use-dvd-club-cache.ts';

type Trpc = ReturnType<typeof useTRPC>;

/** What a notification can change on a screen, each as the queries that load it. */
const GROUPS = {
  /** Loans in and out, credits, holds, discs and their availability, member pages' lending record. */
  lending: (trpc: Trpc) => [...dvdClubQueryKeys(trpc), trpc.members.pathKey()],
  connections: (trpc: Trpc) => [trpc.connections.pathKey(), trpc.members.pathKey()],
  flair: (trpc: Trpc) => [trpc.flair.pathKey(), trpc.members.pathKey()],
  /** A loan's thread and hand-over plan, on its card. */
  loanArranging: (trpc: Trpc) => [trpc.loanThreads.pathKey(), trpc.handoverPlans.pathKey()],
  /** Lists of films: an open list page shows an editor's film as it is added (issue 32). */
  lists: (trpc: Trpc) => [trpc.lists.pathKey()],
  /** Movie nights: the list and each night's page (who is coming, the vote, the rental). */
  nights: (trpc: Trpc) => [trpc.nights.pathKey()],
} satisfies Record<string, (trpc: Trpc) => QueryKey[]>;

type Group = keyof typeof GROUPS;

/**
 * The one map from a notification's kind to what it refreshes (docs/product.md §2 DVD Club: the club's
 * screens are live). Keyed by every kind, so a new one does not compile until it is placed here.
 */
const NOTIFICATION_QUERIES: Record<NotificationKind, readonly Group[]> = {
  rental_request: ['lending'],
  rental_accepted: ['lending'],
  rental_declined: ['lending'],
  rental_cancelled: ['lending'],
  rental_handed_over: ['lending'],
  rental_returned: ['lending'],
  rental_confirmed: ['lending'],
  rental_disputed: ['lending'],
  rental_dispute_proposed: ['lending'],
  rental_dispute_settled: ['lending'],
  rental_dispute_escalated: ['lending'],
  loan_review_asked: ['lending'],
  rental_due_soon: ['lending'],
  rental_overdue: ['lending'],
  loan_message: ['loanArranging'],
  loan_plan_proposed: ['loanArranging'],
  loan_plan_agreed: ['loanArranging'],
  // docs/product.md §3 'Credits': the badge on every open page follows the balance.
  credits_moved: ['lending'],
  hold_ready: ['lending'],
  on_the_shelf: ['lending'],
  // The list is ordered by the latest message; the open conversation gets the message itself live.
  new_message: ['connections'],
  connection_suggested: ['connections'],
  connection_request: ['connections'],
  new_connection: ['connections'],
  // Issue 27: a suspended member's loan is flagged to both members.
  loan_flagged: ['lending'],
  moderation_warning: [],
  list_editor_added: ['lists'],
  list_film_added: ['lists'],
  night_invited: ['nights'],
  night_answered: ['nights'],
  night_changed: ['nights'],
  night_cancelled: ['nights'],
  night_reminder: ['nights'],
  night_vote_closed: ['nights'],
  night_watched_ask: ['nights'],
  flair_awarded: ['flair'],
  test: [],
};

/**
 * A page loaded before the server learnt a new lending kind gets it over the socket all the same:
 * it still refreshes the club.
 */
const LENDING_PREFIXES = ['rental_', 'hold_', 'loan_', 'credits_'];

function groupsFor(type: string): readonly Group[] {
  return (
    NOTIFICATION_QUERIES[type as NotificationKind] ??
    (LENDING_PREFIXES.some((prefix) => type.startsWith(prefix)) ? ['lending'] : [])
  );
}

/** The query keys notifications of these types refresh, each once. */
function notificationQueryKeys(trpc: Trpc, types: readonly string[] | 'all'): QueryKey[] {
  const groups = new Set<Group>(
    types === 'all' ? (Object.keys(GROUPS) as Group[]) : types.flatMap(groupsFor),
  );
  const keys = new Map<string, QueryKey>();
  for (const group of groups) {
    for (const key of GROUPS[group](trpc)) keys.set(JSON.stringify(key), key);
  }
  return [...keys.values()];
}

/**
 * Refreshes what the given notifications change; 'all' after the socket was away and we cannot tell
 * what was missed. Only queries a screen is showing are fetched again; the rest are marked stale.
 */
export function refreshForNotifications(
  queryClient: QueryClient,
  trpc: Trpc,
  types: readonly string[] | 'all',
): Promise<void> {
  return Promise.all(
    notificationQueryKeys(trpc, types).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
