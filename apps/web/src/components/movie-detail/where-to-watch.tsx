import { ExternalLink } from 'lucide-react';
import { hasWatchOptions, type WatchOption, type WatchOptions } from './movie-detail.ts';

const groups = [
  { key: 'streaming', label: 'Stream Now' },
  { key: 'rent', label: 'Rent' },
  { key: 'buy', label: 'Buy' },
] as const;

export interface WhereToWatchProps {
  options: WatchOptions | null | undefined;
  /** Still asking the catalog; shown instead of the 'not available' line. */
  loading?: boolean;
  /** The data source's credit line (TMDB asks for JustWatch's). */
  attribution?: string | null;
}

/**
 * docs/product.md §2: Stream Now, Rent and Buy groups; each option a name, a link opening in a new tab when
 * there is one, and a price when known. A group with nothing in it is left out.
 */
export function WhereToWatch({ options, loading, attribution }: WhereToWatchProps) {
  if (!hasWatchOptions(options)) {
    return (
      <p className="text-sm text-muted italic">
        {loading ? 'Checking the shelves for where to watch...' : 'Watch options not currently available.'}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {groups
        .filter(({ key }) => options[key].length > 0)
        .map(({ key, label }) => (
          <section key={key} aria-label={label}>
            <h4 className="font-retro text-lg leading-none tracking-wide text-neon-cyan uppercase">
              {label}
            </h4>
            <ul className="mt-1.5 flex flex-wrap gap-2">
              {options[key].map((option) => (
                <li key={`${option.name}-${option.price ?? ''}-${option.url ?? ''}`}>
                  <OptionChip option={option} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      {attribution ? <p className="text-xs text-muted">{attribution}</p> : null}
    </div>
  );
}

const chip =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border border-midnight-600 bg-midnight-950 px-2.5 py-1 text-sm text-ink';

function OptionChip({ option }: { option: WatchOption }) {
  // Explicit spaces: inline spans run together in the accessible name ('Apple TV$3.99').
  const content = (
    <>
      <span className="font-semibold">{option.name}</span>
      {option.price ? (
        <>
          {' '}
          <span className="font-retro text-base leading-none text-ticket-300">{option.price}</span>
        </>
      ) : null}
    </>
  );
  if (!option.url) return <span className={chip}>{content}</span>;
  return (
    <a
      href={option.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${chip} transition-colors hover:border-neon-cyan hover:text-neon-cyan`}
    >
      {content}
      <ExternalLink aria-hidden="true" className="size-3.5" />{' '}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
