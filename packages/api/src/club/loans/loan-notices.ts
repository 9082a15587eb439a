import type { Db } from '@chuck/db';
import type { RentalNotificationType } from '../../social/notifications/notifications.schema.ts';
import { notify } from '../../social/notifications/notifications.service.ts';

/** The member a notification is from, by their public name. */
export interface Sender {
  id: string;
  name: string;
}

/** A loan's notice to one of its members, naming the film, the loan and who it is from. */
export async function notifyLoan(
  trx: Db,
  userId: string,
  type: RentalNotificationType,
  notice: {
    title: string;
    message: string;
    loan: { id: number; mediaId: number | null; title: string };
    from: Sender | null;
  },
): Promise<void> {
  await notify(trx, userId, {
    type,
    title: notice.title,
    message: notice.message,
    data: {
      movieTitle: notice.loan.title,
      loanId: notice.loan.id,
      mediaId: notice.loan.mediaId,
      ...(notice.from ? { fromUserId: notice.from.id, fromName: notice.from.name } : {}),
    },
  });
}
