import type { BadgeVariant } from '../../../components/ui/badge.tsx';
import type { ConnectionType } from './connection-text.ts';

/** The badge colour for why two members share films. */
export const badgeVariants: Record<ConnectionType, BadgeVariant> = {
  rental: 'ticket',
  collection: 'cyan',
  taste: 'pink',
};

/** A photo when the member has one, else their initial on a tape label. */
export function Avatar({
  name,
  imageUrl,
  size = 'md',
}: {
  name: string;
  imageUrl: string | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'size-9 text-sm' : 'size-12 text-lg';
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        className={`${box} shrink-0 rounded-full border-2 border-neon-pink object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full border-2 border-neon-pink bg-midnight-800 font-display text-neon-pink`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
