import type { LucideIcon } from 'lucide-react';
import { Disc3, Eye, Layers, Library } from 'lucide-react';
import type { CollectionItem } from '../../../components/collection/disc-options.ts';

/** docs/product.md §2: Total Movies, Available to Rent, Public Collection and Formats Owned. */
export function CollectionStats({ movies, total }: { movies: readonly CollectionItem[]; total: number }) {
  const rentable = movies.filter((m) => m.visibility === 'rentable').length;
  const publicOnly = movies.filter((m) => m.visibility === 'public').length;
  const formats = new Set(movies.map((m) => m.format)).size;
  return (
    <ul aria-label="Collection stats" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Total Movies" value={total} icon={Library} accent="text-ticket-400" />
      <Stat label="Available to Rent" value={rentable} icon={Disc3} accent="text-neon-pink" />
      <Stat label="Public Collection" value={publicOnly} icon={Eye} accent="text-neon-cyan" />
      <Stat label="Formats Owned" value={formats} icon={Layers} accent="text-success" />
    </ul>
  );
}

function Stat({
  label,
  value,
  icon: Icon,
  accent,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  accent: string;
}) {
  return (
    <li className="flex items-center gap-3 rounded-lg border-2 border-midnight-700 bg-midnight-900/90 px-4 py-3 shadow-tag">
      <Icon aria-hidden="true" className={`size-7 shrink-0 ${accent}`} />
      <div className="flex flex-col-reverse">
        <span className="text-sm text-muted">{label}</span>
        <span className={`font-display text-3xl leading-none ${accent}`}>{value}</span>
      </div>
    </li>
  );
}
