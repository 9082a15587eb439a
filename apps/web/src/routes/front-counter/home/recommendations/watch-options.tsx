import { justWatchSearchUrl } from '@chuck/api/client';
import { ExternalLink, Search } from 'lucide-react';
import type { Recommendation } from './use-recommendations.ts';

type WatchOptions = Recommendation['watchOptions'];
type Option = WatchOptions['rent'][number];

const groups = [
  { key: 'streaming', label: 'Stream' },
  { key: 'rent', label: 'Rent' },
  { key: 'buy', label: 'Buy' },
] as const;

const newTab = <span className="sr-only">(opens in a new tab)</span>;

/**
 * Where to watch a pick (docs/product.md §2 'Recommendations section'): the providers grouped
 * stream/rent/buy, with their logos and the credit the data must carry (TMDB's comes from
 * JustWatch). With no provider data, a 'Where to watch' search of the title for the visitor's
 * country instead of an empty promise.
 */
export function WatchOptionsList({ recommendation: rec }: { recommendation: Recommendation }) {
  const present = groups.filter(({ key }) => rec.watchOptions[key].length > 0);
  if (!present.length) {
    return (
      <a
        href={justWatchSearchUrl(rec.title, rec.watchRegion)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-neon-cyan underline-offset-4 hover:underline"
      >
        <Search aria-hidden="true" className="size-4" />
        Where to watch
        <ExternalLink aria-hidden="true" className="size-3" />
        {newTab}
      </a>
    );
  }
  return (
    <div className="grid gap-2 text-sm">
      <dl className="grid gap-2">
        {present.map(({ key, label }) => (
          <div key={key} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <dt className="w-14 shrink-0 font-retro text-lg leading-none text-neon-cyan uppercase">
              {label}
            </dt>
            <dd className="flex flex-1 flex-wrap gap-1.5">
              {rec.watchOptions[key].map((option: Option) => (
                <OptionChip key={`${option.name}-${option.price ?? ''}`} option={option} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {rec.watchAttribution ? (
        <p className="text-xs text-muted">
          <a
            href="https://www.justwatch.com/"
            target="_blank"
            rel="noopener noreferrer"
            className="underline-offset-2 hover:underline"
          >
            {rec.watchAttribution}
            {newTab}
          </a>
        </p>
      ) : null}
    </div>
  );
}

function OptionChip({ option }: { option: Option }) {
  const text = option.price ? `${option.name} · ${option.price}` : option.name;
  const chip =
    'inline-flex items-center gap-1.5 rounded border border-midnight-600 bg-midnight-950 px-2 py-0.5 text-ink';
  // The name says which provider it is; the logo only helps the eye.
  const logo = option.logoUrl ? (
    <img src={option.logoUrl} alt="" loading="lazy" className="size-5 rounded-sm" />
  ) : null;
  if (!option.url) {
    return (
      <span className={chip}>
        {logo}
        {text}
      </span>
    );
  }
  return (
    <a
      href={option.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${chip} hover:border-neon-cyan hover:text-neon-cyan`}
    >
      {logo}
      {text}
      <ExternalLink aria-hidden="true" className="size-3" />
      {newTab}
    </a>
  );
}
