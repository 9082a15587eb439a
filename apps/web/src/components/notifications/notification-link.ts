import type { Notification } from './use-notifications.ts';

/**
 * Where a notification's next step is, when it has one (docs/product.md §3 'Hold', 'Shelf alert'):
 * a hold that is ready leads to the member's holds, where Request Rental waits; a shelf alert to the
 * shelf, searched for the film.
 */
export function notificationLink(notification: Notification): { href: string; label: string } | null {
  // docs/product.md §3 'Loan thread', 'Hand-over plan': to the loan's card, where the thread and plan are.
  const loanId = notification.data.loanId;
  if (notification.type.startsWith('loan_') && typeof loanId === 'number') {
    return {
      href: `/dvd-club#loan-${loanId}`,
      label: notification.type === 'loan_message' ? 'Reply' : 'See the plan',
    };
  }
  if (notification.type === 'hold_ready') return { href: '/dvd-club#your-holds', label: 'Request Rental' };
  const title = notification.data.movieTitle;
  if (notification.type === 'on_the_shelf' && typeof title === 'string' && title) {
    return { href: `/whats-on-the-shelf?search=${encodeURIComponent(title)}`, label: 'Request Rental' };
  }
  return null;
}
