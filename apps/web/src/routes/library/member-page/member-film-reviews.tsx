import { useQuery } from '@tanstack/react-query';
import { NotebookPen, Repeat } from 'lucide-react';
import { Link } from 'wouter';
import { StarRow } from '../../../components/diary/star-rating.tsx';
import { starsLabel } from '../../../components/diary/stars.ts';
import { Poster } from '../../../components/poster/poster.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { dayLabel } from '../../library/diary/diary-months.ts';
import { Section } from './member-sections.tsx';

/**
 * The reviews a member made public in their diary (docs/product.md §2 'Diary'), latest first; the
 * page's own visibility already decided who gets this far.
 */
export function FilmReviewsSection({ memberId, memberName }: { memberId: string; memberName: string }) {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.diary.ofMember.queryOptions({ userId: memberId }));
  const items = reviews.data?.reviews ?? [];
  return (
    <Section icon={<NotebookPen aria-hidden="true" className="text-ticket-400" />} title="Film Reviews">
      <ListState query={reviews} loadingLabel="Fetching reviews..." errorText="Couldn't load the reviews.">
        {items.length ? (
          <ol aria-label={`${memberName}'s film reviews`} className="grid gap-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex gap-3 rounded-lg border border-midnight-700 bg-midnight-950/50 p-3"
              >
                <Poster src={item.posterUrl} title={item.title} size="sm" className="w-12" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">
                    {item.movieId ? (
                      <Link href={`/movie/${item.movieId}`} className="hover:text-neon-cyan hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                    {item.year ? <span className="font-normal text-muted"> ({item.year})</span> : null}
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                    <span>
                      {dayLabel(item.watchedOn)}, {item.watchedOn.slice(0, 4)}
                    </span>
                    {item.rating ? <StarRow value={item.rating} className="size-3.5" /> : null}
                    <span className={item.rating ? 'sr-only' : undefined}>{starsLabel(item.rating)}</span>
                    {item.rewatch ? (
                      <span className="inline-flex items-center gap-1 text-neon-cyan">
                        <Repeat aria-hidden="true" className="size-3.5" />
                        Rewatch
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words text-ink/90">{item.review}</p>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted">{memberName} hasn't shared a review yet.</p>
        )}
      </ListState>
    </Section>
  );
}
