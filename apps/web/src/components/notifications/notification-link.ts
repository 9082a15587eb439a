import type { Notification } from './use-notifications.ts';

/**
 * Where a notification's next step is, when it has one (docs/product.md §3 'Hold', 'Shelf alert'):
 * a hold that is ready leads to the member's holds, where Request Rental waits; a shelf alert to the
 * shelf, searched for the film.
 */
const LOAN_LINKS: Partial<Record<string, string>> = {
  loan_message: 'Reply',
  loan_plan_proposed: 'See the plan',
  loan_plan_agreed: 'See the plan',
  rental_disputed: 'See the dispute',
  rental_dispute_proposed: 'See the dispute',
  rental_dispute_escalated: 'See the dispute',
  loan_review_asked: 'Leave a Review',
};

export function notificationLink(notification: Notification): { href: string; label: string } | null {
  // docs/product.md §3 'Loan thread', 'Hand-over plan', 'Loan dispute', 'Loan review': to the loan's
  // card, where the thread, the plan, the dispute and the review form are.
  const loanId = notification.data.loanId;
  const label = LOAN_LINKS[notification.type];
  if (label && typeof loanId === 'number') return { href: `/dvd-club#loan-${loanId}`, label };
  if (notification.type === 'hold_ready') return { href: '/dvd-club#your-holds', label: 'Request Rental' };
  // docs/product.md §2 'Lists': an invitation to edit, or an editor's film, leads to the list.
  const listId = notification.data.listId;
  if (notification.type.startsWith('list_') && typeof listId === 'number') {
    return { href: `/lists/${listId}`, label: 'Open the list' };
  }
  const title = notification.data.movieTitle;
  if (notification.type === 'on_the_shelf' && typeof title === 'string' && title) {
    return { href: `/whats-on-the-shelf?search=${encodeURIComponent(title)}`, label: 'Request Rental' };
  }
  return null;
}
