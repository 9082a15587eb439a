import { createEvents, type EventAttributes } from 'ics';
import type { CalendarFile } from './handover-plans.schema.ts';

/** What the loan's calendar file says: the agreed hand-over and the due date. */
export interface LoanCalendar {
  loanId: number;
  title: string;
  otherName: string;
  /** The caller's side: the borrower's due date reads 'due back to', the owner's 'due back from'. */
  role: 'owner' | 'borrower';
  handover: {
    kind: 'in_person' | 'post';
    place: string | null;
    at: Date | null;
    note: string | null;
    agreedAt: Date;
  };
  dueAt: Date | null;
}

/** A stable UID per event, so a calendar that imports a newer file replaces the old events (RFC 5545 §3.8.4.7). */
const uid = (loanId: number, what: string) => `loan-${loanId}-${what}@chucks-video-store`;
const PRODUCT_ID = "-//Chuck's Video Store//DVD Club//EN";

/**
 * docs/product.md §3 'Hand-over plan': an RFC 5545 file written by the `ics` package (it folds long
 * lines, escapes text and ends lines with CRLF). A meeting is an hour at its time; a hand-over by post
 * and the due date are all-day events.
 */
export function loanCalendar(loan: LoanCalendar): CalendarFile {
  const { handover } = loan;
  // DTSTAMP from the agreement, not the clock: the same plan always writes the same file.
  const stamp = { timestamp: handover.agreedAt.getTime() };
  const inPerson = handover.kind === 'in_person' && handover.at !== null;
  const events: EventAttributes[] = [
    {
      uid: uid(loan.loanId, 'handover'),
      productId: PRODUCT_ID,
      ...stamp,
      title:
        handover.kind === 'post'
          ? `${loan.title} goes by post (${loan.role === 'owner' ? 'to' : 'from'} ${loan.otherName})`
          : `Hand-over of ${loan.title} with ${loan.otherName}`,
      ...(inPerson
        ? {
            start: handover.at!.getTime(),
            startInputType: 'utc',
            startOutputType: 'utc',
            duration: { hours: 1 },
          }
        : { start: dateParts(handover.agreedAt), duration: { days: 1 } }),
      ...(handover.place && { location: handover.place }),
      ...(handover.note && { description: `Tracking: ${handover.note}` }),
    } as EventAttributes,
  ];
  if (loan.dueAt) {
    events.push({
      uid: uid(loan.loanId, 'due'),
      productId: PRODUCT_ID,
      ...stamp,
      title:
        loan.role === 'borrower'
          ? `${loan.title} is due back to ${loan.otherName}`
          : `${loan.title} is due back from ${loan.otherName}`,
      start: dateParts(loan.dueAt),
      duration: { days: 1 },
    });
  }
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: "Chuck's DVD Club" });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return { filename: `loan-${loan.loanId}.ics`, content: value };
}

function dateParts(date: Date): [number, number, number] {
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}
