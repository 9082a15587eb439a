import type { LucideIcon } from 'lucide-react';
import { Eye, Heart, ListVideo } from 'lucide-react';

export interface StatCardsProps {
  /** Undefined while the list loads. */
  toWatch: number | undefined;
  watched: number | undefined;
  liked: number | undefined;
}

/** docs/product.md §2: three counters, taken from the same lists the page shows so they always agree. */
export function StatCards({ toWatch, watched, liked }: StatCardsProps) {
  return (
    <ul aria-label="Your numbers" className="grid grid-cols-3 gap-2 sm:gap-3">
      <Stat label="Movies to Watch" value={toWatch} icon={ListVideo} accent="text-neon-cyan" />
      <Stat label="Movies Watched" value={watched} icon={Eye} accent="text-ticket-400" />
      <Stat label="Movies Liked" value={liked} icon={Heart} accent="text-neon-pink" />
    </ul>
  );
}

interface StatProps {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  accent: string;
}

function Stat({ label, value, icon: Icon, accent }: StatProps) {
  return (
    <li className="flex items-center gap-3 rounded-lg border-2 border-midnight-700 bg-midnight-900/90 px-3 py-3 shadow-tag sm:px-4">
      <Icon aria-hidden="true" className={`hidden size-7 shrink-0 sm:block ${accent}`} />
      <div className="flex flex-col-reverse">
        <span className="text-xs leading-tight text-muted sm:text-sm">{label}</span>
        <span className={`font-display text-3xl leading-none ${accent}`}>{value ?? '–'}</span>
      </div>
    </li>
  );
}
