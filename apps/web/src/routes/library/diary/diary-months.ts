/** A month of the diary: 'March 2024' and its entries, newest first as the server sent them. */
export interface DiaryMonth<T> {
  key: string;
  label: string;
  entries: T[];
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as a UTC date, so the calendar day never shifts with the browser's time zone. */
function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** docs/product.md §2 'Diary': entries grouped by the month they were watched in, in the order given. */
export function groupByMonth<T extends { watchedOn: string }>(entries: readonly T[]): DiaryMonth<T>[] {
  const months: DiaryMonth<T>[] = [];
  for (const entry of entries) {
    const key = entry.watchedOn.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) {
      month = { key, label: monthName.format(utc(`${key}-01`)), entries: [] };
      months.push(month);
    }
    month.entries.push(entry);
  }
  return months;
}

/** 'Sat, Mar 2': the day of a watch, as the diary lists it. */
export function dayLabel(watchedOn: string): string {
  return dayName.format(utc(watchedOn));
}
