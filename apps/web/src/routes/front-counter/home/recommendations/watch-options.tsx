import { ExternalLink } from 'lucide-react';
import type { Recommendation } from './use-recommendations.ts';

type WatchOptions = Recommendation['watchOptions'];
type Option = WatchOptions['rent'][number];

const groups = [
  { key: 'streaming', label: 'Stream' },
  { key: 'rent', label: 'Rent' },
  { key: 'buy', label: 'Buy' },
] as const;

/** Where to watch, grouped stream/rent/buy; a group shows only when it has options. */
export function WatchOptionsList({ options }: { options: WatchOptions }) {
  const present = groups.filter(({ key }) => options[key].length > 0);
  if (!present.length) {
    return <p className="text-sm text-muted italic">Watch options not currently available.</p>;
  }
  return (
    <dl className="grid gap-2 text-sm">
      {present.map(({ key, label }) => (
        <div key={key} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <dt className="w-14 shrink-0 font-retro text-lg leading-none text-neon-cyan uppercase">{label}</dt>
          <dd className="flex flex-1 flex-wrap gap-1.5">
            {options[key].map((option: Option) => (
              <OptionChip key={`${option.name}-${option.price ?? ''}`} option={option} />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OptionChip({ option }: { option: Option }) {
  const text = option.price ? `${option.name} · ${option.price}` : option.name;
  const chip =
    'inline-flex items-center gap-1 rounded border border-midnight-600 bg-midnight-950 px-2 py-0.5 text-ink';
  if (!option.url) return <span className={chip}>{text}</span>;
  return (
    <a
      href={option.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${chip} hover:border-neon-cyan hover:text-neon-cyan`}
    >
      {text}
      <ExternalLink aria-hidden="true" className="size-3" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
