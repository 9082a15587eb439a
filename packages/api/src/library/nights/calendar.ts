import { createEvents, type EventAttributes } from 'ics';
import type { CalendarFile } from '../../club/handover-plans/handover-plans.schema.ts';

const PRODUCT_ID = "-//Chuck's Video Store//Movie nights//EN";

/** What the night's calendar file says. */
export interface NightCalendar {
  id: number;
  title: string;
  place: string;
  startsAt: Date;
  /** Bumped by the host's moves: a calendar keeps the event with the highest (RFC 5545 §3.8.7.4). */
  sequence: number;
  cancelled: boolean;
  /** The last change, as DTSTAMP: the same night always writes the same file. */
  changedAt: Date;
}

/**
 * docs/product.md §2 'Movie nights': one VEVENT written by the `ics` package, as the loan's hand-over
 * calendar is (club/handover-plans/calendar.ts); a stable UID, so a newer file replaces the event.
 * A night runs three hours.
 */
export function nightCalendar(night: NightCalendar): CalendarFile {
  const { error, value } = createEvents(
    [
      {
        uid: `night-${night.id}@chucks-video-store`,
        sequence: night.sequence,
        productId: PRODUCT_ID,
        timestamp: night.changedAt.getTime(),
        title: night.title,
        location: night.place,
        start: night.startsAt.getTime(),
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { hours: 3 },
        ...(night.cancelled && { status: 'CANCELLED' as const }),
        // `timestamp` (DTSTAMP) is read by ics but missing from its types, as in the loan's calendar.
      } as EventAttributes,
    ],
    { productId: PRODUCT_ID, calName: "Chuck's movie nights" },
  );
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return { filename: `movie-night-${night.id}.ics`, content: value };
}
