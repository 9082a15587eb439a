import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Poster } from '../poster/poster.tsx';
import { ConditionBadge, FormatBadge } from './disc-badges.tsx';
import type { DiscCondition, DiscFormat } from './disc-options.ts';

/** The disc fields a card shows; collection, shelf and loan rows all have them. */
export interface DiscFacts {
  id: number;
  title: string;
  year: number | null;
  director?: string | null;
  runtimeMinutes?: number | null;
  genre?: string | null;
  format: DiscFormat;
  condition: DiscCondition;
  notes?: string | null;
  posterUrl?: string | null;
}

export interface DiscCardProps {
  disc: DiscFacts;
  /** More stickers after format and condition (visibility, 'On loan', 'Your disc'). */
  badges?: ReactNode;
  /** A line under the facts, e.g. 'Available from {owner}'. */
  byline?: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  className?: string;
}

/** One disc on a shelf: sleeve, title, year, director, runtime, genre, format, condition and notes. */
export function DiscCard({ disc, badges, byline, actions, className }: DiscCardProps) {
  const headingId = useId();
  const facts: { key: string; node: ReactNode }[] = [];
  if (disc.director)
    facts.push({
      key: 'director',
      node: (
        <>
          <span className="sr-only">Director: </span>
          {disc.director}
        </>
      ),
    });
  if (disc.runtimeMinutes) facts.push({ key: 'runtime', node: `${disc.runtimeMinutes} min` });
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-lg border-2 border-midnight-700 bg-midnight-900/90 shadow-tag',
        className,
      )}
    >
      <div className="flex flex-1 gap-4 p-4">
        <Poster src={disc.posterUrl} title={disc.title} size="md" className="w-20! self-start sm:w-24!" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div>
            <h3
              id={headingId}
              className="font-display text-base leading-tight break-words text-ink sm:text-lg"
            >
              {disc.title}
              {disc.year ? (
                <>
                  {' '}
                  <span className="font-sans text-sm font-normal text-muted">({disc.year})</span>
                </>
              ) : null}
            </h3>
            {facts.length ? (
              <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted">
                {facts.map((fact, i) => (
                  <span key={fact.key} className="inline-flex gap-2">
                    {i > 0 ? <span aria-hidden="true">·</span> : null}
                    <span>{fact.node}</span>
                  </span>
                ))}
              </p>
            ) : null}
            {disc.genre ? (
              <p className="text-sm text-neon-cyan/90">
                <span className="sr-only">Genre: </span>
                {disc.genre}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-1.5">
            <FormatBadge format={disc.format} />
            <ConditionBadge condition={disc.condition} />
            {badges}
          </div>
          {byline ? <div className="text-sm text-muted">{byline}</div> : null}
          {disc.notes ? (
            <p className="line-clamp-3 border-l-2 border-midnight-600 pl-2 text-sm text-ink/80 italic">
              <span className="sr-only">Notes: </span>
              {disc.notes}
            </p>
          ) : null}
        </div>
      </div>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-midnight-700 bg-midnight-950/40 px-4 py-3">
          {actions}
        </div>
      ) : null}
    </article>
  );
}
