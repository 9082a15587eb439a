import type { LucideIcon } from 'lucide-react';
import { Brain, HeartHandshake, MessagesSquare, Network } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Tailwind text colour for the icon: the signage alternates pink, cyan and yellow. */
  tone: string;
}

// docs/product.md §2 Home: neurocinematics, chat about movies, cinematic connections, personal touch.
export const HOME_FEATURES: readonly Feature[] = [
  {
    icon: Brain,
    title: 'Neurocinematics',
    text: 'Chuck reads what your favourites do to you (the tension, the laughs, the slow burn) and finds films that hit the same nerves.',
    tone: 'text-neon-pink',
  },
  {
    icon: MessagesSquare,
    title: 'Chat about movies',
    text: "Lean on the counter and talk films with Chuck: trivia, hot takes, or what to rent when you can't decide.",
    tone: 'text-neon-cyan',
  },
  {
    icon: Network,
    title: 'Cinematic connections',
    text: 'Meet members who love the same movies, swap recommendations and lend each other discs.',
    tone: 'text-ticket-400',
  },
  {
    icon: HeartHandshake,
    title: 'Personal touch',
    text: 'No algorithm soup: one clerk who remembers every thumbs up and thumbs down you give him.',
    tone: 'text-neon-pink',
  },
];

export interface FeatureCardsProps {
  features: readonly Feature[];
  heading: string;
  id: string;
  className?: string;
}

/** A row of feature cards under one heading; the home page shows four, the landing page three. */
export function FeatureCards({ features, heading, id, className }: FeatureCardsProps) {
  return (
    <section aria-labelledby={id} className={cn('mx-auto max-w-7xl px-4 py-14 sm:px-6', className)}>
      <h2 id={id} className="font-display text-2xl text-ticket-400 sm:text-3xl">
        {heading}
      </h2>
      <ul
        className={cn(
          'mt-8 grid gap-5 sm:grid-cols-2',
          features.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        )}
      >
        {features.map(({ icon: Icon, title, text, tone }) => (
          <li
            key={title}
            className="group rounded-lg border-2 border-midnight-700 bg-gradient-to-b from-midnight-800/80 to-midnight-900/80 p-5 transition-colors hover:border-neon-cyan/60"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-md border-2 border-midnight-950 bg-midnight-950 shadow-[3px_3px_0_0_var(--color-midnight-600)]"
            >
              <Icon className={cn('size-6', tone)} />
            </span>
            <h3 className="mt-4 font-display text-lg text-ink">{title}</h3>
            <p className="mt-2 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
