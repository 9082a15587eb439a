import type { LucideIcon } from 'lucide-react';
import { Brain, ListOrdered, Sparkles, ThumbsUp } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

// docs/product.md §2 Home: four steps: enter top 3, AI analysis, get recommendations, rate and learn.
const HOME_STEPS: readonly Step[] = [
  {
    icon: ListOrdered,
    title: 'Enter your top 3',
    text: 'Tell Chuck the three movies you could watch on repeat.',
  },
  {
    icon: Brain,
    title: 'AI analysis',
    text: 'Chuck studies what they share: tone, pacing, themes and the people who made them.',
  },
  {
    icon: Sparkles,
    title: 'Get recommendations',
    text: 'Picks pulled from the shelf, each with where to stream, rent or buy it.',
  },
  {
    icon: ThumbsUp,
    title: 'Rate and learn',
    text: 'Thumbs up, thumbs down or not interested: every rating sharpens the next pick.',
  },
];

export interface HowItWorksProps {
  steps?: readonly Step[];
  /** The heading's id: the landing page's Learn More scrolls to it. */
  id?: string;
  className?: string;
}

/** Numbered steps on rental-tag cards; home and landing each tell their own four. */
export function HowItWorks({ steps = HOME_STEPS, id = 'how-it-works', className }: HowItWorksProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn('mx-auto max-w-7xl scroll-mt-6 px-4 py-14 sm:px-6', className)}
    >
      <h2 id={id} tabIndex={-1} className="font-display text-2xl text-ticket-400 outline-none sm:text-3xl">
        How It Works
      </h2>
      <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="relative rounded-lg border border-midnight-700 bg-midnight-900/80 p-5 pt-6 shadow-lg shadow-black/30"
          >
            <span className="absolute -top-3 left-4 rounded bg-ticket-400 px-2 font-retro text-lg leading-6 text-midnight-950">
              Step {index + 1}
            </span>
            <Icon aria-hidden="true" className="size-7 text-neon-cyan" />
            <h3 className="mt-3 text-lg font-bold text-ink">{title}</h3>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
