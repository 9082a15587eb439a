import { Poster } from '../../../components/poster/poster.tsx';
import { DiaryEntryRow } from './diary-entry-row.tsx';
import { type DiaryMonth, dayLabel } from './diary-months.ts';
import type { DiaryEntry } from './use-diary-pages.ts';

/** One month of the diary: its name, a strip of that month's posters, then each watch. */
export function DiaryMonthSection({ month }: { month: DiaryMonth<DiaryEntry> }) {
  const headingId = `diary-${month.key}`;
  const count = month.entries.length;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3 border-b-2 border-midnight-700 pb-2">
        <h2 id={headingId} className="font-display text-2xl text-ticket-400">
          {month.label}
        </h2>
        <span className="font-retro text-xl text-muted">
          {count} {count === 1 ? 'watch' : 'watches'}
        </span>
      </div>
      {/* The month at a glance, like tapes on the returns cart; the list below says the same in words. */}
      <div aria-hidden="true" className="flex gap-2 overflow-x-auto pb-1">
        {month.entries.map((entry) => (
          <figure key={entry.id} className="grid w-16 shrink-0 gap-1 sm:w-20">
            <Poster src={entry.posterUrl} title={entry.title} size="md" className="w-16 sm:w-20" />
            <figcaption className="truncate text-center font-retro text-sm leading-none text-muted">
              {dayLabel(entry.watchedOn).split(', ')[1]}
            </figcaption>
          </figure>
        ))}
      </div>
      <ol aria-label={`Watches in ${month.label}`} className="grid gap-2">
        {month.entries.map((entry) => (
          <li key={entry.id}>
            <DiaryEntryRow entry={entry} />
          </li>
        ))}
      </ol>
    </section>
  );
}
