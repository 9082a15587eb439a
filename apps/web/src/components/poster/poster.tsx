import { Film } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

type PosterSize = 'xs' | 'sm' | 'md' | 'lg';

// 2:3 like a VHS sleeve; xs for people in search, sm for suggestions, md for cards, lg for details.
const sizes: Record<PosterSize, string> = {
  xs: 'w-8',
  sm: 'w-10',
  md: 'w-24 sm:w-32',
  lg: 'w-40 sm:w-48',
};

export interface PosterProps {
  /** The image URL; null or empty shows the placeholder straight away. */
  src: string | null | undefined;
  /** The film's (or person's) name, for the alt text. */
  title: string;
  size?: PosterSize;
  /** 'person' words the alt text for a profile picture. */
  kind?: 'movie' | 'person';
  className?: string;
  /** The page's main image (its largest paint): fetched at once and first, not when scrolled near. */
  priority?: boolean;
}

/**
 * A poster or profile picture that never shows a broken image: one that is missing or fails to
 * load is replaced by a placeholder (docs/product.md §2 'Recommendations section', and §8).
 */
export function Poster({ src, title, size = 'md', kind = 'movie', className, priority }: PosterProps) {
  // The URL that failed, so a new src gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  // People are round portraits; films 2:3 sleeves.
  const shape = kind === 'person' ? 'aspect-square rounded-full' : 'aspect-[2/3] rounded';
  const box = cn('shrink-0 overflow-hidden', shape, sizes[size], className);
  const label = kind === 'person' ? `Photo of ${title}` : `Poster for ${title}`;

  if (!src || failed === src) {
    return (
      <div
        role="img"
        aria-label={kind === 'person' ? `No photo of ${title}` : `No poster for ${title}`}
        data-testid="poster-placeholder"
        className={cn(
          box,
          'flex flex-col items-center justify-center gap-1 border border-midnight-600 bg-gradient-to-b from-midnight-700 to-midnight-950 p-1 text-muted',
        )}
      >
        <Film aria-hidden="true" className={size === 'xs' || size === 'sm' ? 'size-4' : 'size-8'} />
        {size === 'md' || size === 'lg' ? (
          <span className="line-clamp-3 text-center font-retro text-sm leading-tight text-ink/80">
            {title}
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={label}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn(box, 'bg-midnight-800 object-cover')}
    />
  );
}
